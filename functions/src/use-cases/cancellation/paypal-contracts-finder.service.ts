import type { PayPalSubscriptionRecords } from '../../adapters/paypal/paypal-subscription-records.port';
import { normalisedEmail, payerOf } from '../../domain/paypal-binding.rules';
import type { PayPalBindingsRepository } from '../shared/paypal-bindings.repository';
import { isSubscriptionId } from '../shared/paypal-bindings.repository';

/** A PayPal subscription the server sold, and the account it is bound to. */
export interface PayPalContractRef {
  uid: string;
  subscriptionId: string;
}

/**
 * §312k for guest PayPal buyers (issue 32 point 5): an anonymous account has no address of
 * ours, so their contracts are found by the address PayPal reports for the payer (kept with each
 * binding, indexed by its hash). A subscription id given as the form's reference is looked up at
 * PayPal too (a binding from before the index, or a payer whose address changed since the last
 * webhook), but only counts when PayPal's address for its payer is the submitted one: the id
 * alone (printed on PayPal's receipts) cancels nothing.
 */
export class PayPalContractsFinder {
  constructor(
    private readonly deps: {
      bindings: PayPalBindingsRepository;
      /** null when PayPal is not configured. */
      paypal: PayPalSubscriptionRecords | null;
    },
  ) {}

  async find(email: string, reference?: string): Promise<PayPalContractRef[]> {
    const found = new Map<string, PayPalContractRef>();
    for (const { subscriptionId, binding } of await this.deps.bindings.subscriptionsOfEmail(email))
      found.set(subscriptionId, { uid: binding.uid, subscriptionId });
    const named = reference?.trim();
    if (named && isSubscriptionId(named) && !found.has(named)) {
      const byReference = await this.byReference(email, named);
      if (byReference) found.set(named, byReference);
    }
    return [...found.values()];
  }

  private async byReference(email: string, id: string): Promise<PayPalContractRef | null> {
    const { bindings, paypal } = this.deps;
    const binding = await bindings.get(id);
    if (!binding || !paypal) return null;
    const subscription = await paypal.get(id);
    const payer = subscription ? payerOf(subscription) : null;
    if (!payer?.email || payer.email !== normalisedEmail(email)) return null;
    await bindings.recordPayer(id, binding, payer);
    return { uid: binding.uid, subscriptionId: id };
  }
}
