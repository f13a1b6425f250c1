import type { AppContext } from '../context';
import { findGeneration } from '../repositories/generations.repository';
import { processGeneration } from './generations.service';

/**
 * `processGeneration` with its time and outcome recorded in `ctx.metrics` when present
 * (issue 16): the outcome is the generation's status afterwards (completed, failed, or
 * `requeued` when it is back in created), or `error` when processing threw (rethrown).
 * `job.requestId` is passed on for the log lines (processGeneration).
 */
export async function processGenerationMeasured(
  ctx: AppContext,
  generationId: string,
  job: { requestId?: string } = {},
): Promise<void> {
  const metrics = ctx.metrics;
  if (!metrics) return processGeneration(ctx, generationId, job);
  const started = performance.now();
  let outcome = 'error';
  try {
    await processGeneration(ctx, generationId, job);
    const row = await findGeneration(ctx.db, generationId);
    outcome = row?.status === 'created' ? 'requeued' : (row?.status ?? 'missing');
  } finally {
    metrics.pages.inc({ outcome });
    metrics.pageDuration.observe({ outcome }, (performance.now() - started) / 1000);
  }
}
