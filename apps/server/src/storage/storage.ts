/** A stored object read back: its bytes and content type. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Blob storage for pages and uploads. Keys are `/`-separated, made only of letters,
 * digits, `-`, `_` and `.` (see `assertSafeKey`), so a local folder and an S3 bucket can
 * both implement it.
 */
export interface Storage {
  /** Writes (or replaces) the object atomically. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Writes (or replaces) the object atomically from bytes produced piece by piece: `produce`
   * gets a `write` to await for each chunk, so the whole object is never held in memory
   * (issue 11: a 100-page book). Nothing is visible under `key` until `produce` resolves; if it
   * throws, nothing is stored and the error is rethrown. Resolves to the bytes written.
   */
  putStreaming(
    key: string,
    contentType: string,
    produce: (write: (chunk: Uint8Array) => Promise<void>) => Promise<void>,
  ): Promise<number>;
  /** The object, or null when it does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Every stored key under `prefix` (all keys by default), in no particular order; for
   * consistency checks (storage ↔ `files` rows) and operators, not for request paths.
   */
  keys(prefix?: string): AsyncIterable<string>;
  /** Resolves when the storage is reachable and usable (readiness, `/api/ready`); throws otherwise. */
  check(): Promise<void>;
  /** Releases connections (S3 client sockets); the storage is not used afterwards. */
  close(): void;
}

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Throws when a key could escape the storage root (`..`, absolute paths, odd characters). */
export function assertSafeKey(key: string): void {
  if (key.length > 512 || !SAFE_KEY.test(key) || key.split('/').some((part) => part === '..')) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
