import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_OPENAI_TEXT_MODEL } from '@inkling/contracts/story';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'inkling-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const production = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  GOOGLE_CLIENT_ID: 'g-id',
  GOOGLE_CLIENT_SECRET: 'g-secret',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  BETTER_AUTH_SECRET: 'x'.repeat(32),
};

describe('loadConfig', () => {
  it('has working local defaults: local sign-in, test checkout, sketchbook, a persisted secret', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      imageProvider: 'sketchbook',
      databaseUrl: undefined,
      localSignIn: true,
      testCheckout: true,
    });
    expect(config.authSecret).toBe(readFileSync(path.join(dataDir, 'secret'), 'utf8').trim());
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
  });

  it('production with every key: no local stand-ins', () => {
    expect(loadConfig(production)).toMatchObject({ localSignIn: false, testCheckout: false });
  });

  it.each(['GOOGLE_CLIENT_ID', 'STRIPE_SECRET_KEY', 'BETTER_AUTH_SECRET'])(
    'production refuses to start without %s',
    (name) => {
      expect(() => loadConfig({ ...production, [name]: '' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, [name]: '' })).toThrow(new RegExp(name));
    },
  );

  it('Google keys switch local sign-in off outside production too', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }).localSignIn,
    ).toBe(false);
  });

  it('OPENAI_TEXT_MODEL names the story outline model (default DEFAULT_OPENAI_TEXT_MODEL)', () => {
    const key = { DATA_DIR: dataDir, OPENAI_API_KEY: 'sk-test' };
    expect(loadConfig(key).openai?.textModel).toBe(DEFAULT_OPENAI_TEXT_MODEL);
    expect(loadConfig({ ...key, OPENAI_TEXT_MODEL: 'gpt-4.1-mini' }).openai?.textModel).toBe('gpt-4.1-mini');
    expect(() => loadConfig({ ...key, OPENAI_TEXT_MODEL: ' ' })).toThrow(/OPENAI_TEXT_MODEL/);
  });

  it('names each bad setting', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, IMAGE_PROVIDER: 'dalle' })).toThrow(/IMAGE_PROVIDER/);
    expect(() => loadConfig({ DATA_DIR: dataDir, IMAGE_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY/);
    expect(() => loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'only-id' })).toThrow(
      /GOOGLE_CLIENT_SECRET/,
    );
  });

  it('ENGINE_THREADS sizes the engine pool: default min(2, cores), 1–64 when set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).engineThreads).toBe(Math.min(2, availableParallelism()));
    expect(loadConfig({ DATA_DIR: dataDir, ENGINE_THREADS: '' }).engineThreads).toBe(
      Math.min(2, availableParallelism()),
    );
    expect(loadConfig({ DATA_DIR: dataDir, ENGINE_THREADS: '3' }).engineThreads).toBe(3);
    expect(() => loadConfig({ DATA_DIR: dataDir, ENGINE_THREADS: '0' })).toThrow(/ENGINE_THREADS/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ENGINE_THREADS: 'many' })).toThrow(/ENGINE_THREADS/);
  });
});
