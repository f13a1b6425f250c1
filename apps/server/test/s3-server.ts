import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage } from '../src/storage/s3-storage';

/** A running local S3-protocol server (s3rver) with one bucket, and how to reach it. */
/**
 * The app's S3 settings for a local s3rver (names as in .env.example): what a process
 * started against `s3` gets in its environment (load test, outage drill).
 */
export function s3Environment(
  s3: Pick<LocalS3, 'bucket' | 'region' | 'endpoint' | 'credentials'>,
): Record<string, string> {
  return {
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
  };
}

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  region: string;
  /** s3rver accepts any keys; these are the ones its docs use. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** An S3Storage on the bucket through the real SDK (path style, as S3-compatible servers need). */
  storage(): S3Storage;
  /**
   * Stops answering (connections refused), keeping the files: a storage outage (issue 28).
   * Open keep-alive connections are served until they close, unless `dropConnections` (the
   * outage drill: a stopped server has no connections left).
   */
  stop(options?: { dropConnections?: boolean }): Promise<void>;
  /** Answers again on the same port with the same files. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts s3rver on a free port of 127.0.0.1 with its files in a temp folder and the bucket
 * `bucket` (default `inkling-test`), on `port` when given (the outage drill keeps to its
 * range); close() stops it and removes the folder. Tests and
 * the load test use it: the real SDK speaking the real protocol to a local server.
 */
export async function startLocalS3(bucket = 'inkling-test', port = 0): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'inkling-s3-'));
  const make = (port: number) =>
    new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] });
  let server: S3rver | null = make(port);
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const region = 'us-east-1';
  const made: S3Storage[] = [];
  return {
    endpoint,
    bucket,
    region,
    credentials,
    storage() {
      const storage = new S3Storage({ bucket, region, endpoint, forcePathStyle: true, credentials });
      made.push(storage);
      return storage;
    },
    async stop(options) {
      const closing = server?.close();
      if (options?.dropConnections) server?.httpServer?.closeAllConnections();
      await closing;
      server = null;
    },
    async start() {
      server = make(address.port);
      await server.run();
    },
    async close() {
      for (const storage of made) storage.close();
      await server?.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
