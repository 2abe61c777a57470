import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { Mailer } from '../../adapters/mail/mailer.port';
import { toLanguage } from '../../contract/languages';
import type { RenewalInterval } from '../../domain/contract-mail/contract-mail.texts';
import type { RenderedMail } from '../../domain/mail/mail-document';
import type { TrialReminderMailData } from '../../domain/trial-reminder-mail/trial-reminder-mail';
import { accountAddress } from './account-address';
import type { ContractsRepository } from './contracts.repository';
import { subscriptionContractId } from '../../domain/contracts/contract-ids';

/** What sending the reminder needs; without it nothing is sent. */
export interface TrialReminderMailSettings {
  mailer: Mailer;
  compose: (data: TrialReminderMailData) => RenderedMail;
  /** The web origin of the public cancellation page. */
  webUrl: string;
}

/** A trial about to convert, as its provider reports it now. */
export interface EndingTrial {
  provider: 'stripe' | 'paypal';
  subscriptionId: string;
  /** When the trial ends and the first regular payment is collected. */
  trialEndsAt: Date;
  /** What each regular period costs; minor units. */
  price: { amount: number; currency: string; interval: RenewalInterval; intervalCount: number };
  /** The language it was bought in, if the provider kept it. */
  language?: string;
}

/** Claimed this long ago and not sent (the sender died): may be claimed again. */
const CLAIM_LEASE_MS = 10 * 60 * 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Three days before a trial converts the subscriber is told the date, the price that will be
 * charged and how to cancel (Stripe's `trial_will_end`; PayPal by the hourly job). Once per
 * subscription and trial end: trialReminders/{subscriptionId} records the one sent.
 */
export class TrialReminderService {
  constructor(
    private readonly deps: {
      database: Database;
      clock: Clock;
      logger: Logger;
      contracts: ContractsRepository;
      mail: TrialReminderMailSettings | null;
    },
  ) {}

  async remind(uid: string, trial: EndingTrial): Promise<'sent' | 'skipped'> {
    const { mail, clock, logger } = this.deps;
    if (!mail || trial.trialEndsAt.getTime() <= clock.now().getTime()) return 'skipped';
    // A guest buyer's account has no address: the contract confirmation's went to theirs.
    const to =
      (await accountAddress(this.deps.database, uid)) ??
      (await this.deps.contracts.get(subscriptionContractId(trial.subscriptionId)))?.email ??
      null;
    if (!to) return 'skipped';
    const trialEnd = Math.floor(trial.trialEndsAt.getTime() / 1000);
    if (!(await this.claim(trial.subscriptionId, trialEnd))) return 'skipped';
    const rendered = mail.compose({
      language: toLanguage(trial.language ?? (await this.deps.database.get(`users/${uid}/lang`))),
      provider: trial.provider,
      product: 'Fastwell Premium',
      trialEndsAt: trial.trialEndsAt.toISOString(),
      price: trial.price,
      cancelUrl: `${mail.webUrl}/cancel`,
    });
    try {
      await mail.mailer.send({ ...rendered, to });
    } catch (error) {
      await this.deps.database.remove(this.path(trial.subscriptionId));
      throw error;
    }
    await this.deps.database.update(this.path(trial.subscriptionId), {
      sentAt: clock.now().toISOString(),
    });
    logger.info('trial reminder sent', { subscriptionId: trial.subscriptionId });
    return 'sent';
  }

  private path(subscriptionId: string): string {
    return `trialReminders/${subscriptionId}`;
  }

  /** True when this caller is to send the reminder of this trial end. */
  private async claim(subscriptionId: string, trialEnd: number): Promise<boolean> {
    const now = this.deps.clock.now();
    let claimed = false;
    await this.deps.database.transaction(this.path(subscriptionId), (current) => {
      const held =
        isObject(current) &&
        current.trialEnd === trialEnd &&
        (typeof current.sentAt === 'string' ||
          (typeof current.claimedAt === 'string' &&
            now.getTime() - Date.parse(current.claimedAt) < CLAIM_LEASE_MS));
      claimed = !held;
      return held ? undefined : { trialEnd, claimedAt: now.toISOString() };
    });
    return claimed;
  }
}
