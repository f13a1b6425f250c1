import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The deploy files of issue 16, checked with the real tools (this machine cannot pull
 * images): compose.yaml through `docker-compose config`, deploy/nginx.conf through
 * `nginx -t`, and both kept true to the process commands of package.json.
 */
const root = path.join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;

const SECRETS = {
  POSTGRES_PASSWORD: 'pg-password',
  INKLING_OWNER_PASSWORD: 'owner-password',
  INKLING_APP_PASSWORD: 'app-password',
  METRICS_TOKEN: 'metrics-token-0123456789',
  MINIO_PASSWORD: 'minio-password',
  BETTER_AUTH_SECRET: 'x'.repeat(40),
  GOOGLE_CLIENT_ID: 'google-id',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

function compose(env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !(k in SECRETS) && !k.startsWith('COMPOSE_')),
  );
  return spawnSync('docker-compose', ['-f', 'compose.yaml', 'config'], {
    cwd: root,
    env: { ...clean, ...env },
    encoding: 'utf8',
  });
}

/** The command a package.json script runs, without its leading VAR=value settings. */
function scriptCommand(name: string): string {
  return scripts[name]!.replace(/^(\w+=\S+\s+)+/, '');
}

describe('compose.yaml', () => {
  it('is valid for docker-compose: PostgreSQL, S3 (MinIO), 2 API instances, 2 workers and nginx', () => {
    const out = compose(SECRETS);
    expect(out.stderr).not.toMatch(/error|invalid/i);
    expect(out.status).toBe(0);
    for (const service of [
      'postgres',
      'minio',
      'minio-setup',
      'api1',
      'api2',
      'worker1',
      'worker2',
      'nginx',
    ]) {
      expect(out.stdout).toMatch(new RegExp(`^  ${service}:$`, 'm'));
    }
    expect(out.stdout).toContain('S3_ENDPOINT: http://minio:9000');
    // API and worker containers run under an init (decision 011).
    expect(out.stdout.match(/^ {4}init: true$/gm)?.length).toBe(4);
    // The app connects as its own role, the owner migrates (decision 006; apps/server/test/deploy-start.test.ts starts them).
    expect(out.stdout).toContain('DATABASE_URL: postgres://inkling_app:app-password@postgres:5432/inkling');
    expect(out.stdout).toContain(
      'DATABASE_OWNER_URL: postgres://inkling_owner:owner-password@postgres:5432/inkling',
    );
  });

  it('refuses to start without its secrets, naming the missing one', () => {
    const out = compose({ ...SECRETS, POSTGRES_PASSWORD: '' });
    expect(out.status).not.toBe(0);
    expect(out.stderr).toContain('set POSTGRES_PASSWORD');
  });

  it('runs the same commands as npm run start:api and npm run worker, as the Dockerfile does', () => {
    const text = read('compose.yaml');
    const api = scriptCommand('start:api');
    const worker = scriptCommand('worker');
    expect(api).toBe('node --import tsx apps/server/src/main.ts --api-only');
    expect(worker).toBe('node --import tsx apps/server/src/worker.ts');
    const asJson = (command: string) => JSON.stringify(command.split(' ')).replaceAll(',', ', ');
    expect(text.split(`command: ${asJson(api)}`).length - 1).toBe(2);
    expect(text.split(`command: ${asJson(worker)}`).length - 1).toBe(2);
    expect(read('Dockerfile')).toContain(`CMD ${asJson(api)}`);
  });
});

describe('Dockerfile', () => {
  const text = read('Dockerfile');
  it('is multi-stage, installs only production dependencies for the runtime and runs as a non-root user', () => {
    expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/npm ci --omit=dev/);
    const runtime = text.slice(text.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('COPY --from=prod-deps /app/node_modules node_modules');
    expect(runtime).not.toMatch(/npm ci(?! --omit=dev)/);
  });
});

describe('deploy/nginx.conf', () => {
  it('passes nginx -t and balances over both API instances, hiding /metrics', () => {
    const text = read('deploy/nginx.conf');
    expect(text).toContain('server api1:3000');
    expect(text).toContain('server api2:3000');
    expect(text).toMatch(/location = \/metrics \{\s*return 404;/);
    // JSON access log carrying the request id the API logs (issue 28).
    expect(text).toMatch(/access_log \/dev\/stdout json;/);
    expect(text.match(/proxy_set_header X-Request-Id \$request_id;/g)?.length).toBe(2);
    // The compose service names resolve only inside compose: check the syntax with local addresses.
    const dir = mkdtempSync(path.join(tmpdir(), 'inkling-nginx-'));
    try {
      const conf = path.join(dir, 'nginx.conf');
      const log = path.join(dir, 'error.log');
      writeFileSync(
        conf,
        text
          .replace('api1:3000', '127.0.0.1:3001')
          .replace('api2:3000', '127.0.0.1:3002')
          .replace('error_log /dev/stderr', `error_log ${log}`)
          .replace('access_log /dev/stdout', `access_log ${log}`),
      );
      const out = spawnSync('nginx', ['-t', '-c', conf, '-e', log], { encoding: 'utf8' });
      expect(out.stderr).toContain('test is successful');
      expect(out.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/prometheus', () => {
  it("passes promtool check config, check rules and the rules' unit tests (issue 28)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inkling-prometheus-'));
    try {
      for (const file of ['prometheus.yml', 'alerts.yml', 'alerts.test.yml']) {
        writeFileSync(path.join(dir, file), read(`deploy/prometheus/${file}`));
      }
      writeFileSync(path.join(dir, 'metrics-token'), 'metrics-token-0123456789');
      const config = spawnSync('promtool', ['check', 'config', path.join(dir, 'prometheus.yml')], {
        encoding: 'utf8',
      });
      expect(config.stdout + config.stderr).toContain('SUCCESS');
      expect(config.status).toBe(0);
      const rules = spawnSync('promtool', ['check', 'rules', path.join(dir, 'alerts.yml')], {
        encoding: 'utf8',
      });
      expect(rules.stdout).toContain('SUCCESS: 8 rules found');
      expect(rules.status).toBe(0);
      // The alerts on storage errors, failed pages and refunds fire on the series the app exports.
      const tests = spawnSync('promtool', ['test', 'rules', 'alerts.test.yml'], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(tests.stdout + tests.stderr).toContain('SUCCESS');
      expect(tests.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
