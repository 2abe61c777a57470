import type { Database } from '../../adapters/database/database.port';
import type { RenewalMailKind } from '../../domain/renewal-recovery/renewal-failure.rules';

/** How a failed renewal ended: paid by a retry, by a new card, by authenticating, or not at all. */
export type RecoveryOutcome = 'retry' | 'card-update' | 'authentication' | 'ended';

/**
 * renewalRecoveries/{invoiceId}: one renewal invoice that failed, from its first failure to its
 * outcome, with the mails sent for it (the billing report reads these too).
 */
export interface RenewalRecoveryRecord {
  /** Stripe: the invoice's id; PayPal: `{subscriptionId}~{first failure, Unix seconds}`. */
  invoiceId: string;
  provider: 'stripe' | 'paypal';
  uid: string;
  subscriptionId: string;
  amount: number;
  currency: string;
  /** ISO: the first failure seen; the grace period runs from here. */
  firstFailedAt: string;
  /** The issuer's decline code of the first failure. */
  firstDeclineCode: string | null;
  mails?: Partial<Record<RenewalMailKind, { claimedAt: string; sentAt?: string }>>;
  /** Set by the card-update page before it pays: tells a recovery by new card from a retry. */
  cardUpdatedAt?: string;
  authenticatedAt?: string;
  outcome?: RecoveryOutcome;
  /** ISO: paid or ended. */
  resolvedAt?: string;
}

const path = (invoiceId: string): string => `renewalRecoveries/${invoiceId}`;
/** The open recovery of each subscription (the one its link and the management screen show). */
const openPath = (subscriptionId: string): string => `openRenewalRecoveries/${subscriptionId}`;

/** A mail claimed this long ago and not sent (its sender died) may be claimed again. */
const CLAIM_LEASE_MS = 10 * 60 * 1000;

const isRecord = (value: unknown): value is RenewalRecoveryRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RenewalRecoveryRecord).invoiceId === 'string';

export class RenewalRecoveriesRepository {
  constructor(private readonly database: Database) {}

  async get(invoiceId: string): Promise<RenewalRecoveryRecord | null> {
    const value = await this.database.get(path(invoiceId));
    return isRecord(value) ? value : null;
  }

  async openOf(subscriptionId: string): Promise<RenewalRecoveryRecord | null> {
    const invoiceId = await this.database.get(openPath(subscriptionId));
    return typeof invoiceId === 'string' ? this.get(invoiceId) : null;
  }

  /** Records the first failure of an invoice; an existing record stays as it is. */
  async open(record: RenewalRecoveryRecord): Promise<RenewalRecoveryRecord> {
    const result = await this.database.transaction(path(record.invoiceId), (current) =>
      isRecord(current) ? current : record,
    );
    await this.database.set(openPath(record.subscriptionId), record.invoiceId);
    return isRecord(result.value) ? result.value : record;
  }

  /**
   * Claims one mail of an invoice: true when this caller is to send it (nobody sent it, and no
   * other sender holds a recent claim), so retries and duplicate events send it once.
   */
  async claimMail(invoiceId: string, kind: RenewalMailKind, now: Date): Promise<boolean> {
    let claimed = false;
    await this.database.transaction(`${path(invoiceId)}/mails/${kind}`, (current) => {
      const mail = current as { claimedAt?: string; sentAt?: string } | null;
      const held =
        mail?.sentAt !== undefined ||
        (mail?.claimedAt !== undefined &&
          now.getTime() - Date.parse(mail.claimedAt) < CLAIM_LEASE_MS);
      claimed = !held;
      return held ? undefined : { claimedAt: now.toISOString() };
    });
    return claimed;
  }

  async markMailSent(invoiceId: string, kind: RenewalMailKind, at: Date): Promise<void> {
    await this.database.set(`${path(invoiceId)}/mails/${kind}/sentAt`, at.toISOString());
  }

  async releaseMail(invoiceId: string, kind: RenewalMailKind): Promise<void> {
    await this.database.remove(`${path(invoiceId)}/mails/${kind}`);
  }

  async note(
    invoiceId: string,
    fields: Partial<Pick<RenewalRecoveryRecord, 'cardUpdatedAt' | 'authenticatedAt'>>,
  ): Promise<void> {
    await this.database.update(path(invoiceId), fields);
  }

  /** The invoice got paid or the subscription ended: the outcome is kept, the first one wins. */
  async resolve(record: RenewalRecoveryRecord, outcome: RecoveryOutcome, at: Date): Promise<void> {
    await this.database.transaction(path(record.invoiceId), (current) => {
      if (!isRecord(current) || current.outcome) return undefined;
      return { ...current, outcome, resolvedAt: at.toISOString() };
    });
    const open = await this.database.get(openPath(record.subscriptionId));
    if (open === record.invoiceId) await this.database.remove(openPath(record.subscriptionId));
  }
}
