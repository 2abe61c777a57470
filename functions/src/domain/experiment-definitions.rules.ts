/**
 * The experiments the flag definitions run: experiment key → the variation ids an exposure may
 * name. Only these are recorded as exposures (issue 32 point 8).
 */
export type ExperimentDefinitions = ReadonlyMap<string, ReadonlySet<string>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function variationIdOf(meta: unknown, index: number): string {
  const key = Array.isArray(meta) && isObject(meta[index]) ? meta[index].key : undefined;
  return typeof key === 'string' && key !== '' ? key : String(index);
}

/**
 * The experiments of a GrowthBook features payload (`features` of the SDK connection endpoint,
 * https://docs.growthbook.io/app/api). The keys and ids are those the web's SDK reports: an
 * experiment rule's key is `rule.key`, else the feature's id; a variation's id is its
 * `meta[i].key`, else its index (GrowthBook JS SDK 1.8, core.ts `key: rule.key || id` and
 * getExperimentResult's `meta.key || "" + variationIndex`). Rules without variations (forced
 * values, rollouts) run no experiment.
 */
export function experimentsOfFeatures(features: unknown): ExperimentDefinitions {
  const experiments = new Map<string, Set<string>>();
  if (!isObject(features)) return experiments;
  for (const [featureId, feature] of Object.entries(features)) {
    const rules = isObject(feature) ? feature.rules : undefined;
    if (!Array.isArray(rules)) continue;
    for (const rule of rules) {
      if (!isObject(rule)) continue;
      const variations = rule.contextualVariations ?? rule.variations;
      if (!Array.isArray(variations) || variations.length === 0) continue;
      const key = typeof rule.key === 'string' && rule.key !== '' ? rule.key : featureId;
      const ids = experiments.get(key) ?? new Set<string>();
      variations.forEach((_, index) => ids.add(variationIdOf(rule.meta, index)));
      experiments.set(key, ids);
    }
  }
  return experiments;
}

/** Whether the definitions run this experiment with this variation. */
export const isDefinedExposure = (
  definitions: ExperimentDefinitions,
  experimentKey: string,
  variation: string,
): boolean => definitions.get(experimentKey)?.has(variation) ?? false;
