import type { ExposureOutcome } from '../domain/experiment-exposure.rules';
import { isReservedKey } from '../domain/experiment-exposure.rules';
import { AppError } from '../domain/app-error';
import type { Clock } from '../adapters/clock/clock';
import type { Logger } from '../adapters/logger/logger.port';
import type { ExperimentExposuresRepository } from './experiment-exposures.repository';

export interface ExposureRequest {
  visitorId: string;
  experimentKey: string;
  variation: string;
}

/** The A/B tests' exposures (issue 20): which variation each anonymous visitor was shown first. */
export class ExperimentsService {
  constructor(
    private readonly exposures: ExperimentExposuresRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async recordExposure(request: ExposureRequest): Promise<ExposureOutcome> {
    const { visitorId, experimentKey, variation } = request;
    if ([visitorId, experimentKey, variation].some(isReservedKey))
      throw new AppError('invalid', 'invalid-request', 'A reserved name is no experiment key');
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
}
