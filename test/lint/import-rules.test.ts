import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer and boundary import rules of biome.json and lint-rules/*.grit (issue 9; docs/decisions/005),
 * each broken on purpose. Every fixture in test/lint/fixtures/ is linted as if it sat at `lintedAs` in
 * the repository: the real biome.json and plugins are copied into a temporary folder and the fixture is
 * written at that path there, because Biome's stdin mode prints no diagnostics. Each rule also has a
 * fixture that must pass, so a configuration that refuses every import cannot pass this test.
 */

const root = resolve(import.meta.dirname, '../..');
const fixtures = join(import.meta.dirname, 'fixtures');
const biome = join(root, 'node_modules/.bin/biome');

const ROUTES = 'Routes call services only';
const JOBS = 'Jobs only connect pg-boss to services';
const SEEDS = 'Seeding goes through a service';
const DRIZZLE = 'Only repositories touch drizzle';
const RESTRICTED = 'lint/style/noRestrictedImports';
const PLUGIN = 'plugin';

interface LintCase {
  /** File in test/lint/fixtures/, or `inline:<what>` for a source made here from package.json. */
  fixture: string;
  /** The source when it is made here rather than read from a fixture. */
  source?: string;
  /** Repository path the fixture is linted as (unique per case). */
  lintedAs: string;
  /** The one diagnostic expected, or null when the fixture must lint clean. */
  fails: { category: string; message: string[] } | null;
}

