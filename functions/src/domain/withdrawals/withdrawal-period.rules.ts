import { WITHDRAWAL_PERIOD_DAYS } from '../../contract/api/withdrawals';
import type { ContractRecord } from '../contracts/contract-record';
import { berlinDay } from '../wished-contract-end.rules';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant a Berlin calendar day begins (its midnight is 23:00 or 22:00 UTC the day before). */
function berlinMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(utcMidnight - offsetHours * HOUR_MS);
    if (berlinDay(candidate) === day && berlinDay(new Date(candidate.getTime() - 1)) !== day)
      return candidate;
  }
  return new Date(utcMidnight);
}

/**
 * When the withdrawal period of a contract concluded at `concludedAt` ends: §355(2) BGB with
 * §§187(1), 188(1): the period starts the day after the conclusion and ends with the 14th day,
 * in German time. Answers the first instant after it (midnight ending that day).
 */
export function withdrawalPeriodEnd(concludedAt: string): string {
  const concluded = berlinDay(new Date(concludedAt));
  return berlinMidnight(addDays(concluded, WITHDRAWAL_PERIOD_DAYS + 1)).toISOString();
}

/** What a withdrawal received at `receivedAt` does to one contract of the address. */
export type WithdrawalOutcome = 'withdrawn' | 'period-ended' | 'waived';

/**
 * - An e-book delivered at once with the buyer's express consent and acknowledgement has no
 *   right of withdrawal (§356(5) BGB), whenever it is asked.
 * - Otherwise a contract is withdrawn when the withdrawal arrives within its period, else the
 *   period has ended (the mail says when, and points to cancelling).
 */
export function withdrawalOutcome(
  contract: Pick<ContractRecord, 'kind' | 'concludedAt' | 'ebookWaiverAcceptedAt'>,
  receivedAt: string,
): WithdrawalOutcome {
  if (contract.kind === 'ebook' && contract.ebookWaiverAcceptedAt) return 'waived';
  return Date.parse(receivedAt) < Date.parse(withdrawalPeriodEnd(contract.concludedAt))
    ? 'withdrawn'
    : 'period-ended';
}
