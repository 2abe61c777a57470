import type { Express } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './api/create-app';
import { buildDeps } from './composition-root';
import { loadConfig } from './config';
import { secrets } from './params';

// Built on the first request, once per process: loading this module (deploy-time discovery,
// emulator start) must not read configuration or open connections.
let app: Express | undefined;

export const api = onRequest({ region: 'europe-west1', secrets }, (req, res) => {
  app ??= createApp(buildDeps(loadConfig()));
  app(req, res);
});
