import type { ExperimentDefinitions } from '../../domain/experiment-definitions.rules';

/** The experiments the flag definitions run now (GrowthBook's features, read by the server). */
export interface ExperimentDefinitionsSource {
  /** Rejects when the definitions cannot be read and none were read before. */
  current(): Promise<ExperimentDefinitions>;
}
