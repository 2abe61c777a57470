import type { ExposureInput } from '@fastwell/contract/api/experiments';
import { z } from '@fastwell/contract/zod';
import type { ApiClient } from './api-client';

/** The server's record of exposures (the experiments report's denominator). */
export class ExperimentsService {
  constructor(private readonly api: ApiClient) {}

  async recordExposure(exposure: ExposureInput): Promise<void> {
    await this.api.post('/experiments/exposure', exposure, z.unknown(), { auth: false });
  }
}
