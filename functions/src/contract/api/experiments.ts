import { isoDateTimeSchema, z } from '../zod';
import {
  EXPERIMENT_KEY,
  MAX_ENCODED_EXPERIMENTS_LENGTH,
  VISITOR_ID,
  encodeExperiments,
} from '../experiments';
import { allowlistedUrlParams } from '../url-params';

export const experimentKeySchema = z.string().check(z.regex(EXPERIMENT_KEY));
export const visitorIdSchema = z.string().check(z.regex(VISITOR_ID));

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
  /**
   * The marketing query of the visit, as a query string: only URL_PARAMS_ALLOWLIST's parameters
   * are kept (issue 32: a QA key or a token in it never reaches a provider's records).
   */
  urlParams: bestEffort(
    z.pipe(z.string().check(z.maxLength(2000)), z.transform(allowlistedUrlParams)),
  ),
  /** ISO time of the visitor's first visit. */
  firstVisit: bestEffort(isoDateTimeSchema),
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
