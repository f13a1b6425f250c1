import { EventEmitter } from 'node:events';
import type { GenerationRow } from '../db/schema';

/**
 * In-process notifications of generation changes, fed by the worker and read by the
 * project event stream (GET /api/projects/:id/events). Only useful when the worker runs
 * in the same process; otherwise the stream polls the database.
 */
export class GenerationEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** Announces the new state of a generation to listeners of its project. */
  publish(row: GenerationRow): void {
    this.emitter.emit(row.projectId, row);
  }

  /** Calls `listener` on every change in the project; returns the unsubscribe function. */
  subscribe(projectId: string, listener: (row: GenerationRow) => void): () => void {
    this.emitter.on(projectId, listener);
    return () => this.emitter.off(projectId, listener);
  }
}
