import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import type { StoreConfig } from '../../config';
import { FileStoreAdapter } from './file-store.adapter';
import type { Logger } from '../logger/logger.port';
import { RtdbStoreAdapter } from './rtdb-store.adapter';
import type { Store } from './store.port';

export function createStore(config: StoreConfig, app: App, logger: Logger): Store {
  if (config.kind === 'file') {
    logger.info('Store: local file', { file: config.file });
    return new FileStoreAdapter(config.file);
  }
  logger.info('Store: Realtime Database', {
    emulator: process.env.FIREBASE_DATABASE_EMULATOR_HOST ?? null,
  });
  return new RtdbStoreAdapter(getDatabase(app).ref());
}
