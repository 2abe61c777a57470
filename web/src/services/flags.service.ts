import type { GrowthBook } from '@growthbook/growthbook-react';
import type { AppEnv } from './env';

const INIT_TIMEOUT_MS = 2000;

/**
 * GrowthBook client: remote features (a features JSON served by the local stack when run
 * locally). The SDK is a lazy chunk, loaded by init: until then every flag has its default.
 */
export class FlagsService {
  private growthbook?: GrowthBook;

  constructor(private readonly env: AppEnv) {}

  async init(): Promise<void> {
    const { GrowthBook } = await import('@growthbook/growthbook-react');
    this.growthbook = new GrowthBook({
      apiHost: this.env.growthbookApiHost,
      clientKey: this.env.growthbookClientKey,
    });
    const result = await this.growthbook.init({ timeout: INIT_TIMEOUT_MS });
    if (!result.success)
      throw new Error(`Feature flags unavailable: ${result.error?.message ?? result.source}`);
  }

  value(name: string): unknown {
    return this.growthbook?.getFeatureValue<unknown>(name, undefined);
  }
}
