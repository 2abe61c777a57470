import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { refusalOf } from './stripe-refusals';

// Only the metadata is read.
const withMetadata = (metadata: Record<string, string>): Stripe.Subscription =>
  ({ id: 'sub_1', metadata }) as unknown as Stripe.Subscription;

describe('refusalOf (what the metadata records)', () => {
  it.each([
    [{}, null],
    [{ uid: 'u1' }, null],
    [{ trialRefused: 'card-trial-used' }, { kind: 'trial-used' }],
    [{ trialRefused: 'something-else' }, null],
    [{ duplicateOf: 'I-PAYPAL' }, { kind: 'duplicate', keptId: 'I-PAYPAL' }],
    [{ duplicateOf: '' }, null],
    [{ trialRefused: 'card-trial-used', duplicateOf: 'I-PAYPAL' }, { kind: 'trial-used' }],
  ])('%j → %j', (metadata, refusal) => {
    expect(refusalOf(withMetadata(metadata))).toEqual(refusal);
  });
});
