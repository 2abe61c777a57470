import type { Logger } from '../../adapters/logger/logger.port';
import type { Database } from '../../adapters/database/database.port';
import type {
  CustomerSubscription,
  PurchaseCustomers,
} from '../../adapters/purchases/purchase-customers.port';
import { userPath } from './users.service';

const isCustomerId = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('cus_');

/**
 * One Stripe customer per uid, at users/{uid}/stripeCustomerId.
 * - Racing first purchases get the same customer from Stripe (PurchaseCustomers.create).
 * - A database transaction claims the slot: the first id written wins and every caller uses it.
 * - A customer created earlier whose id never reached the database is found again by metadata.uid.
 */
export class StripeCustomersService {
  constructor(
    private readonly provider: PurchaseCustomers,
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  async storedCustomerId(uid: string): Promise<string | null> {
    const stored = await this.database.get(userPath(uid, 'stripeCustomerId'));
    return isCustomerId(stored) ? stored : null;
  }

  /** Every subscription of the customer at Stripe, ended ones included. */
  subscriptionsOf(
    customer: string,
    options?: { withFirstPayment: boolean },
  ): Promise<CustomerSubscription[]> {
    return this.provider.subscriptionsOf(customer, options);
  }

  async customerFor(uid: string, email: string): Promise<string> {
    const stored = await this.storedCustomerId(uid);
    if (stored) return stored;
    const id = (await this.findByUid(uid)) ?? (await this.provider.create(uid, email));
    const claim = await this.database.transaction(userPath(uid, 'stripeCustomerId'), (current) =>
      isCustomerId(current) ? undefined : id,
    );
    if (!isCustomerId(claim.value))
      throw new Error(`Could not database the Stripe customer of ${uid}`);
    return claim.value;
  }

  private async findByUid(uid: string): Promise<string | null> {
    try {
      return await this.provider.findByOwner(uid);
    } catch (error: unknown) {
      // Recovery only: search is eventually consistent and may be unavailable; creating still works.
      this.logger.warn('Stripe customer search failed', { uid, error: String(error) });
      return null;
    }
  }
}
