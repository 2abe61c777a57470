import { FAULT_ERRORS, type FaultRuleInput } from '../shared/faults/fault-rules.js';

export interface FaultPlanOptions {
  seed: number;
  /** Share of provider API requests that fail. */
  errorRate: number;
  /** Share of those failures that happen after the provider did the work (lost answers). */
  afterRate: number;
  /** Share of requests delayed, by a delay drawn from minMs…maxMs. */
  latency: { rate: number; minMs: number; maxMs: number };
}

export const DEFAULT_FAULT_PLAN: Omit<FaultPlanOptions, 'seed'> = {
  errorRate: 0.1,
  afterRate: 0.3,
  latency: { rate: 0.2, minMs: 50, maxMs: 1500 },
};

export interface FaultBody {
  seed: number;
  rules: FaultRuleInput[];
}

/**
 * The `/_emulator/faults` body for one provider: every `/v1/**` request (the functions' calls,
 * the webhook handlers' re-fetches and verifications, and the browser's Stripe.js and PayPal SDK
 * calls alike) may be delayed, and `errorRate` of them fail with one of the four errors drawn at
 * random. Each provider gets its own seed so their sequences differ.
 */
export function faultBody(options: FaultPlanOptions, provider: 'stripe' | 'paypal'): FaultBody {
  return {
    seed: (options.seed + (provider === 'stripe' ? 0 : 7919)) >>> 0,
    rules: [
      {
        path: '/v1',
        errorRate: options.errorRate,
        error: [...FAULT_ERRORS],
        afterRate: options.afterRate,
        latencyMs: options.latency.minMs,
        latencyMaxMs: options.latency.maxMs,
        latencyRate: options.latency.rate,
      },
    ],
  };
}

/** Webhook chaos for both providers: every event twice, windows delivered newest first. */
export const WEBHOOK_CHAOS = { duplicates: true, outOfOrder: true } as const;
