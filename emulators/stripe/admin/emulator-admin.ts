import { WebhookDispatcher, type WebhookDispatcherOptions } from '../events/webhook-dispatcher.js';
import { registerEventRoutes } from '../events/events.routes.js';
import { FaultInjector } from '../../shared/faults/fault-injector.js';
import { faultMiddleware } from '../http/fault.middleware.js';
import type { Middleware } from '../http/middleware.js';
import { requestContextMiddleware } from '../http/request-context.js';
import type { Router } from '../http/router.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { registerDisputeAdminRoutes } from './disputes.routes.js';
import { registerFaultAdminRoutes } from './faults.routes.js';
import { registerInspectionRoutes } from './inspection.routes.js';
import { registerIssuerRoutes } from './issuer.routes.js';
import { registerRetrySettingsRoutes } from './retry-settings.routes.js';
import { RequestLog, registerRequestLogRoutes, requestLogMiddleware } from './request-log.js';
import { registerWebhookAdminRoutes } from './webhooks.routes.js';

export interface EmulatorAdminOptions {
  webhooks?: WebhookDispatcherOptions['endpoints'];
  webhookDelivery?: Omit<WebhookDispatcherOptions, 'endpoints'>;
  /** Seed of the random behind fault `errorRate`s (default: time-based; see GET /_emulator/faults). */
  faultSeed?: number;
}

/**
 * Webhook delivery, fault injection and inspection for one emulator: installs the dispatcher as
 * `state.events`, provides the routes and the HTTP middleware, and resets with the state.
 */
export class EmulatorAdmin {
  readonly dispatcher: WebhookDispatcher;
  readonly faults: FaultInjector;
  readonly requests = new RequestLog();

  constructor(
    private readonly state: EmulatorState,
    options: EmulatorAdminOptions = {},
  ) {
    this.dispatcher = new WebhookDispatcher(state, {
      ...options.webhookDelivery,
      endpoints: options.webhooks,
    });
    this.faults = new FaultInjector(options.faultSeed);
    state.events = this.dispatcher;
  }

  registerRoutes(router: Router): void {
    registerEventRoutes(router, this.dispatcher);
    registerWebhookAdminRoutes(router, this.dispatcher);
    registerFaultAdminRoutes(router, this.faults);
    registerInspectionRoutes(router, this.dispatcher);
    registerIssuerRoutes(router);
    registerDisputeAdminRoutes(router);
    registerRetrySettingsRoutes(router);
    registerRequestLogRoutes(router, this.requests);
  }

  /** Request log and context (event `request` ids), faults on `/v1/**`, and the reset hook. */
  middlewares(): Middleware[] {
    const resetHook: Middleware = async (exchange, next) => {
      const outcome = await next();
      const isReset = exchange.method === 'POST' && exchange.url.pathname === '/_emulator/reset';
      if (isReset && outcome.kind === 'respond' && outcome.response.status === 200) this.reset();
      return outcome;
    };
    return [
      resetHook,
      requestLogMiddleware(this.requests),
      requestContextMiddleware,
      faultMiddleware(this.faults),
    ];
  }

  /** Clears events, deliveries, faults, chaos, the request log and runtime webhook endpoints (not the state). */
  reset(): void {
    this.dispatcher.reset();
    this.faults.clear();
    this.requests.clear();
  }

  close(): void {
    this.dispatcher.close();
  }
}
