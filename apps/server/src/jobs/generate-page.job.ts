import type { AppContext } from '../context';
import { processGeneration } from '../services/generations.service';
import type { BossQueue } from './queue';

/**
 * Connects pg-boss to the generations service: each 'generate-page' job draws its page with
 * `processGeneration`, which owns every state change, refund and notification (decision
 * 005). Resolves once the worker is registered.
 */
export function workGeneratePageJobs(ctx: AppContext, queue: BossQueue): Promise<void> {
  return queue.work((generationId) => processGeneration(ctx, generationId));
}
