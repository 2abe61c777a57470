import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';

const transmissionPath = (id: string): string => `paypalTransmissions/${id}`;

/**
 * `paypalTransmissions/{transmissionId}`: the digest of each transmission PayPal verified
 * (server only). Written only after PayPal said SUCCESS, so forged requests cannot grow it; a
 * delivery seen again is answered from here without a second call to PayPal.
 */
export class PayPalTransmissionsRepository {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  /** The digest PayPal verified under this id, or null for an id never verified. */
  async verifiedDigest(transmissionId: string): Promise<string | null> {
    const stored = await this.database.get(transmissionPath(transmissionId));
    if (typeof stored !== 'object' || stored === null || !('digest' in stored)) return null;
    return typeof stored.digest === 'string' ? stored.digest : null;
  }

  async rememberVerified(transmissionId: string, digest: string): Promise<void> {
    await this.database.set(transmissionPath(transmissionId), {
      digest,
      at: this.clock.now().toISOString(),
    });
  }
}
