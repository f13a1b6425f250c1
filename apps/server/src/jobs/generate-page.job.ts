import type { AppContext } from '../context';
import { processGenerationMeasured } from '../services/page-metrics.service';
import type { BossQueue } from './queue';

/**
 * Connects pg-boss to the generations service: each 'generate-page' job draws its page with
 * `processGeneration`, which owns every state change, refund and notification (decision
 * 005); its time and outcome go to the metrics when the process has them (issue 16).
 * The job's request id goes along for the log lines (issue 28). Resolves once the worker is
 * registered.
 */
export function workGeneratePageJobs(ctx: AppContext, queue: BossQueue): Promise<void> {
  return queue.work((generationId, job) => processGenerationMeasured(ctx, generationId, job));
}
