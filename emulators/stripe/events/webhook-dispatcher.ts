import type Stripe from 'stripe';
import { currentRequest } from '../http/request-context.js';
import { Collection } from '../state/collection.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { renderObject } from '../state/expand.js';
import {
  DEFAULT_DELIVERY_OPTIONS,
  DeliveryScheduler,
  type ChaosSettings,
  type DeliveryJob,
  type WebhookDeliveryOptions,
} from './delivery-scheduler.js';
import { DeliveryLog } from './delivery-log.js';
import { buildEvent, orderingKey } from './event-factory.js';
import type { EventObject, EventSink } from './event-sink.js';
import { WebhookEndpoints, type WebhookEndpointConfig } from './webhook-endpoints.js';
import { sendWebhook, type SendResult } from './webhook-sender.js';

export interface WebhookDispatcherOptions extends WebhookDeliveryOptions {
  /** Endpoints from the start options (kept across resets). */
  endpoints?: readonly WebhookEndpointConfig[];
}

/**
 * The event sink of a running emulator: turns each `emit` into a `Stripe.Event`, keeps it for
 * `/v1/events`, and delivers it signed to every endpoint in the background.
 */
export class WebhookDispatcher implements EventSink {
  readonly events = new Collection<Stripe.Event>('event');
  readonly deliveries = new DeliveryLog();
  readonly endpoints: WebhookEndpoints;
  readonly chaos: ChaosSettings = { duplicates: false, outOfOrder: false };
  private readonly scheduler: DeliveryScheduler;
  private readonly options: Required<WebhookDeliveryOptions>;
  /** `${event id} ${endpoint id}` pairs delivered with a 2xx. */
  private readonly acknowledged = new Set<string>();

  constructor(
    private readonly state: EmulatorState,
    { endpoints, ...delivery }: WebhookDispatcherOptions = {},
  ) {
    this.endpoints = new WebhookEndpoints(endpoints);
    this.options = { ...DEFAULT_DELIVERY_OPTIONS, ...withoutUndefined(delivery) };
    this.scheduler = new DeliveryScheduler(
      { send: (job) => this.send(job), record: (job, n, result) => this.record(job, n, result) },
      this.options,
      () => this.chaos,
    );
  }

  emit(
    type: Stripe.Event.Type,
    object: EventObject,
    previousAttributes?: Record<string, unknown>,
  ): void {
    const endpoints = this.endpoints.list();
    const event = buildEvent(type, renderObject(object, {}, this.state), previousAttributes, {
      created: this.state.clock.now(),
      request: currentRequest(),
      pendingWebhooks: endpoints.length,
    });
    this.events.put(event);
    const rawBody = JSON.stringify(event, null, 2);
    const key = orderingKey(object);
    for (const endpoint of endpoints) this.scheduler.enqueue({ event, rawBody, endpoint, key });
  }

  /** All events, oldest first. */
  list(): Stripe.Event[] {
    return this.events.values();
  }

  /** Resolves when every queued delivery (retries included) has finished. */
  settled(): Promise<void> {
    return this.scheduler.settled();
  }

  /** Forgets events and deliveries, stops pending ones, chaos off, start-option endpoints only. */
  reset(): void {
    this.scheduler.cancelAll();
    this.events.clear();
    this.deliveries.clear();
    this.acknowledged.clear();
    this.chaos.duplicates = false;
    this.chaos.outOfOrder = false;
    this.endpoints.reset();
  }

  close(): void {
    this.scheduler.cancelAll();
  }

  private send(job: DeliveryJob): Promise<SendResult> {
    const { url, secret } = job.endpoint;
    return sendWebhook(url, job.rawBody, secret, this.options.attemptTimeoutMs);
  }

  private record(job: DeliveryJob, attempt: number, result: SendResult): void {
    const succeeded = result.status !== null && result.status >= 200 && result.status < 300;
    this.deliveries.record({
      event_id: job.event.id,
      event_type: job.event.type,
      endpoint_id: job.endpoint.id,
      url: job.endpoint.url,
      attempt,
      status: result.status,
      error: result.error,
      succeeded,
      attempted_at: new Date(Date.now() - result.durationMs).toISOString(),
      duration_ms: result.durationMs,
    });
    const pair = `${job.event.id} ${job.endpoint.id}`;
    if (!succeeded || this.acknowledged.has(pair)) return;
    this.acknowledged.add(pair);
    job.event.pending_webhooks = Math.max(0, job.event.pending_webhooks - 1);
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
