import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { Mailer } from '../../adapters/mail/mailer.port';
import type { SubscriptionProvider } from '../../adapters/providers/subscription-provider.port';
import type { WithdrawalMoney } from '../../adapters/purchases/withdrawal-money.port';
import { WITHDRAWAL_NOTE_PREFIX } from '../../domain/paypal-subscription';
import { subscriptionContractId } from '../../domain/contracts/contract-ids';
import type { ContractRecord } from '../../domain/contracts/contract-record';
import type { RenderedMail } from '../../domain/mail/mail-document';
import type { WithdrawalCarriedOutMailData } from '../../domain/withdrawal-mail/withdrawal-mail';
import { ledgerPayments, paymentsOf } from '../../domain/withdrawals/withdrawal-refunds.rules';
import type { ContractsRepository } from '../shared/contracts.repository';
import type { IapLogService } from '../shared/iap-log.service';
import type { WithdrawalRecord, WithdrawalRefund } from './withdrawal-record';
import type { WithdrawalsRepository } from './withdrawals.repository';

type ByProvider<T> = { stripe: T | null; paypal: T | null };

export interface WithdrawalRunCounts {
  carriedOut: number;
  /** Withdrawals left with a refund the provider refused: the next run retries them. */
  waiting: number;
  failed: number;
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * The hourly job: carries out the withdrawals received WITHDRAWAL_DELAY_HOURS ago that nobody
 * stopped. Each withdrawn contract ends now (a subscription is cancelled at once and bills nothing
 * more, premium ends; an upsell withdrawn alone puts the plan back; a withdrawn e-book is taken
 * back), then everything paid for it is refunded to the original payment method. A refund the
 * provider refuses stays pending and the withdrawal due: the next run retries it, so none is lost.
 * Every step is idempotent, so a run that stops half way is finished by the next.
 */
export class WithdrawalExecutionService {
  constructor(
    private readonly deps: {
      database: Database;
      clock: Clock;
      logger: Logger;
      withdrawals: WithdrawalsRepository;
      contracts: ContractsRepository;
      providers: ByProvider<SubscriptionProvider>;
      money: ByProvider<WithdrawalMoney>;
      iapLog: IapLogService;
      mail: {
        mailer: Mailer;
        composeCarriedOut: (data: WithdrawalCarriedOutMailData) => RenderedMail;
      } | null;
    },
  ) {}

  async carryOutDue(): Promise<WithdrawalRunCounts> {
    const counts: WithdrawalRunCounts = { carriedOut: 0, waiting: 0, failed: 0 };
    for (const id of await this.deps.withdrawals.due(this.deps.clock.now())) {
      try {
        counts[(await this.carryOut(id)) ? 'carriedOut' : 'waiting'] += 1;
      } catch (error) {
        counts.failed += 1;
        this.deps.logger.error('withdrawal not carried out', {
          withdrawalId: id,
          message: messageOf(error),
        });
      }
    }
    return counts;
  }

  /** True once everything is done (contracts ended, refunds made, mail sent). */
  private async carryOut(id: string): Promise<boolean> {
    const { withdrawals, clock } = this.deps;
    const record = await withdrawals.get(id);
    if (!record || record.status !== 'received') {
      await withdrawals.forgetDue(id);
      return record?.status === 'carried-out';
    }
    const refunds: Record<string, WithdrawalRefund> = { ...record.refunds };
    for (const [contractId, contract] of Object.entries(record.contracts ?? {})) {
      if (contract.outcome !== 'withdrawn' || contract.carriedOutAt) continue;
      const at = clock.now().toISOString();
      if (!(await withdrawals.takeContract(contractId, id, at))) continue;
      const stored = await this.deps.contracts.get(contractId);
      if (!stored) continue;
      await this.end(stored, record);
      for (const payment of await this.paymentsOf(stored, record))
        refunds[payment.id] ??= { ...payment, contractId, status: 'pending', attempts: 0 };
      await withdrawals.update(id, {
        refunds,
        [`contracts/${contractId}/carriedOutAt`]: at,
      });
      record.contracts = { ...record.contracts, [contractId]: { ...contract, carriedOutAt: at } };
    }
    const refunded = await this.refundAll(id, refunds);
    if (!refunded) return false;
    const carriedOutAt = clock.now().toISOString();
    await withdrawals.update(id, { status: 'carried-out', carriedOutAt });
    await withdrawals.forgetDue(id);
    await this.sendDone({ ...record, refunds, carriedOutAt });
    this.deps.logger.info('withdrawal carried out', {
      withdrawalId: id,
      refunds: Object.keys(refunds).length,
    });
    return true;
  }

