import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { Mailer } from '../../adapters/mail/mailer.port';
import { toLanguage } from '../../contract/languages';
import type { EndingTrial } from '../../domain/trial-reminder.rules';
import { TRIAL_REMINDER_AHEAD_MS } from '../../domain/trial-reminder.rules';
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

/** PayPal trials waiting for their reminder: trialRemindersDue/{subscriptionId}. */
const DUE = 'trialRemindersDue';

/** Claimed this long ago and not sent (the sender died): may be claimed again. */
const CLAIM_LEASE_MS = 10 * 60 * 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Three days before a trial converts the subscriber is told the date, the price that will be
 * charged and how to cancel (Stripe's `trial_will_end`; PayPal, which sends no such event, by the
 * hourly job over the trials its webhooks saw). Once per subscription and trial end:
 * trialReminders/{subscriptionId} records the one sent.
 */
export class TrialReminderService {
  constructor(
    private readonly deps: {
      database: Database;
      clock: Clock;
      logger: Logger;
      contracts: ContractsRepository;
      mail: TrialReminderMailSettings | null;
      /** PayPal's trial as it stands now (the hourly job re-reads each due one); null: no PayPal. */
      payPalTrial: ((subscriptionId: string) => Promise<EndingTrial | null>) | null;
    },
  ) {}

  /**
   * A PayPal trial seen by its webhook: PayPal sends no event before a trial converts, so the
   * hourly job (`remindDue`) reminds it three days ahead from this list.
   */
  async schedule(uid: string, trial: EndingTrial): Promise<void> {
    const trialEnd = Math.floor(trial.trialEndsAt.getTime() / 1000);
    const sent = await this.deps.database.get(this.path(trial.subscriptionId));
    if (isObject(sent) && sent.trialEnd === trialEnd && typeof sent.sentAt === 'string') return;
    await this.deps.database.set(`${DUE}/${trial.subscriptionId}`, {
      uid,
      trialEnd,
      ...(trial.language ? { language: trial.language } : {}),
    });
  }

  /** The hourly job: the PayPal trials converting within three days, each re-read at PayPal. */
  async remindDue(): Promise<{ sent: number; dropped: number }> {
    const counts = { sent: 0, dropped: 0 };
    const due = await this.deps.database.get(DUE);
    if (!isObject(due) || !this.deps.payPalTrial) return counts;
    const now = this.deps.clock.now().getTime();
    for (const [subscriptionId, entry] of Object.entries(due)) {
      if (!isObject(entry) || typeof entry.uid !== 'string' || typeof entry.trialEnd !== 'number') {
        await this.deps.database.remove(`${DUE}/${subscriptionId}`);
        continue;
      }
      if (entry.trialEnd * 1000 - now > TRIAL_REMINDER_AHEAD_MS) continue;
      const trial = await this.deps.payPalTrial(subscriptionId);
      const language = typeof entry.language === 'string' ? entry.language : undefined;
      if (
        trial &&
        (await this.remind(entry.uid, { ...trial, ...(language ? { language } : {}) })) === 'sent'
      )
        counts.sent += 1;
      else counts.dropped += 1;
      await this.deps.database.remove(`${DUE}/${subscriptionId}`);
    }
    return counts;
  }

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
