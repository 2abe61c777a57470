import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { Mailer } from '../../adapters/mail/mailer.port';
import type { PayPalRefunds } from '../../adapters/paypal/paypal-refunds.port';
import type { PayPalRevisions } from '../../adapters/paypal/paypal-revisions.port';
import type { PayPalSubscriptionRecords } from '../../adapters/paypal/paypal-subscription-records.port';
import type { SubscriptionProvider } from '../../adapters/providers/subscription-provider.port';
import type {
  PayPalPlanConsentAnswer,
  PayPalPlanStatus,
} from '../../contract/api/paypal-plan-consent';
import { PAYPAL_PLAN_LINK_PARAM } from '../../contract/url-params';
import { AppError } from '../../domain/app-error';
import type { RenderedMail } from '../../domain/mail/mail-document';
import type {
  PayPalPlanMailData,
  PayPalPlanMailKind,
} from '../../domain/paypal-plan-mail/paypal-plan-mail';
import { PAYPAL_PLANS } from '../../domain/paypal-plan-catalogue';
import { WITHDRAWAL_NOTE_PREFIX } from '../../domain/paypal-subscription';
import {
  PAYPAL_PLAN_LINK_DAYS_AFTER_DEADLINE,
  signPayPalPlanLink,
  verifyPayPalPlanLink,
} from '../../domain/withdrawals/paypal-plan-link';
import {
  nextPlanRevertStep,
  payPalFactsOf,
  standardPlanFor,
} from '../../domain/withdrawals/paypal-plan-revert.rules';
import { ledgerPayments, salesFrom } from '../../domain/withdrawals/withdrawal-refunds.rules';
import type { IapLogService } from '../shared/iap-log.service';
import type { PayPalBindingsRepository } from '../shared/paypal-bindings.repository';
import type { PayPalPlanRevertsRepository, PlanRevert } from './paypal-plan-reverts.repository';
import type { WithdrawalsRepository } from './withdrawals.repository';

const DAY_MS = 24 * 3600 * 1000;
/** An ended plan is looked at this long after its deadline: a late sale's webhook is refunded. */
const LATE_SALES_DAYS = 3;

const invalidLink = () => new AppError('invalid', 'plan-link-invalid', 'This link is not valid');
const closed = () =>
  new AppError('conflict', 'plan-consent-closed', 'The plan can no longer be confirmed here');

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export interface PayPalPlanRevertCounts {
  confirmed: number;
  reminded: number;
  ended: number;
  /** Sales of a withdrawn plan PayPal took after all, refunded. */
  refunded: number;
  failed: number;
}

/**
 * A PayPal upgrade withdrawn on its own (issue 36; the Stripe plan goes back at once). PayPal moves
 * a subscription back to its earlier plan only with the buyer's consent, so: the buyer is mailed a
 * signed link whose page asks PayPal for a fresh revision back to the kept plan and sends the
 * buyer to consent; reminded three days before the withdrawn plan's first payment; and, without
 * consent, the subscription is cancelled just before it (nothing of the withdrawn plan is ever
 * billed; premium ends with what was paid). A withdrawn plan PayPal already billed is refunded by
 * the withdrawal and ended at once.
 */
export class PayPalPlanRevertService {
  constructor(
    private readonly deps: {
      records: PayPalSubscriptionRecords;
      revisions: PayPalRevisions;
      provider: SubscriptionProvider;
      refunds: PayPalRefunds;
      database: Database;
      bindings: Pick<PayPalBindingsRepository, 'get' | 'markPlanRevert'>;
      reverts: PayPalPlanRevertsRepository;
      withdrawals: Pick<WithdrawalsRepository, 'get'>;
      iapLog: IapLogService;
      clock: Clock;
      logger: Logger;
      mail: {
        mailer: Mailer;
        compose: (data: PayPalPlanMailData) => RenderedMail;
        webUrl: string;
        linkSecret: string;
      };
    },
  ) {}

  /** The withdrawal's part: asked once per subscription; a second call finds it started. */
  async start(subscriptionId: string, boughtPlanId: string, withdrawalId: string): Promise<void> {
    const { reverts, clock } = this.deps;
    if (await reverts.get(subscriptionId)) return;
    const subscription = await this.deps.records.get(subscriptionId);
    if (!subscription) throw new Error(`PayPal does not know ${subscriptionId}`);
    const keptPlanId = standardPlanFor(boughtPlanId);
    if (!keptPlanId) throw new Error(`no standard plan for ${boughtPlanId}`);
    if (subscription.plan_id === keptPlanId || subscription.plan_id === boughtPlanId) return;
    const binding = await this.deps.bindings.get(subscriptionId);
    const withdrawal = await this.deps.withdrawals.get(withdrawalId);
    const regular = PAYPAL_PLANS.get(keptPlanId)?.regular;
    if (!binding || !withdrawal || !regular)
      throw new Error(`no binding, withdrawal or plan to keep for ${subscriptionId}`);
    const now = clock.now().toISOString();
    const revert: PlanRevert = {
      uid: binding.uid,
      withdrawalId,
      keptPlanId,
      email: withdrawal.email,
      language: withdrawal.language,
      price: { amount: regular.amount, currency: regular.currency, months: regular.months },
      firstChargeAt: subscription.billing_info?.next_billing_time ?? now,
      requestedAt: now,
      status: 'awaiting-consent',
    };
    await reverts.create(subscriptionId, revert);
    if (nextPlanRevertStep(revert, payPalFactsOf(subscription), clock.now()) === 'end') {
      // What PayPal billed of the withdrawn plan, this withdrawal refunds (paymentsOf) and states.
      await this.end(subscriptionId, revert, { refundSales: false });
      return;
    }
    await this.deps.bindings.markPlanRevert(subscriptionId, keptPlanId);
    await this.send(subscriptionId, revert, 'request');
  }

