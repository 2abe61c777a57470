import { randomUUID } from 'node:crypto';
import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { Mailer } from '../../adapters/mail/mailer.port';
import {
  WITHDRAWAL_DELAY_HOURS,
  type WithdrawalReceipt,
  type WithdrawalRequest,
} from '../../contract/api/withdrawals';
import { WITHDRAWAL_STOP_PARAM } from '../../contract/url-params';
import type { ContractRecord } from '../../domain/contracts/contract-record';
import type { RenderedMail } from '../../domain/mail/mail-document';
import type {
  WithdrawalMailContract,
  WithdrawalReceivedMailData,
} from '../../domain/withdrawal-mail/withdrawal-mail';
import {
  withdrawalOutcome,
  withdrawalPeriodEnd,
} from '../../domain/withdrawals/withdrawal-period.rules';
import {
  ledgerPayments,
  paidFor,
  paymentsOf,
} from '../../domain/withdrawals/withdrawal-refunds.rules';
import { withdrawalContractsFor } from '../../domain/withdrawals/withdrawal-reference.rules';
import { signWithdrawalStopLink } from '../../domain/withdrawals/withdrawal-stop-link';
import type { ContractsRepository } from '../shared/contracts.repository';
import type { MailQuota } from '../shared/mail-quota';
import type { WithdrawalContract, WithdrawalRecord } from './withdrawal-record';
import type { WithdrawalsRepository } from './withdrawals.repository';

const HOUR_MS = 3_600_000;

/** What sending the withdrawal mails needs; all of it or none (then the route answers 503). */
export interface WithdrawalMailSettings {
  mailer: Mailer;
  /** WITHDRAWALS_PER_ADDRESS_PER_DAY: bounds the mails, never a withdrawal. */
  quota: MailQuota;
  composeReceived: (data: WithdrawalReceivedMailData) => RenderedMail;
  /** The web origin the stop and cancel links open. */
  webUrl: string;
  linkSecret: string;
}

/**
 * Art. 11a CRD, §356a BGB: a withdrawal without login. Every submission is recorded first (its
 * receipt time is the legal one), then each contract of the address is judged (withdrawn within
 * its 14 days, its period ended, or an e-book whose right was waived), the withdrawn ones claimed
 * for this withdrawal, and the receipt confirmed by mail at once. Nothing ends yet: the hourly job
 * carries it out WITHDRAWAL_DELAY_HOURS later, so the mail's link can stop a stranger's. The
 * answer is the receipt only, the same whether or not a contract was found.
 */
export class WithdrawalSubmissionService {
  constructor(
    private readonly deps: {
      database: Database;
      clock: Clock;
      logger: Logger;
      contracts: ContractsRepository;
      withdrawals: WithdrawalsRepository;
      mail: WithdrawalMailSettings;
    },
  ) {}

  async submit(request: WithdrawalRequest): Promise<WithdrawalReceipt> {
    const { clock, withdrawals } = this.deps;
    const now = clock.now();
    const receipt: WithdrawalReceipt = {
      id: randomUUID(),
      receivedAt: now.toISOString(),
      name: request.name,
      email: request.email,
      ...(request.reference ? { reference: request.reference } : {}),
    };
    const record: WithdrawalRecord = {
      ...receipt,
      language: request.language,
      dueAt: new Date(now.getTime() + WITHDRAWAL_DELAY_HOURS * HOUR_MS).toISOString(),
      status: 'received',
    };
    await withdrawals.create(record);
    const found = withdrawalContractsFor(
      await this.deps.contracts.ofEmail(request.email),
      request.reference,
    );
    const judged: Record<string, WithdrawalContract> = {};
    for (const contract of found) judged[contract.id] = await this.judge(record, contract, found);
    const claimed = Object.values(judged).some(
      (contract) => contract.outcome === 'withdrawn' && contract.dueAt === record.dueAt,
    );
    await withdrawals.update(record.id, {
      contracts: judged,
      processedAt: clock.now().toISOString(),
    });
    if (claimed) await withdrawals.markDue(record.id, record.dueAt);
    await this.sendReceipt({ ...record, contracts: judged }, claimed);
    return receipt;
  }

