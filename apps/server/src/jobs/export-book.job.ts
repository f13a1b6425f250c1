import type { AppContext } from '../context';
import { processBookExport } from '../services/book-export.service';
import type { BossQueue } from './queue';

/**
 * Connects pg-boss to book exports (issue 11): each 'export-book' job makes its export with
 * `processBookExport`, which owns the export row's states and progress. Resolves once the
 * worker is registered.
 */
export function workExportBookJobs(ctx: AppContext, queue: BossQueue): Promise<void> {
  return queue.workBookExports((exportId) => processBookExport(ctx, exportId));
}
