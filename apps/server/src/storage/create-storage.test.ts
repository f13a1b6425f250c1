import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createStorage } from './create-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

describe('storage and metrics settings (issue 16)', () => {
  const base = { DATA_DIR: '/tmp/inkling-config-test', BETTER_AUTH_SECRET: 'x'.repeat(40) };

  it('keeps files in DATA_DIR/files by default, and empty settings (as in .env.example) mean unset', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      METRICS_TOKEN: '',
      METRICS_PORT: '',
    });
    expect(config.s3).toBeUndefined();
    expect(config.metricsToken).toBeUndefined();
    expect(config.metricsPort).toBeUndefined();
    expect(createStorage(config)).toBeInstanceOf(LocalStorage);
  });

  it('uses S3 when S3_BUCKET is set', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'pages',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      METRICS_TOKEN: '0123456789abcdef',
      METRICS_PORT: '9464',
    });
    expect(config.s3).toEqual({
      bucket: 'pages',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
    expect(config.metricsPort).toBe(9464);
    const storage = createStorage(config);
    expect(storage).toBeInstanceOf(S3Storage);
    storage.close();
  });

  it('refuses a short METRICS_TOKEN and a malformed S3_ENDPOINT', () => {
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
