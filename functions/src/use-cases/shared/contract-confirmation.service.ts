import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { LegalTexts } from '../../adapters/legal/legal-texts.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { Mailer } from '../../adapters/mail/mailer.port';
import type {
  ContractFacts,
  KnownPurchaseFacts,
  PurchaseFacts,
} from '../../adapters/purchases/contract-facts.port';
import { TERMS_VERSION, WITHDRAWAL_INSTRUCTIONS_VERSION } from '../../contract/legal-versions';
import { toLanguage } from '../../contract/languages';
import type { ContractMailData } from '../../domain/contract-mail/contract-mail';
import type { RenderedMail } from '../../domain/mail/mail-document';
import {
  contractConcluded,
  renewalOf,
  trialEndOf,
} from '../../domain/contracts/contract-conclusion.rules';
import {
  ebookContractId,
  subscriptionContractId,
  upsellContractId,
} from '../../domain/contracts/contract-ids';
import type { ContractKind, ContractRecord } from '../../domain/contracts/contract-record';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import type { ContractsRepository } from './contracts.repository';
import type { PaidOneOff, PurchaseObserver } from './iap-log.service';

/** What sending the confirmations needs; without it contracts are recorded and wait. */
export interface ContractMailSettings {
  mailer: Mailer;
  compose: (data: ContractMailData) => RenderedMail;
  /** The web origin the cancel and withdraw links open. */
  webUrl: string;
}

/** A confirmation that failed this often is left to support (it stays listed as pending). */
export const MAX_CONFIRMATION_ATTEMPTS = 10;