  private async judge(
    withdrawal: WithdrawalRecord,
    contract: ContractRecord,
    all: readonly ContractRecord[],
  ): Promise<WithdrawalContract> {
    const outcome = withdrawalOutcome(contract, withdrawal.receivedAt);
    const upsells = all.filter(
      (other) => other.kind === 'upsell' && other.subscriptionId === contract.subscriptionId,
    );
    const ledger = ledgerPayments(await this.deps.database.get(`users/${contract.uid}/payments`));
    const base: WithdrawalContract = {
      outcome,
      kind: contract.kind,
      provider: contract.provider,
      uid: contract.uid,
      product: contract.product,
      concludedAt: contract.concludedAt,
      periodEndsAt: withdrawalPeriodEnd(contract.concludedAt),
      paid: paidFor(contract, paymentsOf(contract, ledger, upsells)),
      ...(contract.subscriptionId ? { subscriptionId: contract.subscriptionId } : {}),
    };
    if (outcome !== 'withdrawn') return base;
    const claim = await this.deps.withdrawals.claimContract(contract.id, {
      withdrawalId: withdrawal.id,
      dueAt: withdrawal.dueAt,
      status: 'pending',
    });
    return {
      ...base,
      dueAt: claim.dueAt,
      ...(claim.carriedOutAt ? { carriedOutAt: claim.carriedOutAt } : {}),
    };
  }

  /**
   * A failed send does not undo the withdrawal: it is recorded for support to resend. Past the
   * address's daily allowance a submission that claimed no contract sends nothing; one that did
   * is always confirmed. So a stranger can neither bomb an address with mails nor, by using up
   * its allowance, keep its owner from withdrawing, nor hide a withdrawal from the owner.
   */
  private async sendReceipt(record: WithdrawalRecord, claimed: boolean): Promise<void> {
    const { mail, withdrawals, clock, logger } = this.deps;
    const allowed = await mail.quota.take(record.email).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      logger.error('mail allowance not counted', { withdrawalId: record.id, message });
      return true;
    });
    if (!claimed && !allowed) {
      await withdrawals.update(record.id, { 'mail/limitedAt': clock.now().toISOString() });
      return;
    }
    try {
      await mail.mailer.send({
        to: record.email,
        ...mail.composeReceived(this.mailData(record, claimed)),
      });
      await withdrawals.update(record.id, { 'mail/sentAt': clock.now().toISOString() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error('withdrawal confirmation not sent', { withdrawalId: record.id, message });
      await withdrawals.update(record.id, { 'mail/failedAt': clock.now().toISOString() });
    }
  }

  private mailData(record: WithdrawalRecord, claimed: boolean): WithdrawalReceivedMailData {
    const { webUrl, linkSecret } = this.deps.mail;
    const link = (path: string, params: Record<string, string> = {}) => {
      const url = new URL(path, webUrl);
      for (const [name, value] of Object.entries({ ...params, lang: record.language }))
        url.searchParams.set(name, value);
      return url.toString();
    };
    const withdrawn = Object.values(record.contracts ?? {}).filter(
      (c) => c.outcome === 'withdrawn',
    );
    // The earliest carrying out among the contracts it covers (another withdrawal's may come first).
    const carriedOutAt = withdrawn.map((c) => c.dueAt ?? record.dueAt).sort()[0] ?? record.dueAt;
    const token = signWithdrawalStopLink(
      { withdrawalId: record.id, expiresAt: Math.floor(Date.parse(carriedOutAt) / 1000) },
      linkSecret,
    );
    const contracts: WithdrawalMailContract[] = Object.entries(record.contracts ?? {}).map(
      ([reference, contract]) => ({
        kind: contract.kind,
        provider: contract.provider,
        reference,
        product: contract.product,
        concludedAt: contract.concludedAt,
        outcome: contract.outcome,
        paid: contract.paid,
        periodEndsAt: contract.periodEndsAt,
      }),
    );
    return {
      language: record.language,
      receivedAt: record.receivedAt,
      withdrawalId: record.id,
      name: record.name,
      email: record.email,
      ...(record.reference ? { reference: record.reference } : {}),
      carriedOutAt,
      contracts,
      ...(withdrawn.length > 0 && (claimed || withdrawn.some((c) => !c.carriedOutAt))
        ? { stopUrl: link('/withdraw/stop', { [WITHDRAWAL_STOP_PARAM]: token }) }
        : {}),
      cancelUrl: link('/cancel'),
    };
  }
}
