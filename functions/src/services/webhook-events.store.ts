import { randomUUID } from 'node:crypto';
import type { WebhookClaim, WebhookProvider } from '../domain/webhook-events.rules';
import { mayClaim } from '../domain/webhook-events.rules';
import type { Clock } from './clock';
import type { Store } from './store.port';

export type ClaimResult = { claimed: true; claimId: string } | { claimed: false };

const claimPath = (provider: WebhookProvider, eventId: string): string =>
  `webhookEvents/${provider}/${eventId}`;

const claimIdOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'claimId' in value ? value.claimId : undefined;

/**
 * Each provider event is handled once: `webhookEvents/{provider}/{eventId}` is claimed in a store
 * transaction ('processing'), marked 'done' after success and released after a failure, so the
 * provider's retry can claim it again. A claim left 'processing' by a handler that died is taken
 * over after STALE_CLAIM_MS. Old entries are kept (a scheduled cleanup may drop them after the
 * providers' retry windows: Stripe 3 days, PayPal 3 days).
 */
export class WebhookEventsStore {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  async claim(provider: WebhookProvider, eventId: string, type: string): Promise<ClaimResult> {
    const claim: WebhookClaim = {
      status: 'processing',
      claimId: randomUUID(),
      claimedAt: this.clock.now().toISOString(),
      type,
    };
    let won = false;
    await this.store.transaction(claimPath(provider, eventId), (current) => {
      // The last run of this function is the one that committed.
      won = mayClaim(current, this.clock.now());
      // Writing the current value back is a no-op that still checks it against the server.
      return won ? claim : current;
    });
    return won ? { claimed: true, claimId: claim.claimId } : { claimed: false };
  }

  async complete(
    provider: WebhookProvider,
    eventId: string,
    claimId: string,
    outcome: string,
  ): Promise<void> {
    const doneAt = this.clock.now().toISOString();
    await this.store.transaction(claimPath(provider, eventId), (current) =>
      claimIdOf(current) === claimId
        ? { ...(current as WebhookClaim), status: 'done', doneAt, outcome }
        : current,
    );
  }

  /** Gives the event back after a failure, unless someone else has taken it over meanwhile. */
  async release(provider: WebhookProvider, eventId: string, claimId: string): Promise<void> {
    await this.store.transaction(claimPath(provider, eventId), (current) =>
      claimIdOf(current) === claimId ? null : current,
    );
  }

  async get(provider: WebhookProvider, eventId: string): Promise<unknown> {
    return this.store.get(claimPath(provider, eventId));
  }
}
