import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { preparedRows } from './prepared';

const TEXT = `select $1::int + $2::int as sum, $3::text as word, ($4::text is null) as missing
  from generate_series(1, $2::int) as n`;

describe.each(TEST_DATABASES)('preparedRows (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('binds every $n to its value and parses the columns, again and again under one name', async () => {
    for (const [a, b] of [
      [1, 2],
      [40, 3],
      [7, 1],
    ] as const) {
      const rows = await preparedRows<{ sum: number; word: string; missing: boolean }>(
        h.ctx.db,
        'prepared_test_v1',
        TEXT,
        [a, b, `w${a}`, null],
      );
      expect(rows).toEqual(Array.from({ length: b }, () => ({ sum: a + b, word: `w${a}`, missing: true })));
    }
  });

  it('runs inside a transaction, where the statement sees the transaction’s own writes', async () => {
    const seen = await h.ctx.db.transaction(async (tx) => {
      await tx.execute(`create temporary table prepared_probe (v int) on commit drop`);
      await tx.execute(`insert into prepared_probe values (5), (6)`);
      return preparedRows<{ total: number }>(
        tx,
        'prepared_probe_v1',
        'select sum(v)::int + $1::int as total from prepared_probe',
        [100],
      );
    });
    expect(seen).toEqual([{ total: 111 }]);
  });

  it('keeps a value that looks like SQL a value', async () => {
    const hostile = "x'); drop table projects; --";
    const rows = await preparedRows<{ v: string }>(h.ctx.db, 'prepared_echo_v1', 'select $1::text as v', [
      hostile,
    ]);
    expect(rows).toEqual([{ v: hostile }]);
  });
});
