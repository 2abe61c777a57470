import type { Database } from '../../adapters/database/database.port';
import type { ContractRecord } from '../../domain/contracts/contract-record';
import { emailKey } from '../../domain/paypal-binding.rules';

const contractPath = (id: string): string => `contracts/${id}`;
const emailIndexPath = (email: string): string => `contractsByEmail/${emailKey(email)}`;
/** Contracts whose confirmation mail has not gone out yet (the hourly job sends them). */
const PENDING = 'contractMailsPending';

/** At most this many contracts of one address are read for a withdrawal. */
const MAX_CONTRACTS_PER_ADDRESS = 50;

const isRecord = (value: unknown): value is ContractRecord =>
  typeof value === 'object' && value !== null && typeof (value as ContractRecord).id === 'string';

/**
 * contracts/{id}, indexed by the buyer's address (hashed) for the withdrawal without login, and
 * by a pending confirmation for the hourly resend. Claiming is one transaction: of two observers
 * of one purchase (the return and the webhook), exactly one records it and sends its mail.
 */
export class ContractsRepository {
  constructor(private readonly database: Database) {}

  async get(id: string): Promise<ContractRecord | null> {
    const value = await this.database.get(contractPath(id));
    return isRecord(value) ? value : null;
  }

  /**
   * Records the contract unless it is recorded already; true when this call recorded it. The
   * indexes are written first (the same keys whoever wins), so a record never lacks them.
   */
  async claim(record: ContractRecord): Promise<boolean> {
    const indexes: Record<string, unknown> = { [`${PENDING}/${record.id}`]: record.concludedAt };
    for (const email of [record.email, record.payerEmail])
      if (email) indexes[`${emailIndexPath(email)}/${record.id}`] = record.concludedAt;
    await this.database.update('', indexes);
    let claimed = false;
    await this.database.transaction(contractPath(record.id), (current) => {
      claimed = current === null || current === undefined;
      return claimed ? record : current;
    });
    return claimed;
  }

  async markSent(id: string, at: string, attempts: number): Promise<void> {
    await this.database.update(contractPath(id), {
      'confirmation/sentAt': at,
      'confirmation/attempts': attempts,
      'confirmation/failedAt': null,
    });
    await this.database.remove(`${PENDING}/${id}`);
  }

  async markFailed(id: string, at: string, attempts: number): Promise<void> {
    await this.database.update(contractPath(id), {
      'confirmation/failedAt': at,
      'confirmation/attempts': attempts,
    });
  }

  /** Ids of the contracts whose confirmation is still to be sent. */
  async pending(): Promise<string[]> {
    const value = await this.database.get(PENDING);
    return typeof value === 'object' && value !== null ? Object.keys(value) : [];
  }

  async forgetPending(id: string): Promise<void> {
    await this.database.remove(`${PENDING}/${id}`);
  }

  /** The contracts concluded with this address, newest first. */
  async ofEmail(email: string): Promise<ContractRecord[]> {
    const indexed = await this.database.get(emailIndexPath(email));
    if (typeof indexed !== 'object' || indexed === null) return [];
    const ids = Object.keys(indexed).slice(0, MAX_CONTRACTS_PER_ADDRESS);
    const records = await Promise.all(ids.map((id) => this.get(id)));
    return records
      .filter((record): record is ContractRecord => record !== null)
      .sort((a, b) => b.concludedAt.localeCompare(a.concludedAt));
  }
}
