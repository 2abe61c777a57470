import type { AddressInfo } from 'node:net';
import { createPayPalServer } from './http/http-server.js';
import { Router } from './http/router.js';
import { sdkScript } from './http/sdk-bundler.js';
import { registerApprovalRoutes } from './routes/approval.routes.js';
import { registerEmulatorRoutes } from './routes/emulator.routes.js';
import { registerFaultRoutes } from './routes/faults.routes.js';
import { registerNotificationRoutes } from './routes/notifications.routes.js';
import { registerOAuthRoutes } from './routes/oauth.routes.js';
import { registerPaymentFailureRoutes } from './routes/payment-failures.routes.js';
import { registerPlanPatchRoutes } from './routes/plan-patch.routes.js';
import { registerCatalogWriteRoutes } from './routes/catalog-write.routes.js';
import { registerPlanRoutes } from './routes/plans.routes.js';
import { registerSubscriptionRoutes } from './routes/subscriptions.routes.js';
import { registerSaleRoutes } from './routes/sales.routes.js';
import { registerCaptureRoutes } from './routes/captures.routes.js';
import { registerOrderAdminRoutes } from './routes/orders-admin.routes.js';
import { registerOrderRoutes } from './routes/orders.routes.js';
import { DEFAULT_CREDENTIALS, PayPalState } from './state/paypal-state.js';

export { findPlan as findPayPalPlan, paypalPlanId } from './plans.js';

export const PAYPAL_EMULATOR_PORT = 12112;

export interface PayPalEmulatorOptions {
  /** Default 12112; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Webhook listeners; `id` (the signed webhook id) defaults to LOCAL_STACK.paypal.webhookId. */
  webhooks?: { url: string; id?: string }[];
  /** Delays between delivery attempts; default 0.5 s, 1 s, 2 s, 4 s, 8 s (6 attempts). */
  webhookRetryDelaysMs?: number[];
  /**
   * What stamps `PAYPAL-TRANSMISSION-TIME`: the wall clock (default), so a stack whose API runs on
   * real time accepts the webhooks of a moved `/_emulator/clock`; or the emulator's clock, for a
   * harness that moves its API's clock together with PayPal's (as PayPal's own now would be).
   */
  transmissionClock?: 'wall' | 'emulator';
}

export interface PayPalEmulator {
  /** Base URL, e.g. `http://127.0.0.1:12112` (the stand-in SDK is at `${url}/sdk/js`). */
  url: string;
  close(): Promise<void>;
  /** Restores the seeded plans and the retry policy; forgets subscriptions, events, pending deliveries, PayPal-Request-Ids, faults and chaos. */
  reset(): void;
  /** Resolves once every webhook delivery (retries included) has finished. */
  webhooksSettled(): Promise<void>;
}

function buildRouter(): Router {
  const router = new Router();
  registerEmulatorRoutes(router);
  registerFaultRoutes(router);
  registerPaymentFailureRoutes(router);
  registerOAuthRoutes(router);
  registerPlanRoutes(router);
  registerCatalogWriteRoutes(router);
  registerPlanPatchRoutes(router);
  registerSubscriptionRoutes(router);
  registerSaleRoutes(router);
  registerOrderRoutes(router);
  registerCaptureRoutes(router);
  registerOrderAdminRoutes(router);
  registerNotificationRoutes(router);
  registerApprovalRoutes(router);
  return router;
}

/** Starts an in-memory PayPal subscriptions API emulator plus the stand-in JS SDK. */
export async function startPayPalEmulator(
  options: PayPalEmulatorOptions = {},
): Promise<PayPalEmulator> {
  const host = options.host ?? '127.0.0.1';
  const credentials = DEFAULT_CREDENTIALS;
  const endpoints = (options.webhooks ?? []).map(({ url, id }) => ({
    url,
    id: id ?? credentials.webhookId,
  }));
  const state = new PayPalState(
    credentials,
    endpoints,
    options.webhookRetryDelaysMs,
    options.transmissionClock,
  );
  await sdkScript();
  const server = createPayPalServer(buildRouter(), state);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? PAYPAL_EMULATOR_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  state.baseUrl = `http://${urlHost}:${port}`;
  return {
    url: state.baseUrl,
    reset: () => state.reset(),
    webhooksSettled: () => state.webhooks.settled(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        state.reset();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
