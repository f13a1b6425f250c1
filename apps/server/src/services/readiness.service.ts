import type { AppContext } from '../context';
import { pingDatabase } from '../repositories/ops.repository';

/** How long each readiness probe may take before it counts as down, ms. */
const PROBE_TIMEOUT_MS = 2_000;

/** What `checkReadiness` found. */
export interface Readiness {
  ok: boolean;
  database: 'up' | 'down';
  storage: 'up' | 'down';
}

/**
 * Whether this instance can serve (issue 16, GET /api/ready): the database answers
 * `select 1` and the storage answers its check (S3: HeadBucket; folder: writable), each
 * within 2 s. Never throws.
 */
export async function checkReadiness(ctx: Pick<AppContext, 'db' | 'storage'>): Promise<Readiness> {
  const [database, storage] = await Promise.all([
    probe(() => pingDatabase(ctx.db)),
    probe(() => ctx.storage.check()),
  ]);
  return { ok: database && storage, database: database ? 'up' : 'down', storage: storage ? 'up' : 'down' };
}

/** Whether `run` resolves within PROBE_TIMEOUT_MS. */
async function probe(run: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
