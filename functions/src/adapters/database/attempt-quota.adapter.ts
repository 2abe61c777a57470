import { createHash } from 'node:crypto';
import type { AttemptOutcome } from './database-rate-limiter.adapter';

/** A counter of attempts per key: whether this one is within the limit. */
interface AttemptCounter {
  consume(key: string): Promise<AttemptOutcome>;
}

/**
 * A daily allowance per key as a yes/no for a use case (how many confirmation mails one address
 * is sent), counted by a rate limiter (DatabaseRateLimiter: shared by every instance). Keys are
 * hashed: no e-mail address is kept, in the database or in the limiter's memory.
 */
export class AttemptQuota {
  constructor(private readonly counter: AttemptCounter) {}

  /** Counts one; false once the key has used up its allowance. */
  async take(key: string): Promise<boolean> {
    const { allowed } = await this.counter.consume(
      createHash('sha256').update(key).digest('base64url'),
    );
    return allowed;
  }
}