/** Subpaths a workspace package's package.json exports besides its root, e.g. ['guides'] for packages/engine. */
function exportedSubpaths(packageDir: string): string[] {
  return Object.keys(
    (JSON.parse(readFileSync(join(root, packageDir, 'package.json'), 'utf8')) as { exports: object }).exports,
  )
    .filter((key) => key !== '.')
    .map((key) => key.replace(/^\.\//, ''));
}

const cases: Record<string, LintCase[]> = {
  'routes may not import repositories, drizzle or db/': [
    {
      fixture: 'routes-imports-repository.ts',
      lintedAs: 'apps/server/src/routes/a.routes.ts',
      fails: { category: RESTRICTED, message: [ROUTES, 'apps/server/src/services/'] },
    },
    {
      fixture: 'routes-imports-drizzle.ts',
      lintedAs: 'apps/server/src/routes/b.routes.ts',
      fails: {
        category: RESTRICTED,
        message: [ROUTES, 'only apps/server/src/repositories/ import drizzle-orm'],
      },
    },
    {
      fixture: 'routes-imports-drizzle-subpath.ts',
      lintedAs: 'apps/server/src/routes/c.routes.ts',
      fails: { category: RESTRICTED, message: [ROUTES, 'drizzle-orm'] },
    },
    {
      fixture: 'routes-imports-db-schema.ts',
      lintedAs: 'apps/server/src/routes/d.routes.ts',
      fails: { category: RESTRICTED, message: [ROUTES, 'apps/server/src/db/', 'presenter'] },
    },
    { fixture: 'routes-allowed.ts', lintedAs: 'apps/server/src/routes/e.routes.ts', fails: null },
    // Tests check stored state through the database, so the layer rules leave them alone.
    {
      fixture: 'routes-imports-repository.ts',
      lintedAs: 'apps/server/src/routes/f.routes.test.ts',
      fails: null,
    },
  ],
  'jobs may not import repositories, drizzle or db/': [
    {
      fixture: 'jobs-imports-repository.ts',
      lintedAs: 'apps/server/src/jobs/a.job.ts',
      fails: { category: RESTRICTED, message: [JOBS, 'generations service'] },
    },
    {
      fixture: 'jobs-imports-drizzle.ts',
      lintedAs: 'apps/server/src/jobs/b.job.ts',
      fails: { category: RESTRICTED, message: [JOBS, 'drizzle-orm'] },
    },
    {
      fixture: 'jobs-imports-db-client.ts',
      lintedAs: 'apps/server/src/jobs/c.job.ts',
      fails: { category: RESTRICTED, message: [JOBS, 'apps/server/src/db/'] },
    },
    { fixture: 'jobs-allowed.ts', lintedAs: 'apps/server/src/jobs/d.job.ts', fails: null },
  ],
  'seeds may not import repositories': [
    {
      fixture: 'seeds-imports-repository.ts',
      lintedAs: 'apps/server/src/db/seeds/a.ts',
      fails: { category: RESTRICTED, message: [SEEDS, 'services/'] },
    },
    { fixture: 'seeds-allowed.ts', lintedAs: 'apps/server/src/db/seeds/b.ts', fails: null },
  ],
  'only repositories and db/ import drizzle-orm': [
    {
      fixture: 'server-imports-drizzle.ts',
      lintedAs: 'apps/server/src/services/a.service.ts',
      fails: { category: RESTRICTED, message: [DRIZZLE, 'apps/server/src/repositories/'] },
    },
    {
      fixture: 'server-imports-drizzle.ts',
      lintedAs: 'apps/server/src/presenters/b.presenter.ts',
      fails: { category: RESTRICTED, message: [DRIZZLE] },
    },
    {
      fixture: 'server-imports-drizzle.ts',
      lintedAs: 'apps/server/src/repositories/c.repository.ts',
      fails: null,
    },
    { fixture: 'server-imports-drizzle.ts', lintedAs: 'apps/server/src/db/d.ts', fails: null },
    { fixture: 'server-allowed.ts', lintedAs: 'apps/server/src/services/e.service.ts', fails: null },
  ],
  'web features may not import each other': [
    {
      fixture: 'feature-imports-feature.ts',
      lintedAs: 'apps/web/src/features/home/components/a.tsx',
      fails: {
        category: PLUGIN,
        message: ["Feature 'home' imports from feature 'workspace'", 'components/'],
      },
    },
    {
      fixture: 'feature-imports-feature-through-src.ts',
      lintedAs: 'apps/web/src/features/home/components/b.tsx',
      fails: { category: PLUGIN, message: ["Feature 'home' imports from feature 'workspace'"] },
    },
    {
      fixture: 'feature-imports-feature-from-root.ts',
      lintedAs: 'apps/web/src/features/home/c.tsx',
      fails: { category: PLUGIN, message: ["Feature 'home' imports from feature 'blog'"] },
    },
    // No list of feature names: a folder created tomorrow is covered.
    {
      fixture: 'feature-imports-feature.ts',
      lintedAs: 'apps/web/src/features/brand-new/components/d.tsx',
      fails: { category: PLUGIN, message: ["Feature 'brand-new' imports from feature 'workspace'"] },
    },
    { fixture: 'feature-allowed.ts', lintedAs: 'apps/web/src/features/home/components/e.tsx', fails: null },
  ],
  'web code imports each icon from its own module (issue 18)': [
    {
      fixture: 'web-imports-icon-index.ts',
      lintedAs: 'apps/web/src/components/layout/icon-a.tsx',
      fails: { category: RESTRICTED, message: ["import Menu from 'lucide-react/icons/menu'", 'every icon'] },
    },
    { fixture: 'web-icons-allowed.ts', lintedAs: 'apps/web/src/components/layout/icon-b.tsx', fails: null },
  ],
  'web code shows toasts through lib/toast, which loads sonner when needed (issue 18)': [
    {
      fixture: 'web-imports-sonner.ts',
      lintedAs: 'apps/web/src/components/layout/toast-a.tsx',
      fails: { category: RESTRICTED, message: ['apps/web/src/lib/toast.ts', "every page's start"] },
    },
    { fixture: 'web-toast-allowed.ts', lintedAs: 'apps/web/src/components/layout/toast-b.tsx', fails: null },
  ],
  'no deep or cross-workspace imports': [
    {
      fixture: 'deep-import-engine.ts',
      lintedAs: 'apps/server/src/services/deep-a.service.ts',
      fails: { category: PLUGIN, message: ["Deep import of @inkling/engine: import from '@inkling/engine'"] },
    },
    {
      fixture: 'deep-import-engine-unexported.ts',
      lintedAs: 'scripts/deep-a2.ts',
      fails: {
        category: PLUGIN,
        message: ['Deep import of @inkling/engine', 'lint-rules/workspace-boundaries.grit'],
      },
    },
    {
      fixture: 'inline:@inkling/safety/check-prompt',
      source: "import * as entry from '@inkling/safety/check-prompt';\n\nexport const parts = entry;\n",
      lintedAs: 'apps/server/src/services/deep-a3.service.ts',
      fails: { category: PLUGIN, message: ["Deep import of @inkling/safety: import from '@inkling/safety'"] },
    },
    // Every entry point the engine's and safety's package.json export is allowed, so the rule's lists keep up.
    ...(['engine', 'safety'] as const).flatMap((name) =>
      exportedSubpaths(`packages/${name}`).map(
        (subpath, i): LintCase => ({
          fixture: `inline:@inkling/${name}/${subpath}`,
          source: `import * as entry from '@inkling/${name}/${subpath}';\n\nexport const parts = entry;\n`,
          lintedAs: `scripts/${name}-entry-${i}.ts`,
          fails: null,
        }),
      ),
    ),
    {
      fixture: 'deep-import-src.ts',
      lintedAs: 'apps/web/src/lib/deep-b.ts',
      fails: { category: PLUGIN, message: ["Deep import into a workspace package's src/"] },
    },
    {
      fixture: 'climbs-into-package.ts',
      lintedAs: 'apps/server/src/services/climb-c.service.ts',
      fails: { category: PLUGIN, message: ['Relative import leaves the apps/server workspace'] },
    },
    {
      fixture: 'climbs-into-scripts.ts',
      lintedAs: 'apps/server/src/services/climb-d.test.ts',
      fails: { category: PLUGIN, message: ['Relative import leaves the apps/server workspace'] },
    },
    {
      fixture: 'climbs-into-package.ts',
      lintedAs: 'packages/engine/src/lineart/climb-e.ts',
      fails: { category: PLUGIN, message: ['Relative import leaves the packages/engine workspace'] },
    },
    {
      fixture: 'root-reaches-into-workspace.ts',
      lintedAs: 'scripts/reach-f.ts',
      fails: { category: PLUGIN, message: ["Relative import into a workspace's folder"] },
    },
    {
      fixture: 'root-reaches-into-workspace.ts',
      lintedAs: 'e2e/reach-g.spec.ts',
      fails: { category: PLUGIN, message: ["Relative import into a workspace's folder"] },
    },
    { fixture: 'workspace-allowed.ts', lintedAs: 'apps/server/test/allowed-h.ts', fails: null },
  ],
};

interface Diagnostic {
  category: string;
  severity: string;
  message: string;
  location: { path: string; start: { line: number } };
}

let workdir: string;
let diagnostics: Diagnostic[];

beforeAll(() => {
  const all = Object.values(cases).flat();
  const paths = all.map((c) => c.lintedAs);
  expect(new Set(paths).size, 'each case needs its own lintedAs path').toBe(paths.length);

  workdir = mkdtempSync(join(tmpdir(), 'inkling-lint-'));
  cpSync(join(root, 'biome.json'), join(workdir, 'biome.json'));
  cpSync(join(root, 'lint-rules'), join(workdir, 'lint-rules'), { recursive: true });
  for (const c of all) {
    const target = join(workdir, c.lintedAs);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, c.source ?? readFileSync(join(fixtures, c.fixture)));
  }
  diagnostics = lint(workdir);
});

afterAll(() => {
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

/** Runs `biome lint` over `dir` with the JSON reporter; Biome exits 1 when it reports errors. */
function lint(dir: string): Diagnostic[] {
  const args = ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', '.'];
  let stdout: string;
  try {
    stdout = execFileSync(biome, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    if (!failed.stdout) throw new Error(`biome lint produced no report: ${failed.stderr ?? error}`);
    stdout = failed.stdout;
  }
  return (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}

function diagnosticsOf(path: string): Diagnostic[] {
  return diagnostics.filter((d) => d.location?.path === path);
}

describe('import rules (biome.json, lint-rules/)', () => {
  it('loads the plugins and lints every fixture', () => {
    const broken = diagnostics.filter((d) => !d.location?.path);
    expect(broken, JSON.stringify(broken, null, 2)).toEqual([]);
  });

  for (const [rule, ruleCases] of Object.entries(cases)) {
    describe(rule, () => {
      for (const c of ruleCases) {
        const title = c.fails
          ? `${c.fixture} as ${c.lintedAs} fails`
          : `${c.fixture} as ${c.lintedAs} passes`;
        it(title, () => {
          const found = diagnosticsOf(c.lintedAs).map((d) => ({
            category: d.category,
            severity: d.severity,
            line: d.location.start.line,
            message: d.message,
          }));
          if (!c.fails) {
            expect(found).toEqual([]);
            return;
          }
          expect(found, JSON.stringify(found, null, 2)).toHaveLength(1);
          const [diagnostic] = found;
          expect(diagnostic.category).toBe(c.fails.category);
          expect(diagnostic.severity).toBe('error');
          expect(diagnostic.line).toBe(1);
          for (const part of c.fails.message) expect(diagnostic.message).toContain(part);
        });
      }
    });
  }
});
