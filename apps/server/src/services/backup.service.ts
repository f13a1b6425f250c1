import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Db } from '../db/client';
import { referencedStorageKeys } from '../repositories/ops.repository';
import type { Storage } from '../storage/storage';

const run = promisify(execFile);

/** What a backup folder holds: `database.dump` (pg_dump -Fc), `files/<key>` and this manifest. */
interface Manifest {
  createdAt: string;
  files: { key: string; contentType: string }[];
}

/**
 * Backs up a PostgreSQL database and its storage into `dir` (issue 28), database first: a
 * file written after the dump is only extra, whereas files first could leave rows whose
 * pictures are missing. `pg_dump -Fc` runs against `databaseUrl` (the owner's, to read every
 * table); then every object of `storage` is copied to `dir/files/<key>`. Returns the counts.
 * Throws when pg_dump fails (its stderr in the message) or an object cannot be read.
 */
export async function backup(options: {
  databaseUrl: string;
  storage: Storage;
  dir: string;
}): Promise<{ files: number; dumpBytes: number }> {
  const { dir, storage } = options;
  await mkdir(path.join(dir, 'files'), { recursive: true });
  const dump = path.join(dir, 'database.dump');
  await run('pg_dump', ['-Fc', '--no-owner', '--no-privileges', '-f', dump, '-d', options.databaseUrl]);
  const manifest: Manifest = { createdAt: new Date().toISOString(), files: [] };
  for await (const key of storage.keys()) {
    const object = await storage.get(key);
    if (!object) continue;
    const file = path.join(dir, 'files', key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, object.bytes);
    manifest.files.push({ key, contentType: object.contentType });
  }
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { files: manifest.files.length, dumpBytes: (await readFile(dump)).length };
}

/**
 * Restores a backup made by `backup` (issue 28): `pg_restore` into `databaseUrl` — an empty
 * database whose owner and app roles exist (deploy/postgres/init-roles.sh); the next start
 * grants the app role its rights — then the files that a restored row points at are put back
 * in `storage`. Files without a row are left out; rows without a file are reported. Throws
 * when pg_restore fails.
 */
export async function restore(options: {
  databaseUrl: string;
  db: Db;
  storage: Storage;
  dir: string;
}): Promise<{ restored: number; skippedWithoutRow: number; missingFiles: string[] }> {
  const { dir, storage } = options;
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '-d',
    options.databaseUrl,
    path.join(dir, 'database.dump'),
  ]);
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const wanted = await referencedStorageKeys(options.db);
  let restored = 0;
  let skippedWithoutRow = 0;
  for (const { key, contentType } of manifest.files) {
    if (!wanted.has(key)) {
      skippedWithoutRow++;
      continue;
    }
    await storage.put(key, await readFile(path.join(dir, 'files', key)), contentType);
    wanted.delete(key);
    restored++;
  }
  return { restored, skippedWithoutRow, missingFiles: [...wanted] };
}
