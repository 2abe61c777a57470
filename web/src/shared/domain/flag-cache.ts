/** The production app's host: there the feature flags are cached longest (spec 01 §9). */
export const PRODUCTION_APP_HOST = 'fastwell.app';

/**
 * How long the feature flags the SDK fetched are kept (GrowthBook's cache), by host: spec 01 §9's
 * host-dependent timeouts. `staleTTL`: after it the cached flags are still used while they are
 * fetched again in the background; `maxAge`: after it they are not used at all. Elsewhere than
 * the production host (local stack, previews) a changed flag shows within a minute or two.
 */
export function flagCacheTimes(
  hostname: string,
  productionHost: string,
): { staleTTL: number; maxAge: number } {
  return hostname === productionHost
    ? { staleTTL: 600_000, maxAge: 600_000 }
    : { staleTTL: 60_000, maxAge: 120_000 };
}
