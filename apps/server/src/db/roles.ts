import pg from 'pg';

/** Tables the app may only append to and read (DESIGN decision 2; moderation log of issue 10). */
export const APPEND_ONLY_TABLES = ['credit_ledger', 'moderation_log'] as const;

/** The schema pg-boss keeps its queue in (its default). */
const QUEUE_SCHEMA = 'pgboss';

/** Key of the advisory lock that serialises {@link grantAppRole} across processes (any fixed 64-bit number; "inkgrant"). */
const GRANT_LOCK_KEY = '7597415478357534836';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Gives the app's database role exactly what it needs, run as the owner after the
 * migrations (docs/decisions/006): USAGE on the public schema; SELECT, INSERT, UPDATE and
 * DELETE on every table except the append-only ones (credit_ledger, moderation_log), which
 * get SELECT and INSERT only; sequences for inserts; and the pg-boss schema, owned by the app
 * role because the queue creates and drops its own partitions. The owner keeps DDL, TRUNCATE
 * and TRIGGER rights; the app role owns no table, so it can neither drop the append-only
 * triggers nor TRUNCATE (which the BEFORE TRUNCATE trigger refuses anyway). The role must
 * exist (`CREATE ROLE … LOGIN`, an operator's step). Idempotent, and atomic for other
 * sessions: one transaction behind an advisory lock, so instances starting together never
 * see the app role without its grants. Throws on SQL errors (rolled back).
 */
export async function grantAppRole(ownerConnectionString: string, appRole: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerConnectionString });
  // A connection lost here rejects the statement in progress; unheard, it would also crash.
  client.on('error', () => {});
  await client.connect();
  try {
    // One transaction behind one advisory lock: every API instance and worker runs this at
    // start-up, and between the REVOKE and the GRANT below another instance's queries would
    // be refused ("permission denied for table blog_posts": an API instance seeding while a
    // worker re-granted, compose deploy test, 2026-11-28); concurrent GRANTs on the same
    // tables can also fail with "tuple concurrently updated". Others see the grants change
    // at once, at COMMIT.
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [GRANT_LOCK_KEY]);
    const role = ident(appRole);
    const statements = [
      `GRANT USAGE ON SCHEMA public TO ${role}`,
      `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${role}`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`,
      `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`,
    ];
    for (const table of APPEND_ONLY_TABLES) {
      const exists = await client.query('select to_regclass($1) as t', [`public.${table}`]);
      if (exists.rows[0]?.t) statements.push(`REVOKE UPDATE, DELETE ON ${ident(table)} FROM ${role}`);
    }
    const queue = await client.query<{ owner: string }>(
      'select pg_get_userbyid(nspowner) as owner from pg_namespace where nspname = $1',
      [QUEUE_SCHEMA],
    );
    if (queue.rows.length === 0)
      statements.push(`CREATE SCHEMA ${ident(QUEUE_SCHEMA)} AUTHORIZATION ${role}`);
    else if (queue.rows[0]!.owner !== appRole) {
      // A queue made before the split (by the owner): hand it over so the app can keep it.
      statements.push(`ALTER SCHEMA ${ident(QUEUE_SCHEMA)} OWNER TO ${role}`);
      const tables = await client.query<{ name: string }>(
        `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables where schemaname = $1`,
        [QUEUE_SCHEMA],
      );
      for (const { name } of tables.rows) statements.push(`ALTER TABLE ${name} OWNER TO ${role}`);
    }
    for (const statement of statements) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * What is wrong with the privileges of the role a database connection uses, for the
 * start-up check: a superuser, an owner of credit_ledger, or a role that may UPDATE, DELETE
 * or TRUNCATE an append-only table. An empty list means the ledger is append-only for it.
 */
export async function appRoleProblems(
  query: (sql: string) => Promise<{ rows: unknown[] }>,
): Promise<string[]> {
  const { rows } = await query(`
    select current_user as role,
           (select rolsuper from pg_roles where rolname = current_user) as superuser,
           coalesce((select pg_get_userbyid(relowner) = current_user from pg_class where oid = to_regclass('public.credit_ledger')), false) as owner,
           has_table_privilege('public.credit_ledger', 'UPDATE') as can_update,
           has_table_privilege('public.credit_ledger', 'DELETE') as can_delete,
           has_table_privilege('public.credit_ledger', 'TRUNCATE') as can_truncate`);
  const row = rows[0] as {
    role: string;
    superuser: boolean;
    owner: boolean;
    can_update: boolean;
    can_delete: boolean;
    can_truncate: boolean;
  };
  const problems: string[] = [];
  if (row.superuser) problems.push(`${row.role} is a superuser`);
  if (row.owner) problems.push(`${row.role} owns credit_ledger`);
  for (const [right, allowed] of [
    ['UPDATE', row.can_update],
    ['DELETE', row.can_delete],
    ['TRUNCATE', row.can_truncate],
  ] as const) {
    if (allowed) problems.push(`${row.role} may ${right} credit_ledger`);
  }
  return problems;
}
