import type { GrowthBook } from '@growthbook/growthbook-react';
import type { Assignment } from '../domain/experiments/exposure-log';
import type { VisitorAttributes } from '../domain/experiments/visitor-attributes';
import type { AppEnv } from './env';

const INIT_TIMEOUT_MS = 2000;

/** A feature's value came from an experiment: which one, and the visitor's variation. */
export type FeatureAssignment = Assignment & { feature: string };

/**
 * GrowthBook client: remote features (a features JSON served by the local stack when run
 * locally). The SDK is a lazy chunk, loaded by init: until then every flag has its default.
 * Experiments hash the visitor id (attribute `id`); their assignments stick in local storage
 * (GrowthBook's sticky buckets, `gbStickyBuckets__…`), so a later change of attributes (sign-in,
 * language, country) keeps a visitor in the variation first shown.
 */
export class FlagsService {
  private growthbook?: GrowthBook;

  constructor(private readonly env: AppEnv) {}

  async init(
    attributes: VisitorAttributes,
    onAssignment: (assignment: FeatureAssignment) => void,
  ): Promise<void> {
    const { GrowthBook, LocalStorageStickyBucketService } =
      await import('@growthbook/growthbook-react');
    this.growthbook = new GrowthBook({
      apiHost: this.env.growthbookApiHost,
      clientKey: this.env.growthbookClientKey,
      attributes,
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

  /** New attribute values (sign-in, language); sticky assignments are kept. */
  async updateAttributes(attributes: Partial<VisitorAttributes>): Promise<void> {
    await this.growthbook?.updateAttributes(attributes);
  }

  value(name: string): unknown {
    return this.growthbook?.getFeatureValue<unknown>(name, undefined);
  }
}
