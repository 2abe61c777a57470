import type { PurchaseAttribution } from '../contract/api/experiments';
import type { Affiliation } from '../contract/subscription-view';
import type { ExperimentAssignments } from '../contract/experiments';
import { VISITOR_ID, decodeExperiments, encodeExperiments } from '../contract/experiments';

/** Stripe allows 500 characters in one metadata value; a longer query string is cut there. */
export const MAX_METADATA_VALUE_LENGTH = 500;

/** What travels with a purchase besides what is bought; never used to price or reuse one. */
export type Attribution = Omit<PurchaseAttribution, 'platform'>;

/** The attribution fields of a parsed body, only those present (platform travels on its own). */
export function attributionOf(fields: PurchaseAttribution): Attribution {
  const { visitorId, experiments, origin, urlParams, firstVisit, gender } = fields;
  return Object.fromEntries(
    Object.entries({ visitorId, experiments, origin, urlParams, firstVisit, gender }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Attribution;
}

/**
 * The attribution as provider metadata (string values, each within Stripe's 500 characters):
 * the same keys on a Stripe subscription and a PayPal binding, so every reader sees one shape.
 * Empty values are left out (Stripe drops them anyway).
 */
export function attributionMetadata(attribution: Attribution | undefined): Record<string, string> {
  if (!attribution) return {};
  const experiments = attribution.experiments ? encodeExperiments(attribution.experiments) : '';
  const entries: Record<string, string | undefined> = {
    visitorId: attribution.visitorId,
    experiments,
    origin: attribution.origin,
    firstVisit: attribution.firstVisit,
    gender: attribution.gender,
    urlParams: attribution.urlParams?.slice(0, MAX_METADATA_VALUE_LENGTH),
  };
  return Object.fromEntries(
    Object.entries(entries).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/** The experiments and visitor of a purchase, from its provider metadata; only when present. */
export interface ExperimentFields {
  experiments?: ExperimentAssignments;
  visitorId?: string;
}

export function experimentFieldsOf(metadata: Record<string, string> | undefined): ExperimentFields {
  const experiments = decodeExperiments(metadata?.experiments);
  const visitorId = metadata?.visitorId;
  return {
    ...(Object.keys(experiments).length > 0 ? { experiments } : {}),
    ...(visitorId && VISITOR_ID.test(visitorId) ? { visitorId } : {}),
  };
}

/**
 * Spec 02 §3: a subscription's affiliation, from the attribution its purchase wrote into the
 * provider's metadata (attributionMetadata); null when it wrote neither origin nor urlParams.
 */
export function affiliationOf(metadata: Readonly<Record<string, string>>): Affiliation | null {
  const origin = metadata.origin || null;
  const urlParams = metadata.urlParams || null;
  return origin === null && urlParams === null ? null : { origin, urlParams };
}