  /** The page of the mail's link: where keeping the plan stands (PayPal is read, not changed). */
  async status(token: string): Promise<PayPalPlanStatus> {
    const { subscriptionId, revert } = await this.fromLink(token);
    if (revert.status !== 'awaiting-consent') return statusOf(revert);
    const subscription = await this.deps.records.get(subscriptionId);
    if (!subscription) return statusOf(revert);
    const step = nextPlanRevertStep(revert, payPalFactsOf(subscription), this.deps.clock.now());
    if (step === 'confirmed') return statusOf(await this.confirm(subscriptionId, revert));
    if (step === 'end') return statusOf(await this.end(subscriptionId, revert));
    return statusOf(revert);
  }

  /** The page's button: a fresh revision back to the kept plan, and PayPal's consent link. */
  async startConsent(token: string): Promise<PayPalPlanConsentAnswer> {
    const { subscriptionId, revert } = await this.fromLink(token);
    if (revert.status !== 'awaiting-consent') throw closed();
    const subscription = await this.deps.records.get(subscriptionId);
    if (!subscription) throw closed();
    const step = nextPlanRevertStep(revert, payPalFactsOf(subscription), this.deps.clock.now());
    if (step === 'confirmed') await this.confirm(subscriptionId, revert);
    if (step === 'end') await this.end(subscriptionId, revert);
    if (step === 'confirmed' || step === 'end') throw closed();
    // Recorded before PayPal is asked: the consent's webhook must find the plan the server's.
    await this.deps.bindings.markPlanRevert(subscriptionId, revert.keptPlanId);
    const page = this.pageUrl(subscriptionId, revert, token);
    const { approveUrl } = await this.deps.revisions.revise(subscriptionId, revert.keptPlanId, {
      returnUrl: page,
      cancelUrl: page,
    });
    if (!approveUrl)
      throw new AppError('unavailable', 'paypal-unavailable', 'PayPal gave no consent link');
    return { approveUrl };
  }

  /** The hourly job: confirms, reminds, or ends each plan awaiting consent. */
  async settleDue(): Promise<PayPalPlanRevertCounts> {
    const counts: PayPalPlanRevertCounts = {
      confirmed: 0,
      reminded: 0,
      ended: 0,
      refunded: 0,
      failed: 0,
    };
    const now = this.deps.clock.now();
    const lateSalesSince = new Date(now.getTime() - LATE_SALES_DAYS * DAY_MS);
    for (const subscriptionId of await this.deps.reverts.toSettle(lateSalesSince)) {
      try {
        const revert = await this.deps.reverts.get(subscriptionId);
        if (revert?.status === 'ended') {
          counts.refunded += await this.refundWithdrawnPlanSales(subscriptionId, revert);
          continue;
        }
        const subscription = await this.deps.records.get(subscriptionId);
        if (!revert || !subscription) continue;
        const step = nextPlanRevertStep(revert, payPalFactsOf(subscription), this.deps.clock.now());
        if (step === 'confirmed') {
          await this.confirm(subscriptionId, revert);
          counts.confirmed += 1;
        } else if (step === 'end') {
          await this.end(subscriptionId, revert);
          counts.ended += 1;
        } else if (step === 'remind') {
          if (await this.send(subscriptionId, revert, 'reminder'))
            await this.deps.reverts.update(subscriptionId, {
              remindedAt: this.deps.clock.now().toISOString(),
            });
          counts.reminded += 1;
        }
      } catch (error) {
        counts.failed += 1;
        this.deps.logger.error('PayPal plan revert not settled', {
          subscriptionId,
          message: messageOf(error),
        });
      }
    }
    return counts;
  }

  private async fromLink(token: string) {
    const verified = verifyPayPalPlanLink(token, this.deps.mail.linkSecret, this.deps.clock.now());
    if (!verified.ok) throw invalidLink();
    const { subscriptionId } = verified.claim;
    const revert = await this.deps.reverts.get(subscriptionId);
    if (!revert) throw invalidLink();
    return { subscriptionId, revert };
  }

