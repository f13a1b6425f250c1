import type { Metrics, StorageOperation } from '../metrics';
import type { Storage } from './storage';

/** Errors thrown by a storage operation (not by a caller's `produce`), to tell a storage outage from others. */
const storageFailures = new WeakSet<object>();

/**
 * Whether `error` (or an error in its `cause` chain) was thrown by an operation of a storage
 * wrapped by `measureStorage`: a page that failed on it failed for `storage`
 * (inkling_pages_failed_total, issue 28), not for the database or a bug.
 */
export function isStorageFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e === 'object' && storageFailures.has(e)) return true;
  }
  return false;
}

/**
 * `storage` (local folder or S3) with every failed operation counted in
 * inkling_storage_errors_total{operation} (issue 28) of the metrics `metrics()` returns at
 * that moment (none: not counted; a getter, because tests attach metrics to a context after
 * building it). Errors are rethrown unchanged, marked for `isStorageFailure`. A `get` of a
 * missing object (null) is not a failure; an error thrown by `putStreaming`'s `produce` is
 * the caller's, not the storage's, and is not counted.
 */
export function measureStorage(storage: Storage, metrics: () => Metrics | undefined): Storage {
  const failed = (operation: StorageOperation, error: unknown): never => {
    if (typeof error === 'object' && error !== null) storageFailures.add(error);
    metrics()?.storageErrors.inc({ operation });
    throw error;
  };
  const measured = <T>(operation: StorageOperation, run: () => Promise<T>): Promise<T> =>
    run().catch((error: unknown) => failed(operation, error));
  return {
    put: (key, bytes, contentType) => measured('put', () => storage.put(key, bytes, contentType)),
    async putStreaming(key, contentType, produce) {
      // A failed `write` is the storage's failure even though `produce` passes it on.
      const writeErrors = new WeakSet<object>();
      const producerErrors = new WeakSet<object>();
      try {
        return await storage.putStreaming(key, contentType, async (write) => {
          const measuredWrite = (chunk: Uint8Array) =>
            write(chunk).catch((error: unknown) => {
              if (typeof error === 'object' && error !== null) writeErrors.add(error);
              throw error;
            });
          try {
            await produce(measuredWrite);
          } catch (error) {
            if (typeof error === 'object' && error !== null && !writeErrors.has(error)) {
              producerErrors.add(error);
            }
            throw error;
          }
        });
      } catch (error) {
        if (typeof error === 'object' && error !== null && producerErrors.has(error)) throw error;
        return failed('put_streaming', error);
      }
    },
    get: (key) => measured('get', () => storage.get(key)),
    delete: (key) => measured('delete', () => storage.delete(key)),
    exists: (key) => measured('exists', () => storage.exists(key)),
    async *keys(prefix) {
      try {
        yield* storage.keys(prefix);
      } catch (error) {
        failed('list', error);
      }
    },
    check: () => measured('check', () => storage.check()),
    close: () => storage.close(),
  };
}
