import { loadConfigOrExit } from './bootstrap';
import { openDatabase } from './db/client';
import { createLogger } from './logger';
import { backup, restore } from './services/backup.service';
import { createStorage } from './storage/create-storage';

/**
 * `npm run backup -- <dir>` / `npm run restore -- <dir>` (issue 28, docs/operations.md):
 * the database (DATABASE_OWNER_URL, else DATABASE_URL; a PostgreSQL server) and the
 * configured storage (S3_BUCKET or DATA_DIR/files) into or out of `dir`. Restore needs an
 * empty database with its roles made. Logs one JSON line with the counts; exits 1 on failure.
 */
async function main(): Promise<void> {
  const [command, dir] = process.argv.slice(2);
  const logger = createLogger('info');
  if ((command !== 'backup' && command !== 'restore') || !dir) {
    logger.fatal('usage: npm run backup -- <dir>  |  npm run restore -- <dir>');
    process.exit(1);
  }
  const config = loadConfigOrExit();
  const databaseUrl = config.databaseOwnerUrl ?? config.databaseUrl;
  if (!databaseUrl) {
    logger.fatal('backup and restore need a PostgreSQL server (DATABASE_URL)');
    process.exit(1);
  }
  const storage = createStorage(config);
  try {
    if (command === 'backup') {
      logger.info({ dir, ...(await backup({ databaseUrl, storage, dir })) }, 'backup written');
    } else {
      const database = await openDatabase({ databaseUrl, dataDir: null, logger });
      try {
        const report = await restore({ databaseUrl, db: database.db, storage, dir });
        logger.info({ dir, ...report, missingFiles: report.missingFiles.length }, 'backup restored');
        for (const key of report.missingFiles)
          logger.warn({ key }, 'a row points at a file the backup lacks');
      } finally {
        await database.close();
      }
    }
  } finally {
    storage.close();
  }
}

main().catch((error) => {
  createLogger('info').fatal({ err: error }, 'backup or restore failed');
  process.exit(1);
});
