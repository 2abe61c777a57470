import { GrowthBook } from '@growthbook/growthbook-react';
import type { AppEnv } from './env';

const INIT_TIMEOUT_MS = 2000;

/** GrowthBook client: remote features (a features JSON served by the local stack when run locally). */
export class FlagsService {
  readonly growthbook: GrowthBook;

  constructor(env: AppEnv) {
    this.growthbook = new GrowthBook({
      apiHost: env.growthbookApiHost,
      clientKey: env.growthbookClientKey,
    });
  }

  async init(): Promise<void> {
    const result = await this.growthbook.init({ timeout: INIT_TIMEOUT_MS });
    if (!result.success)
      throw new Error(`Feature flags unavailable: ${result.error?.message ?? result.source}`);
  }

  value(name: string): unknown {
    return this.growthbook.getFeatureValue<unknown>(name, undefined);
  }
}
