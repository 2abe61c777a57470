import { AppError } from '../../domain/app-error';
import { verifyFutoken } from '../../domain/futoken';
import type { Clock } from '../../adapters/clock/clock.port';
import type { Identity } from '../../adapters/identity/identity.port';
import type { Logger } from '../../adapters/logger/logger.port';

export const INVALID_FUTOKEN = (): AppError =>
  new AppError(
    'unauthenticated',
    'invalid-futoken',
    'The sign-in token is missing, invalid or expired',
  );

/** POST /api/getJWT: a valid futoken of an existing, enabled account → a Firebase custom token. */
export class FutokenService {
  constructor(
    private readonly secret: string,
    private readonly identity: Identity,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async exchange(futoken: unknown): Promise<string> {
    const result = verifyFutoken(futoken, this.secret, this.clock.now());
    if (!result.ok) {
      this.logger.info('futoken refused', { reason: result.reason });
      throw INVALID_FUTOKEN();
    }
    const account = await this.identity.getUser(result.uid);
    // No custom token for an unknown uid: signing in with it would create that account.
    if (!account || account.disabled) {
      this.logger.info('futoken refused', { reason: account ? 'disabled' : 'unknown-uid' });
      throw INVALID_FUTOKEN();
    }
    return this.identity.createCustomToken(result.uid);
  }
}
