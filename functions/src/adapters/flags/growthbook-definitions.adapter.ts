import type { Clock } from '../clock/clock.port';
import type { Logger } from '../logger/logger.port';
import type { ExperimentDefinitions } from '../../domain/experiment-definitions.rules';
import { experimentsOfFeatures } from '../../domain/experiment-definitions.rules';
import type { ExperimentDefinitionsSource } from './experiment-definitions.port';

export interface GrowthBookDefinitionsOptions {
  /**
   * The SDK connection endpoint the web's GrowthBook reads: `{apiHost}/api/features/{clientKey}`
   * with the web's VITE_GROWTHBOOK_API_HOST and VITE_GROWTHBOOK_CLIENT_KEY (both public).
   */
  featuresUrl: string;
  clock: Clock;
  logger: Logger;
  /** How long one read is used (default 60 s). */
  maxAgeMs?: number;
  /** After a failed read, how long no new read is tried (default 10 s). */
  retryAfterMs?: number;
  /** Default 3 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Reads the experiments from the same SDK connection endpoint the web's GrowthBook reads
 * (`{apiHost}/api/features/{clientKey}`, public and CDN-cached with max-age=30:
 * https://docs.growthbook.io/app/api, https://docs.growthbook.io/self-host/cdn), so the server
 * accepts exactly the experiments the visitors can be shown. A read is kept `maxAgeMs`; concurrent
 * requests share one read; when a read fails the last definitions stay in use, and without any a
 * new read is tried only after `retryAfterMs`, so callers cannot make the function hammer it.
 * An encrypted payload (an SDK connection with encryption on) is not read: it needs the key.
 */
export class GrowthBookDefinitionsAdapter implements ExperimentDefinitionsSource {
  private cached?: { definitions: ExperimentDefinitions; readAt: number };
  private failedAt?: number;
  private pending?: Promise<ExperimentDefinitions>;

  constructor(private readonly options: GrowthBookDefinitionsOptions) {}

  async current(): Promise<ExperimentDefinitions> {
    const now = this.options.clock.now().getTime();
    const cached = this.cached;
    if (cached && now - cached.readAt < (this.options.maxAgeMs ?? 60_000))
      return cached.definitions;
    if (!cached && this.failedAt !== undefined && now - this.failedAt < this.retryAfterMs())
      throw new Error('GrowthBook features unavailable (last read failed)');
    this.pending ??= this.read(now).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private retryAfterMs(): number {
    return this.options.retryAfterMs ?? 10_000;
  }

  private async read(now: number): Promise<ExperimentDefinitions> {
    try {
      const response = await (this.options.fetch ?? fetch)(this.options.featuresUrl, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 3000),
      });
      if (!response.ok) throw new Error(`GrowthBook features: HTTP ${response.status}`);
      const payload: unknown = await response.json();
      const features =
        typeof payload === 'object' && payload !== null
          ? (payload as Record<string, unknown>).features
          : undefined;
      if (typeof features !== 'object' || features === null)
        throw new Error('GrowthBook features: no plain features in the answer (encrypted?)');
      const definitions = experimentsOfFeatures(features);
      this.cached = { definitions, readAt: now };
      this.failedAt = undefined;
      return definitions;
    } catch (error) {
      // The last definitions stay in use for another period rather than failing every request.
      if (this.cached) {
        this.options.logger.warn('GrowthBook features unreadable: the last ones stay in use', {
          error: String(error),
        });
        this.cached = { ...this.cached, readAt: now };
        return this.cached.definitions;
      }
      this.failedAt = now;
      throw error;
    }
  }
}
