import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import type { TrialClaim } from '../../domain/trial-usage.rules';
import { asTrialClaim, hasHadTrial, usageKey } from '../../domain/trial-usage.rules';
import type { Database } from '../../adapters/database/database.port';

type Kind = 'uids' | 'customers' | 'fingerprints' | 'paypalPayers';

const usagePath = (kind: Kind, key: string): string => `trialUsage/${kind}/${key}`;
/** Firebase uids never contain these; checked before a uid becomes part of a path. */
const isUid = (uid: string): boolean => /^[^/.#$[\]]{1,128}$/.test(uid);

/**
 * The durable marks of used trials (`trialUsage/{uids,customers,fingerprints,paypalPayers}/{key}`),
 * server only (database.rules.json denies clients). The first claim of a key wins and stays. A
 * PayPal payer's mark also keeps the payer's address at the time (`payerEmail`, for support).
 */
export class TrialUsageRepository {
  constructor(private readonly database: Database) {}

  async hasHadTrial(uid: string, customer: string | null): Promise<boolean> {
    if (!isUid(uid)) return true;
    const customerKey = usageKey(customer);
    const [uidClaim, customerClaim, iapLog] = await Promise.all([
      this.database.get(usagePath('uids', uid)),
      customerKey ? this.database.get(usagePath('customers', customerKey)) : null,
      this.database.get(`users/${uid}/iapLog`),
    ]);
    return hasHadTrial({ uidClaim, customerClaim, iapLog });
  }

  /**
   * Claims the uid, Stripe customer and card (when known) for one paid trial; answers the claim
   * that holds each of them (the first one made; this one where the key was free).
   */
  async claimTrial(
    keys: {
      uid: string;
      customer: string | null;
      fingerprint: string | null;
      payer?: { id: string; email?: string } | null;
    },
    subscriptionId: string,
    at: string,
  ): Promise<TrialClaim[]> {
    if (!isUid(keys.uid)) return [];
    const claim: TrialClaim = { uid: keys.uid, subscriptionId, at };
    const customer = usageKey(keys.customer);
    const fingerprint = usageKey(keys.fingerprint);
    const payer = usageKey(keys.payer?.id);
    const payerClaim = keys.payer?.email ? { ...claim, payerEmail: keys.payer.email } : claim;
    const owners = await Promise.all([
      this.claim('uids', keys.uid, claim),
      customer ? this.claim('customers', customer, claim) : null,
      fingerprint ? this.claim('fingerprints', fingerprint, claim) : null,
      payer ? this.claim('paypalPayers', payer, payerClaim) : null,
    ]);
    return owners.filter((owner): owner is TrialClaim => owner !== null);
  }

  /** Marks the uid and (Stripe) customer of a trial observed paid. */
  async markUsed(uid: string, view: SubscriptionView): Promise<void> {
    const customer = view.provider === 'stripe' ? view.customer : null;
    await this.claimTrial({ uid, customer, fingerprint: null }, view.id, view.updatedAt);
  }

  private async claim(kind: Kind, key: string, claim: TrialClaim): Promise<TrialClaim | null> {
    // A key is claimed once and for good: once taken, a read answers without the write lock
    // (every webhook of a trialing subscription comes here).
    const taken = await this.database.get(usagePath(kind, key));
    if (asTrialClaim(taken)) return asTrialClaim(taken);
    const result = await this.database.transaction(usagePath(kind, key), (current) =>
      asTrialClaim(current) ? current : claim,
    );
    return asTrialClaim(result.value);
  }
}
