import type { ExposureOutcome } from '../../domain/experiment-exposure.rules';
import { isReservedKey } from '../../domain/experiment-exposure.rules';
import { isDefinedExposure } from '../../domain/experiment-definitions.rules';
import type { ExperimentDefinitions } from '../../domain/experiment-definitions.rules';
import { AppError } from '../../domain/app-error';
import type { Clock } from '../../adapters/clock/clock.port';
import type { ExperimentDefinitionsSource } from '../../adapters/flags/experiment-definitions.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { ExperimentExposuresRepository } from './experiment-exposures.repository';
import { configured } from '../shared/not-configured';

export interface ExposureRequest {
  visitorId: string;
  experimentKey: string;
  variation: string;
}

/** The A/B tests' exposures (issue 20): which variation each anonymous visitor was shown first. */
export class ExperimentsService {
  constructor(
    private readonly exposures: ExperimentExposuresRepository,
    /** null when GROWTHBOOK_FEATURES_URL is not configured: exposures then answer 503. */
    private readonly definitions: ExperimentDefinitionsSource | null,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async recordExposure(request: ExposureRequest): Promise<ExposureOutcome> {
    const { visitorId, experimentKey, variation } = request;
    if ([visitorId, experimentKey, variation].some(isReservedKey))
      throw new AppError('invalid', 'invalid-request', 'A reserved name is no experiment key');
    // The route is public: only experiments the flag definitions run are recorded (issue 32).
    if (!isDefinedExposure(await this.currentDefinitions(), experimentKey, variation))
      throw new AppError(
        'unprocessable',
        'unknown-experiment',
        'No running experiment has this key and variation',
      );
    const outcome = await this.exposures.record(experimentKey, visitorId, {
      variation,
      at: this.clock.now().toISOString(),
    });
    // The web shows a visitor one variation; another one means a changed experiment or a bug.
    if (outcome === 'conflict')
      this.logger.warn('Experiment exposure conflict: the first variation is kept', {
        experimentKey,
        visitorId,
        variation,
      });
    return outcome;
  }

  private async currentDefinitions(): Promise<ExperimentDefinitions> {
    const source = configured(this.definitions, 'experiments');
    try {
      return await source.current();
    } catch (error) {
      this.logger.error('Experiment definitions unavailable: exposure not recorded', {
        error: String(error),
      });
      throw new AppError(
        'unavailable',
        'experiments-unavailable',
        'The experiments cannot be read now; try again later',
      );
    }
  }
}
