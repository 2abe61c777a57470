import type { ExposureInput } from '@fastwell/contract/api/experiments';
import { experimentEndpoints } from '@fastwell/contract/endpoints/public.endpoints';
import type { ApiClient } from './api-client';

/** The server's record of exposures (the experiments report's denominator). */
export class ExperimentsApi {
  constructor(private readonly api: ApiClient) {}

  async recordExposure(exposure: ExposureInput): Promise<void> {
    await this.api.call(experimentEndpoints.recordExposure, exposure);
  }
}
