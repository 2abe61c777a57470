import type { AddressInfo } from 'node:net';
import { EmulatorAdmin, type EmulatorAdminOptions } from './admin/emulator-admin.js';
import { createEmulatorServer } from './http/http-server.js';
import { Router } from './http/router.js';
import { standInScript } from './http/stand-in-bundler.js';
import { registerChargeRoutes } from './routes/charges.routes.js';
import { registerCatalogueWriteRoutes } from './routes/catalogue-write.routes.js';
import { registerCatalogueRoutes } from './routes/catalogue.routes.js';
import { registerCheckoutPageRoutes } from './routes/checkout-page.routes.js';
import { registerCheckoutSessionRoutes } from './routes/checkout-sessions.routes.js';
import { registerClockRoutes } from './routes/clock.routes.js';
import { registerCustomerRoutes } from './routes/customers.routes.js';
import { registerEmulatorRoutes } from './routes/emulator.routes.js';
import { registerIntentRoutes } from './routes/intents.routes.js';
import { registerInvoiceRoutes } from './routes/invoices.routes.js';
import { registerRefundRoutes } from './routes/refunds.routes.js';
import { registerSubscriptionRoutes } from './routes/subscriptions.routes.js';
import { registerThreeDSecureRoutes } from './routes/three-d-secure.routes.js';
import { EmulatorState } from './state/emulator-state.js';

export const STRIPE_EMULATOR_PORT = 12111;

/** `webhooks`, `webhookDelivery` and `faultSeed`: see EmulatorAdminOptions and emulators/README.md. */
export interface StripeEmulatorOptions extends EmulatorAdminOptions {
  /** The account's terms of service URL; null: none set (Checkout then refuses to collect consent). */
  termsOfServiceUrl?: string | null;
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
  /** Resolves once every queued webhook delivery (retries included) has finished. */
  webhooksSettled(): Promise<void>;
  /** The emulator's in-memory state (for in-process tests: e.g. swap `state.events`). */
  readonly state: EmulatorState;
}

function buildRouter(admin: EmulatorAdmin): Router {
  const router = new Router();
  registerEmulatorRoutes(router);
  admin.registerRoutes(router);
  registerCatalogueRoutes(router);
  registerCatalogueWriteRoutes(router);
  registerCustomerRoutes(router);
  registerSubscriptionRoutes(router);
  registerIntentRoutes(router);
  registerInvoiceRoutes(router);
  registerRefundRoutes(router);
  registerChargeRoutes(router);
  registerCheckoutSessionRoutes(router);
  registerCheckoutPageRoutes(router);
  registerThreeDSecureRoutes(router);
  registerClockRoutes(router);
  return router;
}

/** Starts a stateful, in-memory Stripe API emulator plus the stand-in Stripe.js. */
export async function startStripeEmulator(
  options: StripeEmulatorOptions = {},
): Promise<StripeEmulator> {
  const host = options.host ?? '127.0.0.1';
  const state = new EmulatorState();
  if (options.termsOfServiceUrl !== undefined) state.termsOfServiceUrl = options.termsOfServiceUrl;
  await standInScript();
  const admin = new EmulatorAdmin(state, options);
  const server = createEmulatorServer(buildRouter(admin), state, admin.middlewares());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? STRIPE_EMULATOR_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  state.publicUrl = `http://${urlHost}:${port}`;
  return {
    url: state.publicUrl,
    state,
    reset: () => {
      state.reset();
      admin.reset();
    },
    webhooksSettled: () => admin.dispatcher.settled(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        admin.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
