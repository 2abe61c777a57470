import { describe, expect, it } from 'vitest';
import type { FailedRenewal, RenewalMailKind } from './renewal-failure.rules';
import { mailForFailure } from './renewal-failure.rules';

const at = new Date('2026-12-01T10:00:00Z');
const failure = (overrides: Partial<FailedRenewal>): FailedRenewal => ({
  attemptCount: 1,
  nextAttemptAt: at,
  declineCode: 'generic_decline',
  needsAuthentication: false,
  ...overrides,
});

describe('mailForFailure', () => {
  it.each<[string, Partial<FailedRenewal>, RenewalMailKind[], RenewalMailKind | null]>([
    ['first soft failure', {}, [], 'failed'],
    ['insufficient funds is soft', { declineCode: 'insufficient_funds' }, [], 'failed'],
    [
      'first failure, expired card',
      { declineCode: 'expired_card', nextAttemptAt: null },
      [],
      'failed-hard',
    ],
    ['lost card', { declineCode: 'lost_card', nextAttemptAt: null }, [], 'failed-hard'],
    ['stolen card', { declineCode: 'stolen_card', nextAttemptAt: null }, [], 'failed-hard'],
    ['second attempt fails: no mail per retry', { attemptCount: 2 }, ['failed'], null],
    ['third attempt fails, one retry left', { attemptCount: 3 }, ['failed'], 'last-retry'],
    ['the same failure seen twice', { attemptCount: 3 }, ['failed', 'last-retry'], null],
    [
      'last attempt failed: the end is told when it ends',
      { attemptCount: 4, nextAttemptAt: null },
      ['failed', 'last-retry'],
      null,
    ],
    [
      'a hard decline after a soft one: no second first mail',
      { attemptCount: 2, declineCode: 'lost_card', nextAttemptAt: null },
      ['failed'],
      null,
    ],
    [
      'authentication needed',
      { needsAuthentication: true, nextAttemptAt: null },
      [],
      'authentication',
    ],
    ['authentication asked once', { needsAuthentication: true }, ['authentication'], null],
    [
      'authentication after a failure',
      { needsAuthentication: true, attemptCount: 2 },
      ['failed'],
      'authentication',
    ],
    ['a decline after authentication was asked', { attemptCount: 2 }, ['authentication'], null],
  ])('%s', (_name, overrides, sent, expected) => {
    expect(mailForFailure(failure(overrides), new Set(sent))).toBe(expected);
  });
});
