import { describe, expect, it } from 'vitest';
import { isEbookPayment, isHandled, isHandledEvent, isValidEventId } from './webhook-events.rules';

describe('isHandledEvent', () => {
  it.each([
    ['stripe', 'customer.subscription.created', true],
    ['stripe', 'customer.subscription.deleted', true],
    ['stripe', 'invoice.paid', true],
    ['stripe', 'invoice.payment_action_required', true],
    ['stripe', 'checkout.session.completed', true],
    ['stripe', 'payment_intent.succeeded', true],
    ['stripe', 'charge.refunded', true],
    ['stripe', 'refund.updated', true],
    ['stripe', 'refund.failed', true],
    ['stripe', 'charge.dispute.created', true],
    ['stripe', 'charge.dispute.closed', true],
    ['stripe', 'charge.dispute.funds_reinstated', true],
    ['stripe', 'refund.created', false],
    ['stripe', 'charge.succeeded', false],
    ['stripe', 'invoice.created', false],
    ['stripe', 'customer.created', false],
    ['stripe', 'payment_intent.payment_failed', false],
    ['paypal', 'BILLING.SUBSCRIPTION.ACTIVATED', true],
    ['paypal', 'BILLING.SUBSCRIPTION.CANCELLED', true],
    ['paypal', 'PAYMENT.SALE.COMPLETED', true],
    ['paypal', 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', true],
    ['paypal', 'BILLING.SUBSCRIPTION.INVENTED', false],
    ['paypal', 'PAYMENT.SALE.REFUNDED', true],
    ['paypal', 'PAYMENT.SALE.REVERSED', true],
    ['paypal', 'PAYMENT.SALE.DENIED', false],
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

describe('isHandled', () => {
  it.each([
    ['nothing stored', null, false],
    ['done', { status: 'done', type: 'invoice.paid', outcome: 'processed' }, true],
    ['left processing by an older version', { status: 'processing' }, false],
    ['garbage', 'done', false],
  ])('%s → %s', (_name, stored, handled) => {
    expect(isHandled(stored)).toBe(handled);
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
