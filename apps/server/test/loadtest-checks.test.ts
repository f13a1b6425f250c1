import { describe, expect, it } from 'vitest';
import {
  checkKilledWorkersPage,
  checkPages,
  checkPrintFiles,
  checkRequests,
  checkStorage,
  MAX_RETRIED_SHARE,
  type PageState,
} from './loadtest-checks';

/** Issue 26: each check of `npm run loadtest` fails on purpose once, and passes a clean run. */
const page = (id: string, changes: Partial<PageState> = {}): PageState => ({
  id,
  status: 'completed',
  error: null,
  charges: 1,
  refunds: 0,
  printFileId: `print-${id}`,
  attempts: 1,
  photo: false,
  ...changes,
});

describe('the load test checks', () => {
  it('a failed page fails the run and is reported with its error, even refunded', () => {
    const states = [
      page('a'),
      page('b', {
        status: 'failed',
        error: 'The picture is empty (0 bytes).',
        refunds: 1,
        printFileId: null,
        photo: true,
      }),
    ];
    const check = checkPages(['a', 'b'], states);
    expect(check.ok).toBe(false);
    expect(check.detail).toContain('photo page b failed: The picture is empty (0 bytes).');
    // Asked-for failures pass when refunded once.
    expect(checkPages(['a', 'b'], states, new Set(['b'])).ok).toBe(true);
    expect(checkPages(['a'], [page('a')]).ok).toBe(true);
    // A page that is missing, unfinished, or charged twice fails it too.
    expect(checkPages(['a', 'c'], [page('a')]).ok).toBe(false);
    expect(checkPages(['a'], [page('a', { status: 'generating' })]).ok).toBe(false);
    expect(checkPages(['a'], [page('a', { charges: 2 })]).ok).toBe(false);
  });

  it('retries over the stated share, or any other 5xx, fail the run', () => {
    const clean = { requests: 1000, retriedByStatus: { '503': 5 }, cut: 3, server5xx: [] };
    expect(checkRequests(clean).ok).toBe(true);
    const many = { ...clean, retriedByStatus: { '502': Math.ceil(1000 * MAX_RETRIED_SHARE) + 1 } };
    expect(checkRequests(many).ok).toBe(false);
    const internal = { ...clean, server5xx: [{ status: 500, path: '/api/generations', body: 'internal' }] };
    expect(checkRequests(internal)).toMatchObject({
      ok: false,
      detail: expect.stringContaining('500 /api/generations'),
    });
  });

  it('a doubled print file of a page fails the run; one file per page passes', () => {
    const states = [page('a'), page('b')];
    const rows = [
      { id: 'print-a', userId: 'u' },
      { id: 'print-b', userId: 'u' },
    ];
    expect(checkPrintFiles(states, rows).ok).toBe(true);
    // Page a drawn twice, the second drawing kept as a row no page points at.
    const doubled = checkPrintFiles(states, [...rows, { id: 'print-a-again', userId: 'u' }]);
    expect(doubled).toMatchObject({ ok: false, detail: expect.stringContaining('1 kept without a page') });
    expect(checkPrintFiles([page('a'), page('b', { printFileId: 'print-a' })], rows).ok).toBe(false);
  });

  it('an orphan nobody noted fails before the sweep; any orphan fails after it', () => {
    const rows = new Set(['u/print/1.png']);
    const objects = new Set(['u/print/1.png', 'u/print/2.png']);
    expect(checkStorage('before the sweep', rows, objects, new Set(['u/print/2.png'])).ok).toBe(true);
    expect(checkStorage('before the sweep', rows, objects, new Set()).ok).toBe(false);
    expect(checkStorage('after the sweep', rows, objects, new Set(['u/print/2.png'])).ok).toBe(false);
    expect(checkStorage('after the sweep', rows, new Set(['u/print/1.png']), new Set()).ok).toBe(true);
    // A row whose object is gone fails both.
    expect(checkStorage('after the sweep', new Set(['u/x.png']), new Set(), new Set()).ok).toBe(false);
  });

  it('the killed worker’s page must have been claimed again and drawn once', () => {
    expect(checkKilledWorkersPage(page('k', { attempts: 2 }), 'SIGKILL').ok).toBe(true);
    expect(checkKilledWorkersPage(undefined, 'SIGKILL').ok).toBe(false);
    expect(checkKilledWorkersPage(page('k', { attempts: 1 }), 'SIGKILL').ok).toBe(false);
    expect(
      checkKilledWorkersPage(page('k', { attempts: 2, status: 'failed', refunds: 1 }), 'SIGKILL').ok,
    ).toBe(false);
    expect(checkKilledWorkersPage(page('k', { attempts: 2 }), null).ok).toBe(false);
  });
});
