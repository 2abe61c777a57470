import type { Clock } from '../../adapters/clock/clock.port';
import type { Logger } from '../../adapters/logger/logger.port';
import { AppError } from '../../domain/app-error';
import { verifyWithdrawalStopLink } from '../../domain/withdrawals/withdrawal-stop-link';
import type { WithdrawalsRepository } from './withdrawals.repository';

const invalid = (): AppError =>
  new AppError('invalid', 'stop-link-invalid', 'This link is not valid');
const carriedOut = (): AppError =>
  new AppError('conflict', 'withdrawal-carried-out', 'The withdrawal was already carried out');

/**
 * The withdrawal mail's "this was not me" link: until the withdrawal is carried out it releases
 * every contract the mail named as withdrawn (whichever withdrawal claimed it: a stranger who sent
 * the form twice is stopped by either link), so they continue as they were. Signed, bound to a
 * recorded withdrawal; pressing it again answers the same.
 */
export class WithdrawalStopService {
  constructor(
    private readonly deps: {
      clock: Clock;
      logger: Logger;
      withdrawals: WithdrawalsRepository;
      linkSecret: string;
    },
  ) {}

  async stop(token: string): Promise<{ receivedAt: string }> {
    const { clock, withdrawals, logger } = this.deps;
    const verified = verifyWithdrawalStopLink(token, this.deps.linkSecret, clock.now());
    if (!verified.ok) throw verified.reason === 'expired' ? carriedOut() : invalid();
    const record = await withdrawals.get(verified.claim.withdrawalId);
    if (!record) throw invalid();
    if (record.status === 'carried-out') throw carriedOut();
    const named = Object.entries(record.contracts ?? {}).filter(
      ([, contract]) => contract.outcome === 'withdrawn',
    );
    let anyCarriedOut = false;
    for (const [contractId] of named)
      if (!(await withdrawals.releaseContract(contractId))) anyCarriedOut = true;
    if (record.status !== 'stopped') {
      await withdrawals.update(record.id, {
        status: 'stopped',
        stoppedAt: clock.now().toISOString(),
      });
      await withdrawals.forgetDue(record.id);
      logger.info('withdrawal stopped', { withdrawalId: record.id, contracts: named.length });
    }
    if (anyCarriedOut) throw carriedOut();
    return { receivedAt: record.receivedAt };
  }
}
