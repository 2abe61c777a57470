import type Stripe from 'stripe';
import type { WebhookEndpoint } from './webhook-endpoints.js';
import type { SendResult } from './webhook-sender.js';

export interface WebhookDeliveryOptions {
  /** Delay before the first retry; retry n waits baseDelayMs × 2^(n-1). Default 250. */
  baseDelayMs?: number;
  /** Attempts per event and endpoint, the first try included. Default 6. */
  maxAttempts?: number;
  /** How long one attempt waits for the receiver's answer. Default 10 000. */
  attemptTimeoutMs?: number;
  /** With `outOfOrder` chaos, events are collected this long and then delivered newest first. Default 100. */
  chaosWindowMs?: number;
}

export const DEFAULT_DELIVERY_OPTIONS: Required<WebhookDeliveryOptions> = {
  baseDelayMs: 250,
  maxAttempts: 6,
  attemptTimeoutMs: 10_000,
  chaosWindowMs: 100,
};

/** The admin chaos switch. */
export interface ChaosSettings {
  /** Every event is delivered twice (same event id, separately signed). */
  duplicates: boolean;
  /** Events of a short window are delivered in reverse emit order, and retries do not block others. */
  outOfOrder: boolean;
}

export interface DeliveryJob {
  event: Stripe.Event;
  rawBody: string;
  endpoint: WebhookEndpoint;
  /** Jobs with the same endpoint and key are delivered one after the other, in order. */
  key: string;
}

export interface DeliveryHooks {
  send(job: DeliveryJob): Promise<SendResult>;
  record(job: DeliveryJob, attempt: number, result: SendResult): void;
}

const succeeded = (result: SendResult) =>
  result.status !== null && result.status >= 200 && result.status < 300;

/**
 * Runs deliveries in the background: per (endpoint, key) in emit order, each retried with
 * exponential backoff until a 2xx or `maxAttempts`. `cancelAll` (reset, close) stops everything.
 */
export class DeliveryScheduler {
  private readonly chains = new Map<string, Promise<void>>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private window: DeliveryJob[] = [];
  private generation = 0;

  constructor(
    private readonly hooks: DeliveryHooks,
    private readonly options: Required<WebhookDeliveryOptions>,
    private readonly chaos: () => ChaosSettings,
  ) {}

  enqueue(job: DeliveryJob): void {
    const { duplicates, outOfOrder } = this.chaos();
    for (const copy of duplicates ? [job, job] : [job]) {
      if (outOfOrder) this.collect(copy);
      else this.chain(`${copy.endpoint.id} ${copy.key}`, copy);
    }
  }

  /** Resolves once nothing is queued, waiting or in flight. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  cancelAll(): void {
    this.generation += 1;
    this.window = [];
    this.chains.clear();
    for (const [timer, resolve] of this.timers) {
      clearTimeout(timer);
      resolve();
    }
    this.timers.clear();
  }

  private chain(key: string, job: DeliveryJob): void {
    const generation = this.generation;
    const previous = this.chains.get(key) ?? this.delay(0);
    const next = previous.then(() => this.deliver(job, generation));
    this.chains.set(key, next);
    this.track(next.then(() => void (this.chains.get(key) === next && this.chains.delete(key))));
  }

  private collect(job: DeliveryJob): void {
    this.window.push(job);
    if (this.window.length > 1) return;
    const generation = this.generation;
    this.track(
      this.delay(this.options.chaosWindowMs).then(() => {
        if (generation !== this.generation) return;
        const batch = this.window.reverse();
        this.window = [];
        return batch.reduce<Promise<void>>(
          (previous, queued) => previous.then(() => this.deliver(queued, generation)),
          Promise.resolve(),
        );
      }),
    );
  }

  private async deliver(job: DeliveryJob, generation: number): Promise<void> {
    for (let attempt = 1; attempt <= this.options.maxAttempts; attempt += 1) {
      if (generation !== this.generation) return;
      const result = await this.hooks.send(job);
      if (generation !== this.generation) return;
      this.hooks.record(job, attempt, result);
      if (succeeded(result)) return;
      if (attempt < this.options.maxAttempts)
        await this.delay(this.options.baseDelayMs * 2 ** (attempt - 1));
    }
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private delay(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      this.timers.set(timer, resolve);
    });
  }
}
