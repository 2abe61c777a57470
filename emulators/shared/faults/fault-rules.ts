import { z } from 'zod';

export const FAULT_ERRORS = [
  'api_error_500',
  'unavailable_503',
  'rate_limit_429',
  'timeout',
] as const;
export type FaultError = (typeof FAULT_ERRORS)[number];

const faultError = z.enum(FAULT_ERRORS);

/** One rule as posted to `/_emulator/faults` (the Stripe and the PayPal emulator alike). */
export const faultRuleSchema = z
  .object({
    method: z.string().optional(),
    /** A path prefix by segments (`/v1/subscriptions`); `*` or `:name` stands for one segment. */
    path: z.string().startsWith('/v1'),
    latencyMs: z.number().int().min(0).max(600_000).optional(),
    /** With `latencyMs`: each delay is drawn uniformly from `latencyMs`…`latencyMaxMs`. */
    latencyMaxMs: z.number().int().min(0).max(600_000).optional(),
    /** Share of matching requests that are delayed; default 1. */
    latencyRate: z.number().min(0).max(1).optional(),
    /** Share of matching requests that fail; default 1, or 0 for a rule with only `latencyMs`. */
    errorRate: z.number().min(0).max(1).optional(),
    /** The error, or a list to draw each failure's error from (uniformly). */
    error: z.union([faultError, z.array(faultError).min(1)]).optional(),
    /**
     * Share of the failures that happen after the request was processed: the change is made,
     * then the answer is the error (or never comes, for `timeout`), as when a response is lost.
     * Default 0: failures happen before anything is done.
     */
    afterRate: z.number().min(0).max(1).optional(),
    /** The rule applies to the next `times` matching requests only. */
    times: z.number().int().min(1).optional(),
  })
  .strict()
  .refine((rule) => rule.latencyMaxMs === undefined || rule.latencyMaxMs >= (rule.latencyMs ?? 0), {
    message: 'latencyMaxMs must not be less than latencyMs',
    path: ['latencyMaxMs'],
  });
export type FaultRuleInput = z.infer<typeof faultRuleSchema>;

export interface FaultRule extends FaultRuleInput {
  id: string;
  /** Matching requests so far. */
  hits: number;
  /** Requests this rule answered with an error. */
  failures: number;
  /** Failures per error. */
  failuresByError: Partial<Record<FaultError, number>>;
  /** Failures injected after the request was processed (lost responses). */
  failuresAfter: number;
  /** Requests this rule delayed. */
  delayed: number;
  /** Undefined without `times`. */
  remaining?: number;
}

/** What to do with one request: wait, then answer normally or with an error. */
export interface FaultDecision {
  ruleId: string;
  latencyMs: number;
  error?: FaultError;
  /** The error replaces the answer of a processed request instead of preventing it. */
  after: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** `/v1/payment_intents/*\/confirm` → a regular expression matching that path and below it. */
export function pathMatcher(pattern: string): RegExp {
  const trimmed = pattern.replace(/\/+$/, '');
  const source = trimmed
    .split('/')
    .map((segment) =>
      segment === '*' || segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment),
    )
    .join('/');
  return new RegExp(`^${source}(?:/|$)`);
}