  /** A withdrawn contract ends now; the view it leaves goes through the in-app log. */
  private async end(contract: ContractRecord, withdrawal: WithdrawalRecord): Promise<void> {
    const comment = `${WITHDRAWAL_NOTE_PREFIX}${withdrawal.id}`;
    if (contract.kind === 'ebook') {
      await this.deps.database.update(`users/${contract.uid}`, { ebook: false });
      return;
    }
    const provider = this.deps.providers[contract.provider];
    const subscriptionId = contract.subscriptionId;
    if (!provider || !subscriptionId) throw new Error(`${contract.provider} is not configured`);
    if (contract.kind === 'subscription') {
      await provider.cancelNow(subscriptionId, comment);
    } else if (!this.withdrawsItsSubscription(contract, withdrawal)) {
      const base = await this.deps.contracts.get(subscriptionContractId(subscriptionId));
      const money = this.deps.money[contract.provider];
      if (!base?.planId || !money) throw new Error(`no plan to put back for ${contract.id}`);
      await money.revertPlan(subscriptionId, base.planId, withdrawal.id);
    }
    const after = await provider.retrieve(subscriptionId);
    if (after)
      await this.deps.iapLog.recordSubscription(contract.uid, after.view, {
        type: contract.provider,
        eventId: `withdrawal_${withdrawal.id}`,
      });
  }

  private withdrawsItsSubscription(
    contract: ContractRecord,
    withdrawal: WithdrawalRecord,
  ): boolean {
    const base = contract.subscriptionId ? subscriptionContractId(contract.subscriptionId) : '';
    return withdrawal.contracts?.[base]?.outcome === 'withdrawn';
  }

  private async paymentsOf(contract: ContractRecord, withdrawal: WithdrawalRecord) {
    const ledger = ledgerPayments(await this.deps.database.get(`users/${contract.uid}/payments`));
    const upsells: ContractRecord[] = [];
    for (const [otherId, other] of Object.entries(withdrawal.contracts ?? {}))
      if (other.kind === 'upsell' && other.subscriptionId === contract.subscriptionId) {
        const stored = await this.deps.contracts.get(otherId);
        if (stored) upsells.push(stored);
      }
    return paymentsOf(contract, ledger, upsells);
  }

  /** Refunds every pending payment; true when none is left pending. */
  private async refundAll(id: string, refunds: Record<string, WithdrawalRefund>): Promise<boolean> {
    let left = false;
    for (const [paymentId, refund] of Object.entries(refunds)) {
      if (refund.status === 'refunded') continue;
      const money = this.deps.money[refund.provider];
      try {
        if (!money) throw new Error(`${refund.provider} is not configured`);
        await money.refund(refund, id);
        const { lastError: _refused, ...made } = refund;
        refunds[paymentId] = {
          ...made,
          status: 'refunded',
          attempts: refund.attempts + 1,
          refundedAt: this.deps.clock.now().toISOString(),
        };
      } catch (error) {
        left = true;
        refunds[paymentId] = {
          ...refund,
          attempts: refund.attempts + 1,
          lastError: messageOf(error),
        };
        this.deps.logger.warn('withdrawal refund refused; retried next run', {
          withdrawalId: id,
          paymentId,
          message: messageOf(error),
        });
      }
      await this.deps.withdrawals.update(id, { [`refunds/${paymentId}`]: refunds[paymentId] });
    }
    return !left;
  }

  private async sendDone(record: WithdrawalRecord & { carriedOutAt: string }): Promise<void> {
    const { mail, withdrawals, clock, logger } = this.deps;
    if (!mail) return;
    const refunds = Object.values(record.refunds ?? {});
    const contracts = Object.entries(record.contracts ?? {})
      .filter(([, contract]) => contract.carriedOutAt)
      .map(([reference, contract]) => {
        const own = refunds.filter((refund) => refund.contractId === reference);
        return {
          kind: contract.kind,
          provider: contract.provider,
          reference,
          product: contract.product,
          refunded: {
            amount: own.reduce((sum, refund) => sum + refund.amount, 0),
            currency: own[0]?.currency ?? contract.paid.currency,
          },
        };
      });
    if (contracts.length === 0) return;
    try {
      await mail.mailer.send({
        to: record.email,
        ...mail.composeCarriedOut({
          language: record.language,
          withdrawalId: record.id,
          receivedAt: record.receivedAt,
          carriedOutAt: record.carriedOutAt,
          email: record.email,
          contracts,
        }),
      });
      await withdrawals.update(record.id, { 'doneMail/sentAt': clock.now().toISOString() });
    } catch (error) {
      logger.error('withdrawal carried-out mail not sent', {
        withdrawalId: record.id,
        message: messageOf(error),
      });
      await withdrawals.update(record.id, { 'doneMail/failedAt': clock.now().toISOString() });
    }
  }
}
