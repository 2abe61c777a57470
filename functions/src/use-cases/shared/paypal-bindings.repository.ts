import { z } from 'zod';
import type { PayPalBinding, PayPalPayer } from '../../domain/paypal-binding.rules';
import { emailKey } from '../../domain/paypal-binding.rules';
import type { Database } from '../../adapters/database/database.port';

const bindingSchema = z.object({
  uid: z.string().min(1),
  planId: z.string().min(1),
  firstPayment: z.object({ amount: z.number().int(), currency: z.string().min(1) }),
  createdAt: z.string(),
  metadata: z.record(z.string(), z.string()).optional(),
  subscriber: z.object({ payerId: z.string().optional(), email: z.string().optional() }).optional(),
  trialRefusedAt: z.string().optional(),
  revisedPlanId: z.string().optional(),
  revertPlanId: z.string().optional(),
  cyclePriceChangedAt: z.string().optional(),
});

/** PayPal subscription ids are `I-` and letters/digits; anything else is no key of ours. */
export const isSubscriptionId = (id: string): boolean => /^I-[A-Za-z0-9]{1,60}$/.test(id);

const bindingPath = (id: string): string => `paypalSubscriptions/${id}`;
/** `paypalPayerEmails/{sha256 of the address}/{subscriptionId}`: the contracts of a PayPal address. */
const emailIndexPath = (email: string): string => `paypalPayerEmails/${emailKey(email)}`;

/**
 * paypalSubscriptions/{subscriptionId}: the server's binding of a PayPal subscription, with the
 * payer PayPal last reported; and the index of those bindings by the payer's address (hashed).
 */
export class PayPalBindingsRepository {
  constructor(private readonly database: Database) {}

  async get(subscriptionId: string): Promise<PayPalBinding | null> {
    if (!isSubscriptionId(subscriptionId)) return null;
    const parsed = bindingSchema.safeParse(await this.database.get(bindingPath(subscriptionId)));
    return parsed.success ? parsed.data : null;
  }

  async set(subscriptionId: string, binding: PayPalBinding): Promise<void> {
    if (!isSubscriptionId(subscriptionId)) throw new Error(`Not a PayPal subscription id`);
    await this.database.set(bindingPath(subscriptionId), binding);
  }

  /**
   * Keeps the payer PayPal reports with the binding, and the binding in the index of its address.
   * Writes only what changed (every webhook comes here). An address the payer no longer has stays
   * in the index: readers check it against the binding (subscriptionsOfEmail).
   */
  async recordPayer(
    subscriptionId: string,
    binding: PayPalBinding,
    payer: PayPalPayer | null,
  ): Promise<void> {
    if (!payer || !isSubscriptionId(subscriptionId)) return;
    const known = binding.subscriber;
    if (known?.payerId === payer.payerId && known?.email === payer.email) return;
    const subscriber = { ...known, ...payer };
    if (payer.email)
      await this.database.set(`${emailIndexPath(payer.email)}/${subscriptionId}`, true);
    await this.database.update(bindingPath(subscriptionId), { subscriber });
  }

  /** The upsell's plan, accepted from now on besides the plan bought (judgeBoundSubscription). */
  async markRevision(subscriptionId: string, planId: string): Promise<void> {
    if (!isSubscriptionId(subscriptionId)) return;
    await this.database.update(bindingPath(subscriptionId), { revisedPlanId: planId });
  }

  /**
   * The upsell was withdrawn and PayPal asked to go back to the plan bought (`planId`, its
   * standard plan): after the buyer's consent that is a revision of ours too.
   */
  async markPlanRevert(subscriptionId: string, planId: string): Promise<void> {
    if (!isSubscriptionId(subscriptionId)) return;
    await this.database.update(bindingPath(subscriptionId), { revertPlanId: planId });
  }

  /**
   * The retention offer lowered the plan's price: PayPal shows `plan_overridden` from then on, and
   * the view shows when the offer started (spec 02 §3 `specialOfferStartDate`).
   */
  async markSpecialOffer(subscriptionId: string, at: string): Promise<void> {
    if (!isSubscriptionId(subscriptionId)) return;
    await this.database.update(bindingPath(subscriptionId), {
      cyclePriceChangedAt: at,
      'metadata/specialOfferStartDate': at,
    });
  }

  /**
   * The offer's price change failed: the subscription shows no offer taken. The override mark
   * stays, as PayPal may have made the change without answering (the job puts the price back).
   */
  async unmarkSpecialOffer(subscriptionId: string): Promise<void> {
    if (!isSubscriptionId(subscriptionId)) return;
    await this.database.update(bindingPath(subscriptionId), {
      'metadata/specialOfferStartDate': null,
    });
  }

  async markTrialRefused(subscriptionId: string, at: string): Promise<void> {
    if (!isSubscriptionId(subscriptionId)) return;
    await this.database.update(bindingPath(subscriptionId), { trialRefusedAt: at });
  }

  /** The bound subscriptions whose payer has this address now (as last reported by PayPal). */
  async subscriptionsOfEmail(
    email: string,
  ): Promise<{ subscriptionId: string; binding: PayPalBinding }[]> {
    const indexed = await this.database.get(emailIndexPath(email));
    if (typeof indexed !== 'object' || indexed === null) return [];
    const ids = Object.keys(indexed).filter(isSubscriptionId).slice(0, 20);
    const found = await Promise.all(
      ids.map(async (subscriptionId) => ({
        subscriptionId,
        binding: await this.get(subscriptionId),
      })),
    );
    const key = emailKey(email);
    return found.filter(
      (entry): entry is { subscriptionId: string; binding: PayPalBinding } =>
        !!entry.binding?.subscriber?.email && emailKey(entry.binding.subscriber.email) === key,
    );
  }
}
