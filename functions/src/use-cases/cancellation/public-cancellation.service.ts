import { randomUUID } from 'node:crypto';
import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { Mailer } from '../../adapters/mail/mailer.port';
import type { CancellationReceipt, CancellationRequest } from '../../contract/api/cancellations';
import type { Language } from '../../contract/languages';
import type {
  CancellationMailContract,
  cancellationMail,
} from '../../domain/cancellation-mail/cancellation-mail';
import { latestWishedEndDay, WISHED_END_MAX_YEARS } from '../../contract/api/cancellations';
import { RESTORE_LINK_PARAM } from '../../contract/url-params';
import { AppError } from '../../domain/app-error';
import { signRestoreLink } from '../../domain/restore-link';
import { berlinDay } from '../../domain/wished-contract-end.rules';
import type { MailQuota } from '../shared/mail-quota';
import type { CancelledContract } from './cancellation-contracts.service';
import type { CancellationContractsService } from './cancellation-contracts.service';

const DAY_MS = 86_400_000;

export type ComposeCancellationMail = typeof cancellationMail;

/** What sending the confirmation needs; all of it or none (then the route answers 503). */
export interface CancellationMailSettings {
  mailer: Mailer;
  /** CANCELLATIONS_PER_ADDRESS_PER_DAY: bounds the mails, never the cancellation. */
  quota: MailQuota;
  compose: ComposeCancellationMail;
  /** The web origin the restore link opens. */
  webUrl: string;
  linkSecret: string;
}

export const cancellationPath = (id: string, ...rest: string[]): string =>
  ['cancellations', id, ...rest].join('/');

/**
 * §312k BGB: a cancellation without login. Every submission is recorded first (its receipt time
 * is the legal one), then the address's contracts are cancelled at the end of their paid period,
 * then the confirmation e-mail goes out (within the address's daily allowance, or always when a
 * contract changed). The answer is the receipt only: it says nothing about
 * whether a contract was found.
 */
export class PublicCancellationService {
  constructor(
    private readonly deps: {
      database: Database;
      clock: Clock;
      logger: Logger;
      contracts: CancellationContractsService;
      mail: CancellationMailSettings;
    },
  ) {}

  async submit(request: CancellationRequest): Promise<CancellationReceipt> {
    const { database, clock } = this.deps;
    // The visitor's calendar may be a day ahead of Berlin's: the horizon allows for that.
    const latest = latestWishedEndDay(berlinDay(new Date(clock.now().getTime() + DAY_MS)));
    if (request.endDate && request.endDate > latest)
      throw new AppError(
        'invalid',
        'invalid-request',
        `A wished end date can be at most ${WISHED_END_MAX_YEARS} years ahead`,
      );
    const id = randomUUID();
    const receipt: CancellationReceipt = {
      id,
      receivedAt: clock.now().toISOString(),
      name: request.name,
      email: request.email,
      kind: request.kind,
      ...(request.reference ? { reference: request.reference } : {}),
      ...(request.reason ? { reason: request.reason } : {}),
      ...(request.endDate ? { endDate: request.endDate } : {}),
    };
    await database.set(cancellationPath(id), { ...receipt, language: request.language });
    let contracts: CancelledContract[];
    try {
      contracts = await this.deps.contracts.cancelAll(request, id);
    } catch (error) {
      await database.update(cancellationPath(id), { failedAt: clock.now().toISOString() });
      throw error;
    }
    await database.update(cancellationPath(id), {
      processedAt: clock.now().toISOString(),
      contracts: Object.fromEntries(
        contracts.map((c) => [
          c.id,
          {
            provider: c.provider,
            uid: c.uid,
            outcome: c.outcome,
            endsAt: c.endsAt,
            ...(c.cancelledAt ? { cancelledAt: c.cancelledAt } : {}),
          },
        ]),
      ),
    });
    await this.sendConfirmation(receipt, request.language, contracts);
    return receipt;
  }

  /**
   * A failed send does not undo the cancellation: it is recorded for support to resend. Past the
   * address's daily allowance a submission that changed no contract (none found, or each already
   * cancelled) sends nothing; one that cancelled or changed a contract is always confirmed. So a
   * stranger can neither bomb an address with mails nor, by using up its allowance, keep its
   * owner from cancelling (the cancellation itself is never limited per address).
   */
  private async sendConfirmation(
    receipt: CancellationReceipt,
    language: Language,
    contracts: CancelledContract[],
  ): Promise<void> {
    const { mail, database, clock, logger } = this.deps;
    const changed = contracts.some((contract) => contract.outcome !== 'already-canceled');
    const allowed = await mail.quota.take(receipt.email).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      logger.error('mail allowance not counted', { cancellationId: receipt.id, message });
      return true;
    });
    if (!changed && !allowed) {
      await database.update(cancellationPath(receipt.id), {
        mailLimitedAt: clock.now().toISOString(),
      });
      return;
    }
    const rendered = mail.compose({
      ...receipt,
      cancellationId: receipt.id,
      language,
      contracts: contracts.map((contract) => this.mailContract(receipt.id, contract)),
    });
    try {
      await mail.mailer.send({ to: receipt.email, ...rendered });
      await database.update(cancellationPath(receipt.id), {
        mailSentAt: clock.now().toISOString(),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error('cancellation confirmation not sent', { cancellationId: receipt.id, message });
      await database.update(cancellationPath(receipt.id), {
        mailFailedAt: clock.now().toISOString(),
      });
    }
  }

  private mailContract(
    cancellationId: string,
    contract: CancelledContract,
  ): CancellationMailContract {
    const base: CancellationMailContract = {
      provider: contract.provider,
      id: contract.id,
      plan: 'Fastwell Premium',
      endsAt: contract.endsAt,
      outcome: contract.outcome,
    };
    const until = restorableUntil(contract);
    if (!until) return base;
    const token = signRestoreLink(
      {
        cancellationId,
        provider: contract.provider,
        subscriptionId: contract.id,
        expiresAt: Math.floor(Date.parse(until) / 1000),
      },
      this.deps.mail.linkSecret,
    );
    const url = new URL('/cancel/restore', this.deps.mail.webUrl);
    url.searchParams.set(RESTORE_LINK_PARAM, token);
    return { ...base, restoreUrl: url.toString(), restoreUntil: until };
  }
}

/**
 * Until when "this was not me" can undo it: a Stripe cancellation until the contract ends; a
 * PayPal one until it is made final at PayPal (`cancelledAt`: the end for one held suspended, the
 * renewal for a scheduled one). A contract cancelled before this submission has no link: this
 * submission changed nothing there is to undo, and the cancellation in force is someone else's.
 */
function restorableUntil(contract: CancelledContract): string | null {
  if (contract.outcome === 'already-canceled') return null;
  if (contract.provider === 'stripe') return contract.endsAt;
  return contract.cancelledAt ?? null;
}
