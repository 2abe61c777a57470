import { describe, expect, it } from 'vitest';
import { isAlreadyPremium, readRecordSubscription, type PremiumFacts } from './premium-status';

const active = { id: 'sub_1', status: 'active' };

describe('isAlreadyPremium', () => {
  it.each<[string, PremiumFacts, boolean]>([
    [
      'no subscription anywhere',
      { hasOldSubscriptionFlag: false, recordSubscription: null, boughtThisVisit: false },
      false,
    ],
    [
      'a subscriber reaching download',
      { hasOldSubscriptionFlag: false, recordSubscription: active, boughtThisVisit: false },
      true,
    ],
    [
      'a trialing subscriber',
      {
        hasOldSubscriptionFlag: false,
        recordSubscription: { id: 's', status: 'trialing' },
        boughtThisVisit: false,
      },
      true,
    ],
    [
      'a subscription with a payment problem still counts',
      {
        hasOldSubscriptionFlag: false,
        recordSubscription: { id: 's', status: 'past_due' },
        boughtThisVisit: false,
      },
      true,
    ],
    [
      'a subscription without a known status',
      {
        hasOldSubscriptionFlag: false,
        recordSubscription: { id: 's', status: null },
        boughtThisVisit: false,
      },
      true,
    ],
    [
      'bought in this visit',
      { hasOldSubscriptionFlag: false, recordSubscription: active, boughtThisVisit: true },
      false,
    ],
    [
      'bought in this visit, record not updated yet',
      { hasOldSubscriptionFlag: false, recordSubscription: null, boughtThisVisit: true },
      false,
    ],
    [
      'an expired (canceled) subscription',
      {
        hasOldSubscriptionFlag: false,
        recordSubscription: { id: 's', status: 'canceled' },
        boughtThisVisit: false,
      },
      false,
    ],
    [
      'a cancelled PayPal subscription',
      {
        hasOldSubscriptionFlag: false,
        recordSubscription: { id: 'I-1', status: 'CANCELLED' },
        boughtThisVisit: false,
      },
      false,
    ],
    [
      'an incomplete first payment',
      {
        hasOldSubscriptionFlag: false,
        recordSubscription: { id: 's', status: 'incomplete' },
        boughtThisVisit: false,
      },
      false,
    ],
    [
      'the partner flag',
      { hasOldSubscriptionFlag: true, recordSubscription: null, boughtThisVisit: false },
      true,
    ],
    [
      'the partner flag wins over a purchase',
      { hasOldSubscriptionFlag: true, recordSubscription: active, boughtThisVisit: true },
      true,
    ],
  ])('%s → %s', (_name, facts, expected) => {
    expect(isAlreadyPremium(facts)).toBe(expected);
  });
});

describe('readRecordSubscription', () => {
  it.each<[string, unknown, ReturnType<typeof readRecordSubscription>]>([
    ['a stored subscription', { id: 'sub_1', status: 'active', plan: {} }, active],
    ['missing fields', {}, { id: null, status: null }],
    ['wrong types', { id: 7, status: true }, { id: null, status: null }],
    ['nothing', undefined, null],
    ['null', null, null],
    ['a string', 'sub_1', null],
  ])('%s', (_name, raw, expected) => {
    expect(readRecordSubscription(raw)).toEqual(expected);
  });
});
