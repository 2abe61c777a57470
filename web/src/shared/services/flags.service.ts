import type { GrowthBook } from '@growthbook/growthbook-react';
import type { Assignment } from '../domain/experiments/exposure-log';
import type { VisitorAttributes, VisitorFacts } from '../domain/experiments/visitor-attributes';
import { flagCacheTimes } from '../domain/flag-cache';
import type { AppEnv } from './env';

const INIT_TIMEOUT_MS = 2000;

/** A feature's value came from an experiment: which one, and the visitor's variation. */
export type FeatureAssignment = Assignment & { feature: string };

/**
 * GrowthBook client: remote features (a features JSON served by the local stack when run
 * locally). The SDK is a lazy chunk, loaded by init: until then every flag has its default.
 * Experiments hash the visitor id (attribute `id`); their assignments stick in local storage
 * (GrowthBook's sticky buckets, `gbStickyBuckets__…`), so a later change of attributes (sign-in,
 * language, country) keeps a visitor in the variation first shown. The attributes are made from
 * the visitor's facts in the same lazy chunk. The fetched flags are cached for the host's times
 * (`flagCacheTimes`: 10 minutes on the production host, 1 and 2 minutes elsewhere).
 */
export class FlagsService {
  private growthbook?: GrowthBook;
  private attributesOf?: (facts: VisitorFacts) => VisitorAttributes;

  constructor(private readonly env: AppEnv) {}

  async init(
    facts: VisitorFacts,
    onAssignment: (assignment: FeatureAssignment) => void,
  ): Promise<void> {
    const [{ GrowthBook, LocalStorageStickyBucketService, configureCache }, { visitorAttributes }] =
      await Promise.all([
        import('@growthbook/growthbook-react'),
        import('../domain/experiments/visitor-attributes'),
      ]);
    configureCache(flagCacheTimes(window.location.hostname, this.env.productionHost));
    this.attributesOf = visitorAttributes;
    this.growthbook = new GrowthBook({
      apiHost: this.env.growthbookApiHost,
      clientKey: this.env.growthbookClientKey,
      attributes: visitorAttributes(facts),
      stickyBucketService: new LocalStorageStickyBucketService(),
      // Called when a feature's value comes from an experiment the visitor is in.
      trackingCallback: (experiment, result) => {
        if (result.featureId)
          onAssignment({
            feature: result.featureId,
            experimentKey: experiment.key,
            variation: result.key,
          });
      },
    });
    const result = await this.growthbook.init({ timeout: INIT_TIMEOUT_MS });
    if (!result.success)
      throw new Error(`Feature flags unavailable: ${result.error?.message ?? result.source}`);
  }

  /** The visitor's facts changed (sign-in, language, country); sticky assignments are kept. */
  async updateAttributes(facts: VisitorFacts): Promise<void> {
    if (this.growthbook && this.attributesOf)
      await this.growthbook.setAttributes(this.attributesOf(facts));
  }

  value(name: string): unknown {
    return this.growthbook?.getFeatureValue<unknown>(name, undefined);
  }
}
