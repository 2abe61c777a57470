import { LOCAL_STACK } from '../../local-stack.config.js';
import { FaultInjector } from '../../shared/faults/fault-injector.js';
import { PAYPAL_PLANS, PAYPAL_PRODUCT } from '../plans.js';
import type {
  FailedPaymentReason,
  Money,
  PlanResource,
  ProductResource,
  RefundResource,
  SaleResource,
  SubscriptionResource,
} from '../paypal-types.js';
import type { CaptureRefundResource, CaptureResource, OrderResource } from '../order-types.js';
import type { PriceHistory } from '../subscriptions/price-schedule.js';
import type { PlanOverride } from '../subscriptions/subscription.schemas.js';
import { WebhookDispatcher, type WebhookEndpoint } from '../webhooks/webhook-dispatcher.js';
import { newAccessToken } from './ids.js';
import { PayPalClock } from './paypal-clock.js';

export interface Credentials {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

export const DEFAULT_CREDENTIALS: Credentials = { ...LOCAL_STACK.paypal };

/** An app token (client credentials) or the stand-in SDK's facilitator token (client id only). */
export type TokenKind = 'app' | 'facilitator';
export const TOKEN_LIFETIME_SECONDS = 32_400;

export interface StoredSubscription {
  resource: SubscriptionResource;
  /** The plan it bills by: the catalogue plan with the create request's overrides applied. */
  plan: PlanResource;
  returnUrl?: string;
  cancelUrl?: string;
  brandName?: string;
  /** next_billing_time while SUSPENDED (PayPal hides it until reactivation). */
  pausedNextBillingTime?: string;
  /**
   * The create request's `plan` and what `PATCH …/subscriptions/{id}` set since: what a later
   * change of the plan itself leaves alone.
   */
  planOverride?: PlanOverride;
  /** Cycle sequence → its prices over time, once a PATCH changed its price (the 10-day rule). */
  priceHistory?: Record<number, PriceHistory>;
  /** The buyer's funding source (`/_emulator/subscriptions/{id}/funding`); absent: it pays. */
  funding?: { declines: boolean; reasonCode: FailedPaymentReason };
  /** A failed cycle PayPal retries at `atMs`: its `retry`-th retry, of the cycle's charge. */
  pendingRetry?: { atMs: number; retry: number; cycleAmount: Money };
  /** Every payment attempt, in the order made: a sale taken, or an attempt declined. */
  attempts?: PaymentAttempt[];
  /** A plan change (POST …/revise) waiting for the buyer's consent. */
  pendingRevision?: PendingRevision;
}

/** What `POST /v1/billing/subscriptions/{id}/revise` asked for, until the buyer approves it. */
export interface PendingRevision {
  planId: string;
  /** The plan the subscription will bill by: the new plan with the revise request's `plan`. */
  plan: PlanResource;
  planOverride?: PlanOverride;
  quantity?: string;
  returnUrl?: string;
  cancelUrl?: string;
  /** The `ba_token` of the approve link. */
  token: string;
}

/** A v2 checkout order; `resource.links` is rendered from its status when answered. */
export interface StoredOrder {
  resource: OrderResource;
  returnUrl?: string;
  cancelUrl?: string;
  brandName?: string;
  /** Created with `payment_source.paypal`: PayPal answers PAYER_ACTION_REQUIRED and `payer-action`. */
  payerAction: boolean;
  /** The buyer's funding source declines the capture (`/_emulator/orders/{id}/funding`). */
  funding?: { declines: boolean };
}

/** A captured payment (Payments v2) with the refunds made against it, oldest first. */
export interface StoredCapture {
  capture: CaptureResource;
  orderId: string;
  refunds: CaptureRefundResource[];
}

export type PaymentAttempt =
  { kind: 'sale'; saleId: string } | { kind: 'declined'; id: string; amount: Money; time: string };

/**
 * How PayPal retries a failed payment ("Payment failures and recovering balances": every 5 days,
 * up to twice per billing cycle). `/_emulator/payment-retries` changes it until reset.
 */
export interface RetryPolicy {
  intervalDays: number;
  maxRetries: number;
}

export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = { intervalDays: 5, maxRetries: 2 };

export interface StoredResponse {
  fingerprint: string;
  status: number;
  body: unknown;
}

/** All state of one emulator instance, in memory. */
export class PayPalState {
  /** Catalog products and billing plans: the seeded catalogue plus what the API created. */
  readonly products = new Map<string, ProductResource>();
  readonly plans = new Map<string, PlanResource>();
  readonly subscriptions = new Map<string, StoredSubscription>();
  readonly idempotency = new Map<string, StoredResponse>();
  /** Every payment a subscription took (its sale), and the refund of it once refunded. */
  readonly sales = new Map<string, { sale: SaleResource; refund?: RefundResource }>();
  /** v2 checkout orders (one-off payments), their captures and the refunds of those. */
  readonly orders = new Map<string, StoredOrder>();
  readonly captures = new Map<string, StoredCapture>();
  /** Refund id → the capture it refunds. */
  readonly captureRefunds = new Map<string, string>();
  private readonly tokens = new Map<string, { kind: TokenKind; expiresAt: number }>();
  readonly webhooks: WebhookDispatcher;
  /** Errors and latency injected into `/v1/**` requests (`/_emulator/faults`). */
  readonly faults = new FaultInjector();
  /** Now for subscriptions, payments and events (`/_emulator/clock`). */
  readonly clock = new PayPalClock();
  readonly retryPolicy: RetryPolicy = { ...DEFAULT_RETRY_POLICY };
  private base = '';

  constructor(
    readonly credentials: Credentials,
    endpoints: WebhookEndpoint[],
    retryDelaysMs?: number[],
    transmissionClock: 'wall' | 'emulator' = 'wall',
  ) {
    const emulatorNow = () => this.clock.nowMs();
    this.webhooks = new WebhookDispatcher(
      endpoints,
      retryDelaysMs,
      emulatorNow,
      transmissionClock === 'emulator' ? emulatorNow : Date.now,
    );
    this.seedCatalogue();
  }

  private seedCatalogue(): void {
    this.products.clear();
    this.plans.clear();
    this.products.set(PAYPAL_PRODUCT.id, structuredClone(PAYPAL_PRODUCT));
    for (const plan of PAYPAL_PLANS) this.plans.set(plan.id, structuredClone(plan));
  }

  /** The emulator's base URL, known once it listens. */
  get baseUrl(): string {
    return this.base;
  }

  set baseUrl(url: string) {
    this.base = url;
    this.webhooks.baseUrl = url;
  }

  issueToken(kind: TokenKind): string {
    const token = newAccessToken();
    this.tokens.set(token, { kind, expiresAt: Date.now() + TOKEN_LIFETIME_SECONDS * 1000 });
    return token;
  }

  tokenKind(token: string): TokenKind | 'expired' | undefined {
    const found = this.tokens.get(token);
    if (!found) return undefined;
    return found.expiresAt > Date.now() ? found.kind : 'expired';
  }

  /**
   * Forgets subscriptions, orders, captures, events, idempotency keys, fault rules and webhook chaos, turns the
   * clock back to real time, restores the seeded catalogue and the default retry policy; keeps
   * tokens and webhook endpoints.
   */
  reset(): void {
    this.seedCatalogue();
    this.subscriptions.clear();
    this.sales.clear();
    this.orders.clear();
    this.captures.clear();
    this.captureRefunds.clear();
    this.idempotency.clear();
    this.webhooks.reset();
    this.faults.clear();
    this.clock.reset();
    Object.assign(this.retryPolicy, DEFAULT_RETRY_POLICY);
  }
}
