import { existsSync } from 'node:fs';
import path from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import type { Logger } from '../adapters/logger/logger.port';
import { createDatabase } from '../adapters/database/database.factory';
import type { Database } from '../adapters/database/database.port';
import { FileDatabaseAdapter } from '../adapters/database/file-database.adapter';

/**
 * Which database a report script reads, in this order: the file given with --file;
 * LOCAL_DATABASE_FILE; the Realtime Database when FIREBASE_DATABASE_EMULATOR_HOST or
 * GOOGLE_CLOUD_PROJECT (GCLOUD_PROJECT) is set (production: application default credentials,
 * the project's default database); else the local stack's file database, .local/database.json.
 * Reports only read.
 */
const LOCAL_FILE = path.resolve(__dirname, '../../../.local/database.json');

/** Progress to stderr, so `--json` output stays parseable. */
export const reportLogger: Logger = {
  info: (message, data) => console.error(message, data ?? ''),
  warn: (message, data) => console.error(message, data ?? ''),
  error: (message, data) => console.error(message, data ?? ''),
};

export function reportDatabase(args: readonly string[], env: NodeJS.ProcessEnv): Database {
  const logger = reportLogger;
  const at = args.indexOf('--file');
  const file = at >= 0 ? args[at + 1] : env.LOCAL_DATABASE_FILE || undefined;
  if (file) {
    logger.info('Database: local file', { file });
    return new FileDatabaseAdapter(path.resolve(file));
  }
  const projectId = env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT;
  if (env.FIREBASE_DATABASE_EMULATOR_HOST || projectId) {
    const project = projectId ?? 'demo-fastwell';
    const app = initializeApp({
      projectId: project,
      databaseURL: `https://${project}-default-rtdb.firebaseio.com`,
    });
    return createDatabase({ kind: 'rtdb' }, app, logger);
  }
  if (!existsSync(LOCAL_FILE))
    throw new Error(
      `No database: ${LOCAL_FILE} does not exist (npm start makes it); set --file, ` +
        'LOCAL_DATABASE_FILE, FIREBASE_DATABASE_EMULATOR_HOST or GOOGLE_CLOUD_PROJECT',
    );
  logger.info('Database: local file', { file: LOCAL_FILE });
  return new FileDatabaseAdapter(LOCAL_FILE);
}

/** Runs a report: prints what `print` answers (text, or JSON with --json) and exits. */
export function runReport(
  print: (database: Database, format: 'text' | 'json') => Promise<string>,
): void {
  const args = process.argv.slice(2);
  const run = async () => {
    const text = await print(
      reportDatabase(args, process.env),
      args.includes('--json') ? 'json' : 'text',
    );
    // Exits once written: the Realtime Database client would keep the process open.
    process.stdout.write(`${text}\n`, () => process.exit(0));
  };
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
