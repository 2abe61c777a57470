import { z } from './zod';

/**
 * Experiments (GrowthBook) on the wire: the visitor's stable anonymous id, the variations a
 * visitor was exposed to, and how they travel with a purchase. Keys are safe as Realtime
 * Database path segments and inside Stripe metadata.
 */
export const EXPERIMENT_KEY = /^[A-Za-z0-9_-]{1,40}$/;
/** The anonymous visitor id the web makes on the first visit (a UUID). */
export const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Stripe allows 500 characters in one metadata value. */
export const MAX_ENCODED_EXPERIMENTS_LENGTH = 500;

export const experimentKeySchema = z.string().check(z.regex(EXPERIMENT_KEY));
export const visitorIdSchema = z.string().check(z.regex(VISITOR_ID));

/** experiment key → variation key, e.g. `{ "color-scheme": "blue" }`. */
export type ExperimentAssignments = Record<string, string>;

/** `color-scheme:blue,selected-package-index:0`: keys sorted, so one set has one spelling. */
export function encodeExperiments(assignments: ExperimentAssignments): string {
  return Object.keys(assignments)
    .sort()
    .map((key) => `${key}:${assignments[key]}`)
    .join(',');
}

/** The inverse of encodeExperiments; malformed parts are skipped. */
export function decodeExperiments(encoded: string | undefined): ExperimentAssignments {
  const assignments: ExperimentAssignments = {};
  for (const part of (encoded ?? '').split(',')) {
    const [key, variation, extra] = part.split(':');
    if (extra !== undefined || !key || !variation) continue;
    if (EXPERIMENT_KEY.test(key) && EXPERIMENT_KEY.test(variation)) assignments[key] = variation;
  }
  return assignments;
}

export const experimentAssignmentsSchema = z
  .record(experimentKeySchema, experimentKeySchema)
  .check(
    z.refine(
      (assignments) => encodeExperiments(assignments).length <= MAX_ENCODED_EXPERIMENTS_LENGTH,
      'Too many experiments',
    ),
  );

/** A field that must never block a purchase: a value off its shape is dropped, not refused. */
const bestEffort = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/**
 * What a purchase carries besides what is bought (spec 02 §7's createSubscription payload:
 * origin, urlParams, firstVisit, gender, platform; plus the visitor id and the experiments the
 * visitor was exposed to). Stored with the purchase, never used to price it.
 */
export const purchaseAttributionFields = {
  visitorId: bestEffort(visitorIdSchema),
  experiments: bestEffort(experimentAssignmentsSchema),
  origin: bestEffort(z.string().check(z.maxLength(200))),
  /** The marketing query of the visit (utm_*, source…), as a query string. */
  urlParams: bestEffort(z.string().check(z.maxLength(2000))),
  /** ISO time of the visitor's first visit. */
  firstVisit: bestEffort(z.iso.datetime()),
  gender: bestEffort(z.string().check(z.maxLength(40))),
  platform: bestEffort(z.string().check(z.maxLength(40))),
};

export const purchaseAttributionSchema = z.object(purchaseAttributionFields);
export type PurchaseAttribution = z.output<typeof purchaseAttributionSchema>;

/** POST /api/experiments/exposure (public): one exposure of one visitor to one experiment. */
export const exposureBodySchema = z.object({
  visitorId: visitorIdSchema,
  experimentKey: experimentKeySchema,
  variation: experimentKeySchema,
});
export type ExposureInput = z.input<typeof exposureBodySchema>;
