import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { grantAppRole } from '../src/db/roles';

const url = process.env.TEST_DATABASE_URL;

/**
 * Every API instance and worker re-grants the app role at start-up (db/roles.ts). Run at
 * once, they must never leave the app role without its rights, even for a moment: the compose
 * deploy test saw an API instance refused ("permission denied for table blog_posts") while a
 * worker was between its REVOKE and its GRANT (2026-11-28). Needs a PostgreSQL server.
 */
describe.skipIf(!url)('grantAppRole when instances start together', () => {
  it('eight concurrent grants: the app role keeps reading throughout, and no grant fails', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const db = `grant_race_${process.pid}`;
    const role = `grant_race_app_${process.pid}`;
    await admin.query(`CREATE DATABASE ${db}`);
    await admin.query(`CREATE ROLE ${role} LOGIN`);
    const ownerUrl = url!.replace(/\/[^/]*$/, `/${db}`);
    try {
      const owner = new pg.Client({ connectionString: ownerUrl });
      await owner.connect();
      await owner.query('CREATE TABLE things (id int)');
      await owner.query('INSERT INTO things VALUES (1)');
      await owner.end();
      await grantAppRole(ownerUrl, role);

      const appUrl = new URL(ownerUrl);
      appUrl.username = role;
      appUrl.password = '';
      const app = new pg.Client({ connectionString: appUrl.toString() });
      await app.connect();
      let reads = 0;
      const refusals: string[] = [];
      let stop = false;
      const reader = (async () => {
        while (!stop) {
          try {
            await app.query('SELECT id FROM things');
            reads++;
          } catch (error) {
            refusals.push((error as Error).message);
          }
        }
      })();
      const grants = await Promise.allSettled(Array.from({ length: 8 }, () => grantAppRole(ownerUrl, role)));
      stop = true;
      await reader;
      await app.end();
      expect(grants.filter((g) => g.status === 'rejected')).toEqual([]);
      expect(refusals).toEqual([]);
      expect(reads).toBeGreaterThan(0);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    }
  });
});
