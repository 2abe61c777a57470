import type { Database } from '../../adapters/database/database.port';
import type { ContractWithdrawal } from '../../domain/contracts/contract-record';
import type { WithdrawalRecord } from './withdrawal-record';

export const withdrawalPath = (id: string, ...rest: string[]): string =>
  ['withdrawals', id, ...rest].join('/');
/** Withdrawals with work left (contracts to end, refunds to retry), by when it is due. */
const DUE = 'withdrawalsDue';
const contractWithdrawalPath = (contractId: string): string => `contracts/${contractId}/withdrawal`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** withdrawals/{id}, the due index the hourly job reads, and each contract's claim. */
export class WithdrawalsRepository {
  constructor(private readonly database: Database) {}

  async get(id: string): Promise<WithdrawalRecord | null> {
    const value = await this.database.get(withdrawalPath(id));
    return isObject(value) && typeof value.id === 'string'
      ? (value as unknown as WithdrawalRecord)
      : null;
  }

  async create(record: WithdrawalRecord): Promise<void> {
    await this.database.set(withdrawalPath(record.id), record);
  }

  async update(id: string, patch: Record<string, unknown>): Promise<void> {
    await this.database.update(withdrawalPath(id), patch);
  }

  async markDue(id: string, dueAt: string): Promise<void> {
    await this.database.set(`${DUE}/${id}`, dueAt);
  }

  async forgetDue(id: string): Promise<void> {
    await this.database.remove(`${DUE}/${id}`);
  }

  /** The withdrawals due at `now` or before. */
  async due(now: Date): Promise<string[]> {
    const value = await this.database.get(DUE);
    if (!isObject(value)) return [];
    return Object.entries(value)
      .filter(([, dueAt]) => typeof dueAt === 'string' && Date.parse(dueAt) <= now.getTime())
      .map(([id]) => id);
  }

  /**
   * Claims the contract for this withdrawal unless another pending or carried-out one holds it;
   * answers the claim in force afterwards (this one's, or the earlier one's).
   */
  async claimContract(contractId: string, claim: ContractWithdrawal): Promise<ContractWithdrawal> {
    let held: ContractWithdrawal = claim;
    await this.database.transaction(contractWithdrawalPath(contractId), (current) => {
      if (isObject(current) && typeof current.withdrawalId === 'string') {
        held = current as unknown as ContractWithdrawal;
        return current;
      }
      held = claim;
      return claim;
    });
    return held;
  }

  async contractClaim(contractId: string): Promise<ContractWithdrawal | null> {
    const value = await this.database.get(contractWithdrawalPath(contractId));
    return isObject(value) && typeof value.withdrawalId === 'string'
      ? (value as unknown as ContractWithdrawal)
      : null;
  }

  /** Releases a pending claim ("this was not me"); false when it is being carried out already. */
  async releaseContract(contractId: string): Promise<boolean> {
    let released = true;
    await this.database.transaction(contractWithdrawalPath(contractId), (current) => {
      released = !isObject(current) || current.status === 'pending';
      return released ? null : current;
    });
    return released;
  }

  /**
   * The carrying out takes its claim: from then on no stop link releases it. True when the claim
   * is this withdrawal's (taken now or before); false when it was released or is another's.
   */
  async takeContract(contractId: string, withdrawalId: string, at: string): Promise<boolean> {
    let taken = false;
    await this.database.transaction(contractWithdrawalPath(contractId), (current) => {
      taken = isObject(current) && current.withdrawalId === withdrawalId;
      if (!taken || !isObject(current) || current.status !== 'pending') return current;
      return { ...current, status: 'carried-out', carriedOutAt: at };
    });
    return taken;
  }
}
