import { PassThrough } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, type Storage, type StoredObject } from './storage';

/** Where the S3 storage lives (README "Configuration": S3_*). */
export interface S3StorageOptions {
  bucket: string;
  /** AWS region, or any value an S3-compatible server accepts (`us-east-1` by default). */
  region: string;
  /** An S3-compatible server's URL (MinIO, s3rver, R2…); unset for AWS itself. */
  endpoint?: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Explicit keys (tests); unset means the SDK's usual chain (env, profile, container, instance role). */
  credentials?: S3ClientConfig['credentials'];
}

/** Time to open a connection to S3, ms; time a socket may stay silent, ms; tries per request (issue 28). */
export const S3_CONNECT_TIMEOUT_MS = 2_000;
export const S3_IDLE_TIMEOUT_MS = 5_000;
export const S3_MAX_ATTEMPTS = 3;

/** Multipart part size for streamed uploads, bytes: S3's minimum part (5 MiB), so memory stays ≈ 2 parts. */
const PART_SIZE = 5 * 1024 * 1024;

/**
 * Storage in an S3 bucket through the official `@aws-sdk/client-s3` (issue 16). Objects are
 * private (no ACL is set; the bucket must not be public): the API reads them and serves them
 * after its ownership checks. A PUT is atomic in S3, and a streamed upload (lib-storage:
 * one PUT for small bodies, a multipart upload otherwise) is visible only once completed,
 * and aborted when its producer throws, so readers never see half an object.
 *
 * Checksums are sent and checked only where S3 requires them (`WHEN_REQUIRED`): the SDK's
 * default trailing CRC32 on every upload is not understood by several S3-compatible servers.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Issue 28: with no timeouts a frozen S3 server held every request ~20 s. A connection
      // must open within 2 s and a socket may sit silent for at most 5 s (an idle limit, not a
      // total one, so a large file still streams); the SDK's standard retry mode then tries
      // 3 times in all with jittered exponential backoff, so a dead server fails a request in
      // ≈ 16 s at worst and a blip of a second or two is ridden out.
      requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, socketTimeout: S3_IDLE_TIMEOUT_MS },
      maxAttempts: S3_MAX_ATTEMPTS,
      retryMode: 'standard',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  async putStreaming(
    key: string,
    contentType: string,
    produce: (write: (chunk: Uint8Array) => Promise<void>) => Promise<void>,
  ): Promise<number> {
    assertSafeKey(key);
    const body = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: 1,
      leavePartsOnError: false,
    });
    const done = upload.done();
    let bytes = 0;
    let uploadFailed: unknown = null;
    // `done` may reject while `produce` still writes (it is awaited below either way): stop it.
    done.catch((error) => {
      uploadFailed = error;
      body.destroy();
    });
    try {
      await produce(async (chunk) => {
        if (uploadFailed) throw uploadFailed;
        bytes += chunk.length;
        if (!body.write(chunk)) {
          await new Promise<void>((resolve, reject) => {
            const onDrain = () => {
              body.off('close', onClose);
              resolve();
            };
            const onClose = () => {
              body.off('drain', onDrain);
              reject(uploadFailed ?? new Error('S3 upload stream closed'));
            };
            body.once('drain', onDrain);
            body.once('close', onClose);
          });
        }
      });
    } catch (error) {
      await upload.abort().catch(() => {});
      body.destroy();
      await done.catch(() => {});
      // A body smaller than a part may have gone out as one PUT before the producer failed:
      // remove it (keys are fresh per file, so this never removes an older object).
      await this.delete(key).catch(() => {});
      throw error;
    }
    body.end();
    await done;
    return bytes;
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const bytes = Buffer.from(await out.Body!.transformToByteArray());
      return { bytes, contentType: out.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async *keys(prefix = ''): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** Whether an SDK error means "no such object" (GetObject: NoSuchKey; HeadObject: 404 NotFound). */
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
