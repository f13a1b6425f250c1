import type { AppContext } from '../context';
import { checkAllLedgers } from './credits.service';
import { sweepAbandonedBlobs } from './files.service';

/** What one maintenance run found and did. */
export interface MaintenanceReport {
  /** Users whose stored balance differs from their ledger (should be none). */
  ledgerMismatches: Awaited<ReturnType<typeof checkAllLedgers>>;
  /** Blobs deleted because their writer died before recording them. */
  blobsSwept: number;
  /** Rate-limit buckets deleted because they were full again. */
  bucketsPruned: number;
}

/**
 * The worker's periodic upkeep (issue 12): the credit balance check — every balance is
 * derived from the append-only ledger, so any difference means a balance was changed
 * outside the ledger and is reported as an error log line naming each user (an operator
 * corrects it with a ledger entry; nothing is changed automatically); the sweep of abandoned
 * blobs; and pruning of idle rate-limit buckets. Each part runs even if another failed;
 * failures are logged, not thrown.
 */
export async function runMaintenance(ctx: AppContext): Promise<MaintenanceReport> {
  const report: MaintenanceReport = { ledgerMismatches: [], blobsSwept: 0, bucketsPruned: 0 };
  try {
    report.ledgerMismatches = await checkAllLedgers(ctx);
    if (report.ledgerMismatches.length > 0) {
      ctx.logger.error(
        { mismatches: report.ledgerMismatches },
        'credit balances differ from the ledger: correct them with ledger entries',
      );
    } else {
      ctx.logger.info('credit balances match the ledger');
    }
  } catch (err) {
    ctx.logger.error({ err }, 'credit balance check failed');
  }
  try {
    report.blobsSwept = await sweepAbandonedBlobs(ctx);
    if (report.blobsSwept > 0) ctx.logger.warn({ blobs: report.blobsSwept }, 'abandoned blobs deleted');
  } catch (err) {
    ctx.logger.error({ err }, 'blob sweep failed');
  }
  try {
    report.bucketsPruned = await ctx.limits.prune();
  } catch (err) {
    ctx.logger.error({ err }, 'rate-limit pruning failed');
  }
  return report;
}
