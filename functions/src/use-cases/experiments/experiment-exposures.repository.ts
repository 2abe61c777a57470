import type { ExperimentExposure, ExposureOutcome } from '../../domain/experiment-exposure.rules';
import { exposureOutcome } from '../../domain/experiment-exposure.rules';
import type { Database } from '../../adapters/database/database.port';

export const EXPOSURES_PATH = 'experimentExposures';

/**
 * `experimentExposures/{experimentKey}/{visitorId}` = { variation, at }, server only
 * (database.rules.json denies clients). Written in a transaction: of two exposures of one
 * visitor arriving together, the first one written stays.
 */
export class ExperimentExposuresRepository {
  constructor(private readonly database: Database) {}

  async record(
    experimentKey: string,
    visitorId: string,
    exposure: ExperimentExposure,
  ): Promise<ExposureOutcome> {
    let outcome: ExposureOutcome = 'recorded';
    await this.database.transaction(`${EXPOSURES_PATH}/${experimentKey}/${visitorId}`, (stored) => {
      outcome = exposureOutcome(stored, exposure.variation);
      return outcome === 'recorded' ? exposure : undefined;
    });
    return outcome;
  }
}
