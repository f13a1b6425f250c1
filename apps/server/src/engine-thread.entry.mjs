/**
 * The file each engine pool thread starts with (engine-pool.ts). On Node 20 a worker thread
 * does not get the TypeScript loader from `node --import tsx` (ESM loader hooks are not
 * passed to threads), so this plain-JavaScript entry registers tsx in the thread itself and
 * then loads engine-thread.ts. Its default export is the task piscina runs.
 */
import { register } from 'tsx/esm/api';

register();
const thread = import('./engine-thread.ts');
// A failed load is reported by each task that awaits it, not as an unhandled rejection.
thread.catch(() => undefined);

/** Draws one page: see engine-thread.ts `drawPage`. */
export default async function drawPage(task) {
  return (await thread).drawPage(task);
}