  private async confirm(subscriptionId: string, revert: PlanRevert): Promise<PlanRevert> {
    const confirmedAt = this.deps.clock.now().toISOString();
    await this.deps.reverts.update(subscriptionId, { status: 'confirmed', confirmedAt });
    await this.recordView(subscriptionId, revert, 'confirmed');
    this.deps.logger.info('PayPal plan kept after a withdrawn upgrade', { subscriptionId });
    return { ...revert, status: 'confirmed', confirmedAt };
  }

  /**
   * Cancelled at PayPal as a withdrawal (the view ends now), before the withdrawn plan bills; a
   * sale of it PayPal took after all (a late run, a consent after the billing) is refunded.
   */
  private async end(
    subscriptionId: string,
    revert: PlanRevert,
    options: { refundSales: boolean } = { refundSales: true },
  ): Promise<PlanRevert> {
    await this.deps.provider.cancelNow(
      subscriptionId,
      `${WITHDRAWAL_NOTE_PREFIX}${revert.withdrawalId}`,
    );
    const endedAt = this.deps.clock.now().toISOString();
    await this.deps.reverts.update(subscriptionId, { status: 'ended', endedAt });
    const ended: PlanRevert = { ...revert, status: 'ended', endedAt };
    if (options.refundSales) await this.refundWithdrawnPlanSales(subscriptionId, ended);
    await this.recordView(subscriptionId, revert, 'ended');
    this.deps.logger.info('PayPal plan not consented; subscription ended', { subscriptionId });
    await this.send(subscriptionId, { ...revert, firstChargeAt: endedAt }, 'ended');
    return ended;
  }

  /**
   * Refunds each sale of an ended plan from the withdrawn plan's first payment on (the ledger's,
   * as the webhooks recorded them), but those refunded in full already (by the withdrawal, or by
   * an earlier run); how many were refunded now.
   */
  private async refundWithdrawnPlanSales(
    subscriptionId: string,
    revert: PlanRevert,
  ): Promise<number> {
    const ledger = ledgerPayments(await this.deps.database.get(`users/${revert.uid}/payments`));
    let refunded = 0;
    for (const sale of salesFrom(ledger, subscriptionId, revert.firstChargeAt)) {
      if (revert.refundedSales?.[sale.id] || (sale.refunded ?? 0) >= sale.amount) continue;
      await this.deps.refunds.refundSale(sale.id);
      await this.deps.reverts.update(subscriptionId, {
        [`refundedSales/${sale.id}`]: this.deps.clock.now().toISOString(),
      });
      this.deps.logger.warn('PayPal billed a withdrawn plan; sale refunded', {
        subscriptionId,
        saleId: sale.id,
      });
      refunded += 1;
    }
    return refunded;
  }

  private async recordView(subscriptionId: string, revert: PlanRevert, outcome: string) {
    const after = await this.deps.provider.retrieve(subscriptionId);
    if (after)
      await this.deps.iapLog.recordSubscription(revert.uid, after.view, {
        type: 'paypal',
        eventId: `plan_revert_${subscriptionId}_${outcome}`,
      });
  }

  private pageUrl(subscriptionId: string, revert: PlanRevert, token?: string): string {
    const { webUrl, linkSecret } = this.deps.mail;
    const expiresAt =
      Date.parse(revert.firstChargeAt) + PAYPAL_PLAN_LINK_DAYS_AFTER_DEADLINE * DAY_MS;
    const signed =
      token ??
      signPayPalPlanLink({ subscriptionId, expiresAt: Math.floor(expiresAt / 1000) }, linkSecret);
    const url = new URL('/withdraw/paypal-plan', webUrl);
    url.searchParams.set(PAYPAL_PLAN_LINK_PARAM, signed);
    url.searchParams.set('lang', revert.language);
    return url.toString();
  }

  /** True when the mail went out; a failure is logged and kept with the record. */
  private async send(
    subscriptionId: string,
    revert: PlanRevert,
    kind: PayPalPlanMailKind,
  ): Promise<boolean> {
    const { mailer, compose, webUrl } = this.deps.mail;
    const link =
      kind === 'ended'
        ? new URL(`/login?lang=${revert.language}`, webUrl).toString()
        : this.pageUrl(subscriptionId, revert);
    try {
      await mailer.send({
        to: revert.email,
        ...compose({
          language: revert.language,
          kind,
          price: revert.price,
          firstChargeAt: revert.firstChargeAt,
          link,
        }),
      });
      await this.deps.reverts.update(subscriptionId, {
        [`mail/${kind}`]: this.deps.clock.now().toISOString(),
      });
      return true;
    } catch (error) {
      this.deps.logger.error('PayPal plan mail not sent', {
        subscriptionId,
        kind,
        message: messageOf(error),
      });
      await this.deps.reverts.update(subscriptionId, {
        [`mail/${kind}Failed`]: this.deps.clock.now().toISOString(),
      });
      return false;
    }
  }
}

const statusOf = (revert: PlanRevert): PayPalPlanStatus => ({
  status: revert.status,
  amount: revert.price.amount,
  currency: revert.price.currency,
  months: revert.price.months,
  firstChargeAt: revert.endedAt ?? revert.firstChargeAt,
});
