import { describe, expect, it } from 'vitest';
import type { OfferedPrice } from '@fastwell/contract/catalogue';
import type { DurationType } from '@fastwell/contract/duration-type';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import {
  INVALID_PLAN_MESSAGE,
  NO_PRICE_FOUND_MESSAGE,
  isUpsellActive,
  isUpsellBought,
  upsellGroup,
  upsellModel,
  upsellPrice,
} from './upsell-plan';

describe('upsellModel (spec 02 §4.11)', () => {
  it.each([
    ['trial', 'threeMonthsV8'],
    ['oneMonth', 'sixMonthsV8'],
    ['threeMonths', 'nineMonthsV8'],
  ] as const)('step1 with %s → %s', (duration, model) => {
    expect(upsellModel('step1', duration)).toBe(model);
  });

  it.each([
    ['step1', 'sixMonths'],
    ['step1', 'nineMonths'],
    ['step1', null],
    ['step2', 'trial'],
    ['', 'oneMonth'],
  ] as [string, DurationType | null][])('%s with %s is an invalid plan', (stepId, duration) => {
    expect(() => upsellModel(stepId, duration)).toThrow(INVALID_PLAN_MESSAGE);
  });
});

describe('upsellGroup', () => {
  it.each([
    ['v8', 'v8'],
    ['v8_standard', 'v8_standard'],
    ['v13', 'v8'],
    ['v13_standard', 'v8_standard'],
  ])('%s → %s', (group, expected) => {
    expect(upsellGroup(group)).toBe(expected);
  });
});

const price = (model: string, currency = 'eur', type: OfferedPrice['type'] = 'recurring') =>
  ({
    id: `price_v8_${model}_${currency}`,
    unit_amount: 8999,
    currency,
    type,
    recurring: type === 'recurring' ? { interval: 'month', interval_count: 6 } : null,
    metadata: { group: 'v8', model },
  }) satisfies OfferedPrice;

describe('upsellPrice', () => {
  const prices = [price('oneMonthV8'), price('sixMonthsV8', 'usd'), price('sixMonthsV8')];
  it('finds the model in the subscription currency', () => {
    expect(upsellPrice(prices, 'sixMonthsV8', 'EUR').id).toBe('price_v8_sixMonthsV8_eur');
    expect(upsellPrice(prices, 'sixMonthsV8', 'usd').id).toBe('price_v8_sixMonthsV8_usd');
  });
  it.each([
    ['nineMonthsV8', 'eur'],
    ['sixMonthsV8', 'gbp'],
  ] as const)('no %s in %s: no price found', (model, currency) => {
    expect(() => upsellPrice(prices, model, currency)).toThrow(NO_PRICE_FOUND_MESSAGE);
  });
});

const subscription = (planId: string, metadata: Record<string, string>): SubscriptionView => ({
  provider: 'stripe',
  id: 'sub_1',
  customer: 'cus_1',
  plan: { id: planId, amount: 2999, currency: 'eur', interval: 'month', interval_count: 1 },
  trial_end: null,
  metadata,
  status: 'active',
  pause_collection: null,
  canceled_at: null,
  current_period_end: null,
  affiliation: null,
  updatedAt: '2026-11-21T12:00:00.000Z',
});

describe('isUpsellBought', () => {
  it.each([
    ['price_a', { priceId: 'price_a' }, false],
    ['price_b', { priceId: 'price_a' }, true],
    ['price_a', {}, false],
  ])('plan %s, metadata %j → %s', (planId, metadata, expected) => {
    expect(isUpsellBought(subscription(planId, metadata))).toBe(expected);
  });
});

describe('isUpsellActive', () => {
  it.each([
    [['trial', 'oneMonth'], 'trial', true],
    [['trial', 'oneMonth'], 'threeMonths', false],
    [[], 'oneMonth', false],
    [['1', '3'], 'oneMonth', false],
  ])('%j for %s → %s', (durations, duration, expected) => {
    expect(isUpsellActive(durations, duration)).toBe(expected);
  });
});
