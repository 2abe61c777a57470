import type Stripe from 'stripe';
import type { CustomerSubscription, PurchaseCustomers } from '../purchases/purchase-customers.port';
import { toCustomerSubscription } from './stripe-customer-subscriptions';

/** What the list expands so an earlier attempt can be answered again with its client secret. */
const FIRST_PAYMENT = ['data.latest_invoice.confirmation_secret', 'data.pending_setup_intent'];

/**
 * Stripe customers carry the account's uid (metadata.uid). The idempotency key `customer-{uid}`
 * makes racing first purchases get the same customer (Stripe keeps keys 24 h).
 */
export class StripePurchaseCustomers implements PurchaseCustomers {
  constructor(private readonly stripe: Stripe) {}

  async findByOwner(uid: string): Promise<string | null> {
    const found = await this.stripe.customers.search({
      query: `metadata['uid']:'${uid}'`,
      limit: 1,
    });
    return found.data[0]?.id ?? null;
  }

  /**
   * The address as the API's contract normalises it (trimmed, lower case): Stripe's list filter
   * by e-mail is case-sensitive (https://stripe.com/docs/api/customers/list), and the §312k
   * cancellation finds customers by the normalised address the form gives.
   */
  async create(uid: string, email: string): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email: email.trim().toLowerCase(), metadata: { uid } },
      { idempotencyKey: `customer-${uid}` },
    );
    return customer.id;
  }

  async subscriptionsOf(
    customer: string,
    options?: { withFirstPayment: boolean },
  ): Promise<CustomerSubscription[]> {
    const list = await this.stripe.subscriptions.list({
      customer,
      status: 'all',
      ...(options?.withFirstPayment ? { expand: FIRST_PAYMENT } : {}),
      limit: 100,
    });
    return list.data.map(toCustomerSubscription);
  }
}
