import { describe, expect, it } from 'vitest';
import {
  STALE_CLAIM_MS,
  isEbookPayment,
  isHandledEvent,
  isValidEventId,
  mayClaim,
} from './webhook-events.rules';

describe('isHandledEvent', () => {
  it.each([
    ['stripe', 'customer.subscription.created', true],
    ['stripe', 'customer.subscription.deleted', true],
    ['stripe', 'invoice.paid', true],
    ['stripe', 'invoice.payment_action_required', true],
    ['stripe', 'checkout.session.completed', true],
    ['stripe', 'payment_intent.succeeded', true],
    ['stripe', 'invoice.created', false],
    ['stripe', 'customer.created', false],
    ['stripe', 'payment_intent.payment_failed', false],
    ['paypal', 'BILLING.SUBSCRIPTION.ACTIVATED', true],
    ['paypal', 'BILLING.SUBSCRIPTION.CANCELLED', true],
    ['paypal', 'PAYMENT.SALE.COMPLETED', true],
    ['paypal', 'PAYMENT.SALE.REFUNDED', false],
    ['paypal', 'customer.subscription.created', false],
  ] as const)('%s %s → %s', (provider, type, handled) => {
    expect(isHandledEvent(provider, type)).toBe(handled);
  });
});

describe('isValidEventId', () => {
  it.each([
    ['evt_1NZ9abc', true],
    ['WH-4AB12345CD678901E-1', true],
    ['', false],
    ['evt/../../users', false],
    ['evt.1', false],
    [42, false],
  ])('%s → %s', (id, valid) => {
    expect(isValidEventId(id)).toBe(valid);
  });
});

describe('mayClaim', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it.each([
    ['nothing stored', null, true],
    ['done', { status: 'done', claimedAt: ago(10 * STALE_CLAIM_MS) }, false],
    ['processing, fresh', { status: 'processing', claimedAt: ago(1000) }, false],
    ['processing, stale', { status: 'processing', claimedAt: ago(STALE_CLAIM_MS + 1) }, true],
    ['processing, no time', { status: 'processing' }, true],
  ])('%s → %s', (_name, current, may) => {
    expect(mayClaim(current, now)).toBe(may);
  });
});

describe('isEbookPayment', () => {
  it.each([
    [{ uid: 'u1', product: 'ebook' }, true],
    [{ uid: 'u1', model: 'ebookV1' }, true],
    [{ uid: 'u1' }, false],
    [null, false],
  ])('%o → %s', (metadata, ebook) => {
    expect(isEbookPayment(metadata)).toBe(ebook);
  });
});
