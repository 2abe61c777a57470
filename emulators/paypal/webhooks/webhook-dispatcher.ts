import { isoNow, isoTime, newTransmissionId } from '../state/ids.js';
import type { WebhookEvent } from '../paypal-types.js';
import { buildEvent, type EventPayload } from './webhook-event.factory.js';
import { AUTH_ALGO, CERT_PATH, signTransmission } from './webhook-signature.js';

export interface WebhookEndpoint {
  url: string;
  /** The webhook id PayPal would assign to this listener; part of the signed string. */
  id: string;
}

export interface Delivery {
  url: string;
  webhookId: string;
  headers: Record<string, string>;
  body: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: { time: string; status?: number; error?: string }[];
}

export interface RecordedEvent {
  event: WebhookEvent;
  deliveries: Delivery[];
}

export const DEFAULT_RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000];

/** The admin chaos switch (as the Stripe emulator's). */
export interface WebhookChaos {
  /** Every event is delivered twice to each endpoint (same event id, two transmissions). */
  duplicates: boolean;
  /** Events are collected for `CHAOS_WINDOW_MS` and then delivered newest first. */
  outOfOrder: boolean;
}

export const CHAOS_WINDOW_MS = 100;

/** Records every event and posts it, signed, to each endpoint; retries non-2xx with backoff. */
export class WebhookDispatcher {
  readonly events: RecordedEvent[] = [];
  readonly chaos: WebhookChaos = { duplicates: false, outOfOrder: false };
  baseUrl = '';
  private readonly timers = new Set<NodeJS.Timeout>();
  private generation = 0;
  /** Deliveries held back by `outOfOrder` until the window closes. */
  private window: Delivery[] = [];

  constructor(
    private readonly endpoints: WebhookEndpoint[],
    private readonly retryDelaysMs: number[] = DEFAULT_RETRY_DELAYS_MS,
    /** The emulator clock's now (ms): the events' create_time. */
    private readonly now: () => number = Date.now,
    /** What stamps the transmission time (the wall clock unless the harness asks otherwise). */
    private readonly transmissionNow: () => number = Date.now,
  ) {}

  addEndpoint(endpoint: WebhookEndpoint): void {
    this.endpoints.push(endpoint);
  }

  listEndpoints(): WebhookEndpoint[] {
    return this.endpoints.map((endpoint) => ({ ...endpoint }));
  }

  /** Records and sends an event created at `atMs` (default: the emulator clock's now). */
  emit(payload: EventPayload, atMs: number = this.now()): WebhookEvent {
    const event = buildEvent(payload, this.baseUrl, isoTime(atMs));
    const body = JSON.stringify(event);
    const copies = this.chaos.duplicates ? 2 : 1;
    const deliveries = this.endpoints.flatMap((endpoint) =>
      Array.from({ length: copies }, () => this.prepare(endpoint, body)),
    );
    this.events.push({ event, deliveries });
    if (this.chaos.outOfOrder) this.collect(deliveries);
    else for (const delivery of deliveries) void this.attempt(delivery, 0, this.generation);
    return event;
  }

  /** Resolves once no delivery is pending (retries included) and no window is held back. */
  async settled(pollMs = 50): Promise<void> {
    const busy = () =>
      this.window.length > 0 ||
      this.events.some(({ deliveries }) =>
        deliveries.some((delivery) => delivery.state === 'pending'),
      );
    while (busy()) await new Promise((resolve) => setTimeout(resolve, pollMs));
  }

  findDelivery(transmissionId: string): Delivery | undefined {
    for (const { deliveries } of this.events) {
      const found = deliveries.find(
        (delivery) => delivery.headers['paypal-transmission-id'] === transmissionId,
      );
      if (found) return found;
    }
    return undefined;
  }

  /** Forgets events, stops pending retries and turns chaos off (endpoints stay). */
  reset(): void {
    this.generation++;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.events.length = 0;
    this.window = [];
    this.chaos.duplicates = false;
    this.chaos.outOfOrder = false;
  }

  /** outOfOrder: hold the window's deliveries, then send their first attempts newest first. */
  private collect(deliveries: Delivery[]): void {
    const opensWindow = this.window.length === 0;
    this.window.push(...deliveries);
    if (!opensWindow) return;
    const generation = this.generation;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const batch = this.window.reverse();
      this.window = [];
      void batch.reduce<Promise<void>>(
        (previous, delivery) => previous.then(() => this.attempt(delivery, 0, generation)),
        Promise.resolve(),
      );
    }, CHAOS_WINDOW_MS);
    this.timers.add(timer);
  }

  private prepare(endpoint: WebhookEndpoint, body: string): Delivery {
    const transmissionId = newTransmissionId();
    const transmissionTime = isoTime(this.transmissionNow());
    const signature = signTransmission({
      transmissionId,
      transmissionTime,
      webhookId: endpoint.id,
      body,
    });
    return {
      url: endpoint.url,
      webhookId: endpoint.id,
      body,
      state: 'pending',
      attempts: [],
      headers: {
        'content-type': 'application/json',
        'user-agent': 'PayPal/AUHD-214.0-58279405',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': signature,
        'paypal-cert-url': `${this.baseUrl}${CERT_PATH}`,
        'paypal-auth-algo': AUTH_ALGO,
        'paypal-auth-version': 'v2',
      },
    };
  }

  private async attempt(delivery: Delivery, retry: number, generation: number): Promise<void> {
    let outcome: { status?: number; error?: string };
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      outcome = { status: response.status };
    } catch (error) {
      outcome = { error: error instanceof Error ? error.message : String(error) };
    }
    if (generation !== this.generation) return;
    delivery.attempts.push({ time: isoNow(), ...outcome });
    const ok = outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
    const delay = this.retryDelaysMs[retry];
    if (ok || delay === undefined) {
      delivery.state = ok ? 'delivered' : 'failed';
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery, retry + 1, generation);
    }, delay);
    this.timers.add(timer);
  }
}
