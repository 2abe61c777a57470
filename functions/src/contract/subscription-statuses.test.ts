import { describe, expect, it } from 'vitest';
import { givesNoAccess, isContractEnded } from './subscription-statuses';

describe('provider statuses', () => {
  // status, contract ended (views: Stripe's spelling), gives no premium (records: any spelling).
  it.each<[string, boolean, boolean]>([
    // Stripe, as every subscription view spells them (PayPal's mapped to these).
    ['active', false, false],
    ['trialing', false, false],
    ['past_due', false, false],
    ['unpaid', false, true],
    ['paused', false, true],
    ['incomplete', false, true],
    ['incomplete_expired', true, true],
    ['canceled', true, true],
    // PayPal's own statuses, as an older user record may hold them.
    ['APPROVAL_PENDING', false, false],
    ['APPROVED', false, false],
    ['ACTIVE', false, false],
    ['SUSPENDED', false, true],
    ['CANCELLED', false, true],
    ['EXPIRED', false, true],
    ['cancelled', false, true],
    ['expired', false, true],
    ['Canceled', false, true],
    ['', false, false],
  ])('%j: contract ended %s, no premium %s', (status, ended, noAccess) => {
    expect(isContractEnded(status)).toBe(ended);
    expect(givesNoAccess(status)).toBe(noAccess);
  });
});
