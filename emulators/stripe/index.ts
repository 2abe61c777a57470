import type { AddressInfo } from 'node:net';
import { createEmulatorServer } from './http/http-server.js';
import { Router } from './http/router.js';
import { standInScript } from './http/stand-in-bundler.js';
import { registerCatalogueRoutes } from './routes/catalogue.routes.js';
import { registerCustomerRoutes } from './routes/customers.routes.js';
import { registerEmulatorRoutes } from './routes/emulator.routes.js';
import { registerIntentRoutes } from './routes/intents.routes.js';
import { registerSubscriptionRoutes } from './routes/subscriptions.routes.js';
import { EmulatorStore } from './state/emulator.store.js';

export const STRIPE_EMULATOR_PORT = 12111;

export interface StripeEmulatorOptions {
  /** Default 12111; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface StripeEmulator {
  /** Base URL, e.g. `http://127.0.0.1:12111` (the stand-in Stripe.js is at `${url}/v3/stripe.js`). */
  url: string;
  close(): Promise<void>;
  /** Restores the seed catalogue and forgets customers, subscriptions, intents and idempotency keys. */
  reset(): void;
}

function buildRouter(): Router {
  const router = new Router();
  registerEmulatorRoutes(router);
  registerCatalogueRoutes(router);
  registerCustomerRoutes(router);
  registerSubscriptionRoutes(router);
  registerIntentRoutes(router);
  return router;
}

/** Starts a stateful, in-memory Stripe API emulator plus the stand-in Stripe.js. */
export async function startStripeEmulator(
  options: StripeEmulatorOptions = {},
): Promise<StripeEmulator> {
  const host = options.host ?? '127.0.0.1';
  const store = new EmulatorStore();
  await standInScript();
  const server = createEmulatorServer(buildRouter(), store);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? STRIPE_EMULATOR_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    reset: () => store.reset(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
