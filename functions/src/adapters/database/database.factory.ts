import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import type { DatabaseConfig } from '../../config';
import { FileDatabaseAdapter } from './file-database.adapter';
import type { Logger } from '../logger/logger.port';
import { RtdbDatabaseAdapter } from './rtdb-database.adapter';
import type { Database } from './database.port';

export function createDatabase(config: DatabaseConfig, app: App, logger: Logger): Database {
  if (config.kind === 'file') {
    logger.info('Database: local file', { file: config.file });
    return new FileDatabaseAdapter(config.file);
  }
  logger.info('Database: Realtime Database', {
    emulator: process.env.FIREBASE_DATABASE_EMULATOR_HOST ?? null,
  });
  return new RtdbDatabaseAdapter(getDatabase(app).ref());
}
