import { describe, expect, it } from 'vitest';
import { unpauseBilling } from './unpause.rules';

describe('unpauseBilling', () => {
  it.each([
    [{ status: 'void', billing_reason: 'subscription_cycle' }, 'bill-new-period'],
    [{ status: 'uncollectible', billing_reason: 'subscription_cycle' }, 'bill-new-period'],
    [{ status: 'draft', billing_reason: 'subscription_cycle' }, 'bill-new-period'],
    [{ status: 'void', billing_reason: 'subscription_update' }, 'bill-new-period'],
    [{ status: 'paid', billing_reason: 'subscription_cycle' }, 'resume'],
    [{ status: 'paid', billing_reason: 'subscription_create' }, 'resume'],
    [{ status: 'paid', billing_reason: 'subscription_update' }, 'resume'],
    // An unpaid renewal from before the pause is still retried by Stripe: never billed twice.
    [{ status: 'open', billing_reason: 'subscription_cycle' }, 'resume'],
    [{ status: 'void', billing_reason: 'manual' }, 'resume'],
    [{ status: null, billing_reason: null }, 'resume'],
    [null, 'resume'],
  ] as const)('%j → %s', (latest, expected) => {
    expect(unpauseBilling(latest)).toBe(expected);
  });
});
