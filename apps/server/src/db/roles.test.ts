import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_APP_ROLE, TEST_DATABASES } from '../../test/harness';
import { runMaintenance } from '../services/maintenance.service';
import { appRoleProblems } from './roles';

/**
 * Issue 12 finding 2: the ledger is append-only for real. On both legs a statement-level
 * BEFORE TRUNCATE trigger refuses TRUNCATE (the row trigger never fired for it); on the
 * PostgreSQL leg the app runs as its own role (decision 006), which may only INSERT and
 * SELECT the ledger, and the owner that ran the migrations is not what the app uses. The
 * balance check reports a balance changed outside the ledger.
 */
describe.each(TEST_DATABASES)('append-only ledger (%s)', (kind) => {
  let h: Harness;
  let userId: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    ({ userId } = await signIn(h));
  });
  afterAll(() => h.close());

  it('TRUNCATE credit_ledger is refused, and the entries stay', async () => {
    await expect(h.ctx.db.execute(sql`truncate credit_ledger`)).rejects.toThrow();
    const rows = await h.ctx.db.execute(
      sql`select count(*)::int as n from credit_ledger where user_id = ${userId}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });

  it('the balance check reports a balance edited outside the ledger, naming the user', async () => {
    expect((await runMaintenance(h.ctx)).ledgerMismatches).toEqual([]);
    await h.ctx.db.execute(sql`update credit_balances set credits = credits + 100 where user_id = ${userId}`);
    const report = await runMaintenance(h.ctx);
    expect(report.ledgerMismatches).toEqual([
      expect.objectContaining({ userId, credits: 110, ledgerDelta: 10 }),
    ]);
    await h.ctx.db.execute(sql`update credit_balances set credits = credits - 100 where user_id = ${userId}`);
    expect((await runMaintenance(h.ctx)).ledgerMismatches).toEqual([]);
  });
});

describe.runIf(TEST_DATABASES.includes('postgres'))('the app role on a PostgreSQL server', () => {
  let h: Harness;
  let owner: pg.Client;
  let app: pg.Client;
  beforeAll(async () => {
    h = await createHarness('postgres');
    await signIn(h);
    owner = new pg.Client({ connectionString: h.ownerConnectionString });
    app = new pg.Client({ connectionString: h.connectionString });
    await owner.connect();
    await app.connect();
  });
  afterAll(async () => {
    await owner.end();
    await app.end();
    await h.close();
  });

  it('connects as its own role, which is no superuser and owns nothing it must not change', async () => {
    expect((await app.query('select current_user as u')).rows[0].u).toBe(TEST_APP_ROLE);
    expect(await appRoleProblems((q) => app.query(q))).toEqual([]);
    // The owner (here the test server's superuser) is refused as the app's role.
    expect(await appRoleProblems((q) => owner.query(q))).toEqual(
      expect.arrayContaining([expect.stringMatching(/superuser/), expect.stringMatching(/may TRUNCATE/)]),
    );
  });

  it('may INSERT and SELECT the ledger, but not UPDATE, DELETE, TRUNCATE or drop its trigger', async () => {
    for (const statement of [
      'update credit_ledger set delta = 100',
      'delete from credit_ledger',
      'truncate credit_ledger',
      'alter table credit_ledger disable trigger credit_ledger_no_update_delete',
      'drop trigger credit_ledger_no_truncate on credit_ledger',
      'update moderation_log set action = action',
      'delete from moderation_log',
    ]) {
      await expect(app.query(statement), statement).rejects.toThrow(/permission denied|must be owner/);
    }
    const { rows } = await app.query('select count(*)::int as n from credit_ledger');
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('even the owner cannot TRUNCATE the ledger while the trigger stands', async () => {
    await expect(owner.query('truncate credit_ledger')).rejects.toThrow(/append-only/);
  });
});
