import type Stripe from 'stripe';
import type { Logger } from '../adapters/logger/logger.port';
import type { Database } from '../adapters/database/database.port';
import { userPath } from './users.service';

const isCustomerId = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('cus_');

/**
 * One Stripe customer per uid, at users/{uid}/stripeCustomerId.
 * - Stripe's idempotency key `customer-{uid}` makes racing first purchases get the same customer
 *   (Stripe keeps keys 24 h).
 * - A database transaction claims the slot: the first id written wins and every caller uses it.
 * - A customer created earlier whose id never reached the database is found again by metadata.uid.
 */
export class StripeCustomersService {
  constructor(
    private readonly stripe: Stripe,
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  async storedCustomerId(uid: string): Promise<string | null> {
    const stored = await this.database.get(userPath(uid, 'stripeCustomerId'));
    return isCustomerId(stored) ? stored : null;
  }

  /** Every subscription of the customer at Stripe, ended ones included, with `expand` expanded. */
  async subscriptionsOf(
    customer: string,
    expand?: readonly string[],
  ): Promise<Stripe.Subscription[]> {
    const list = await this.stripe.subscriptions.list({
      customer,
      status: 'all',
      ...(expand ? { expand: [...expand] } : {}),
      limit: 100,
    });
    return list.data;
  }

  async customerFor(uid: string, email: string): Promise<string> {
    const stored = await this.storedCustomerId(uid);
    if (stored) return stored;
    const id = (await this.findByUid(uid)) ?? (await this.create(uid, email));
    const claim = await this.database.transaction(userPath(uid, 'stripeCustomerId'), (current) =>
      isCustomerId(current) ? undefined : id,
    );
    if (!isCustomerId(claim.value))
      throw new Error(`Could not database the Stripe customer of ${uid}`);
    return claim.value;
  }

  /**
   * The address as the API's contract normalises it (trimmed, lower case): Stripe's list filter
   * by e-mail is case-sensitive (https://stripe.com/docs/api/customers/list), and the §312k
   * cancellation finds customers by the normalised address the form gives.
   */
  private async create(uid: string, email: string): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email: email.trim().toLowerCase(), metadata: { uid } },
      { idempotencyKey: `customer-${uid}` },
    );
    return customer.id;
  }

  private async findByUid(uid: string): Promise<string | null> {
    try {
      const found = await this.stripe.customers.search({
        query: `metadata['uid']:'${uid}'`,
        limit: 1,
      });
      return found.data[0]?.id ?? null;
    } catch (error: unknown) {
      // Recovery only: search is eventually consistent and may be unavailable; creating still works.
      this.logger.warn('Stripe customer search failed', { uid, error: String(error) });
      return null;
    }
  }
}
