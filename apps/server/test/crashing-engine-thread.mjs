/**
 * A test's engine thread (engine-pool.test.ts): the real one (engine-thread.ts), except that
 * a prompt containing CRASH_WORD ends the thread at once, as a native crash or an
 * out-of-memory kill of one thread would.
 */
import { register } from 'tsx/esm/api';

register();
const thread = import('../src/engine-thread.ts');
thread.catch(() => undefined);

/** A prompt with this word makes the thread exit (code 70) instead of drawing. */
export const CRASH_WORD = 'crashtest';

/** Draws one page, or exits the thread when the prompt asks for it. */
export default async function drawPage(task) {
  if (task.request.prompt.includes(CRASH_WORD)) process.exit(70);
  return (await thread).drawPage(task);
}