const PRODUCTS: Record<ContractKind, string> = {
  subscription: 'Fastwell Premium',
  upsell: 'Fastwell Premium',
  ebook: 'Fastwell E-Book',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Art. 8(7) CRD, §312f BGB: every purchase is confirmed on a durable medium, once. Whichever
 * observer of a purchase (the buyer's return, a webhook) sees it concluded first records the
 * contract (ContractsRepository.claim) and sends its mail; the others find it recorded. A mail
 * that fails is retried by the hourly job (`sendPending`), never sent twice once it went out.
 */
export class ContractConfirmationService implements PurchaseObserver {
  constructor(
    private readonly deps: {
      database: Database;
      clock: Clock;
      logger: Logger;
      contracts: ContractsRepository;
      facts: { stripe: ContractFacts | null; paypal: ContractFacts | null };
      legal: LegalTexts;
      mail: ContractMailSettings | null;
    },
  ) {}

  /** A subscription was observed (every observer calls this after recording it). */
  subscriptionObserved(
    uid: string,
    view: SubscriptionView,
    known?: KnownPurchaseFacts,
  ): Promise<void> {
    return this.logged({ subscriptionId: view.id }, () =>
      this.recordSubscription(uid, view, known),
    );
  }

  private async recordSubscription(
    uid: string,
    view: SubscriptionView,
    known: KnownPurchaseFacts | undefined,
  ): Promise<void> {
    const { contracts } = this.deps;
    const facts = this.deps.facts[view.provider];
    if (!facts) return;
    const base = await contracts.get(subscriptionContractId(view.id));
    const upsellRecorded =
      base !== null &&
      view.plan.id !== null &&
      (await contracts.get(upsellContractId(view.id, view.plan.id))) !== null;
    const conclusion = contractConcluded(view, {
      subscriptionPlan: base ? (base.planId ?? null) : undefined,
      upsellRecorded,
    });
    if (!conclusion) return;
    const purchase = known?.(conclusion.kind) ?? (await facts.subscription(view, conclusion.kind));
    const renewal = renewalOf(view);
    const trialEndsAt = trialEndOf(view);
    await this.conclude({
      ...(await this.buyer(uid, purchase, view.metadata.lang)),
      id: conclusion.id,
      uid,
      kind: conclusion.kind,
      provider: view.provider,
      subscriptionId: view.id,
      ...(view.plan.id ? { planId: view.plan.id } : {}),
      ...(conclusion.kind === 'upsell' && purchase.paymentId
        ? { paymentId: purchase.paymentId }
        : {}),
      concludedAt: purchase.concludedAt.toISOString(),
      product: PRODUCTS[conclusion.kind],
      charged: purchase.charged,
      ...(renewal ? { renewal } : {}),
      ...(trialEndsAt ? { trialEndsAt } : {}),
    });
  }

  /** The e-book was paid (its return or its webhook). */
  ebookPaid(uid: string, payment: PaidOneOff): Promise<void> {
    return this.logged({ paymentId: payment.id }, () => this.recordEbook(uid, payment));
  }

  /** A contract that could not be recorded is logged, and the caller decides (see IapLogService). */
  private async logged(what: Record<string, string>, record: () => Promise<void>): Promise<void> {
    try {
      await record();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.deps.logger.error('contract not recorded', { ...what, message });
      throw error;
    }
  }

  private async recordEbook(uid: string, payment: PaidOneOff): Promise<void> {
    const provider = payment.provider ?? 'stripe';
    const facts = this.deps.facts[provider];
    if (!facts || (await this.deps.contracts.get(ebookContractId(payment.id)))) return;
    const purchase = await facts.oneOff(payment);
    const waiver = await this.deps.database.get(`users/${uid}/ebookWaiver`);
    const acceptedAt =
      isObject(waiver) && typeof waiver.acceptedAt === 'string' ? waiver.acceptedAt : null;
    await this.conclude({
      ...(await this.buyer(uid, purchase)),
      id: ebookContractId(payment.id),
      uid,
      kind: 'ebook',
      provider,
      paymentId: payment.id,
      concludedAt: purchase.concludedAt.toISOString(),
      product: PRODUCTS.ebook,
      charged: purchase.charged,
      ...(acceptedAt ? { ebookWaiverAcceptedAt: acceptedAt } : {}),
    });
  }

  /** The hourly job: sends the confirmations still pending; answers how many went out. */
  async sendPending(): Promise<{ sent: number; failed: number }> {
    const counts = { sent: 0, failed: 0 };
    for (const id of await this.deps.contracts.pending()) {
      const record = await this.deps.contracts.get(id);
      if (!record || record.confirmation.sentAt || !record.email) {
        await this.deps.contracts.forgetPending(id);
        continue;
      }
      if (record.confirmation.attempts >= MAX_CONFIRMATION_ATTEMPTS) continue;
      counts[(await this.send(record)) ? 'sent' : 'failed'] += 1;
    }
    return counts;
  }

  /**
   * The buyer's address: the one they gave us (the account's, or the one typed in the funnel),
   * else the provider's (a PayPal payer's may differ: kept beside it, and a withdrawal by either
   * finds the contract); their language: the one they bought in, else the account's.
   */
  private async buyer(
    uid: string,
    purchase: PurchaseFacts,
    boughtIn?: string,
  ): Promise<Pick<ContractRecord, 'email' | 'language' | 'payerEmail'>> {
    const user = await this.deps.database.get(`users/${uid}`);
    const record = isObject(user) ? user : {};
    const providerData = isObject(record.providerData) ? record.providerData : {};
    const given =
      typeof providerData.email === 'string'
        ? providerData.email
        : typeof record.newsletterEmail === 'string'
          ? record.newsletterEmail
          : null;
    const normalise = (email: string) => email.trim().toLowerCase();
    const email = normalise(given ?? purchase.email ?? '');
    const payer = purchase.email ? normalise(purchase.email) : null;
    // The e-book is bought right after the subscription, in the language of that funnel.
    const subscription = isObject(record.subscription) ? record.subscription : {};
    const metadata = isObject(subscription.metadata) ? subscription.metadata : {};
    return {
      email,
      ...(payer && payer !== email ? { payerEmail: payer } : {}),
      language: toLanguage(boughtIn ?? metadata.lang ?? record.lang),
    };
  }

  private async conclude(
    contract: Omit<ContractRecord, 'termsVersion' | 'instructionsVersion' | 'confirmation'>,
  ): Promise<void> {
    const record: ContractRecord = {
      ...contract,
      termsVersion: TERMS_VERSION,
      instructionsVersion: WITHDRAWAL_INSTRUCTIONS_VERSION,
      confirmation: { attempts: 0 },
    };
    if (!(await this.deps.contracts.claim(record))) return;
    this.deps.logger.info('contract concluded', {
      contractId: record.id,
      kind: record.kind,
      provider: record.provider,
    });
    if (record.email) await this.send(record);
  }

  /** Sends the confirmation; a failure is recorded (the hourly job retries), never thrown. */
  private async send(record: ContractRecord): Promise<boolean> {
    const { mail, clock, contracts, logger } = this.deps;
    if (!mail) return false;
    const attempts = record.confirmation.attempts + 1;
    try {
      const url = (path: string) => {
        const link = new URL(path, mail.webUrl);
        link.searchParams.set('lang', record.language);
        return link.toString();
      };
      const rendered = mail.compose({
        language: record.language,
        kind: record.kind,
        reference: record.id,
        concludedAt: record.concludedAt,
        email: record.email,
        provider: record.provider,
        product: record.product,
        chargedToday: record.charged,
        ...(record.renewal ? { renewal: record.renewal } : {}),
        ...(record.trialEndsAt ? { trialEndsAt: record.trialEndsAt } : {}),
        ...(record.ebookWaiverAcceptedAt
          ? { ebookWaiverAcceptedAt: record.ebookWaiverAcceptedAt }
          : {}),
        cancelUrl: url('/cancel'),
        withdrawUrl: url('/withdraw'),
        terms: { version: record.termsVersion, text: await this.deps.legal.terms(record.language) },
      });
      await mail.mailer.send({ to: record.email, ...rendered });
      await contracts.markSent(record.id, clock.now().toISOString(), attempts);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error('contract confirmation not sent', { contractId: record.id, message });
      await contracts.markFailed(record.id, clock.now().toISOString(), attempts);
      return false;
    }
  }
}
