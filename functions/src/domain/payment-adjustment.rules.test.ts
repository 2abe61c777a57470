import { describe, expect, it } from 'vitest';
import type { PaymentAdjustment } from './payment-adjustment.rules';
import {
  adjustedRecord,
  disputeTakesMoney,
  ledgerKeyOfPaymentIntent,
  payPalSaleReturnOf,
  saleAdjustment,
  takenBack,
} from './payment-adjustment.rules';

const ENTRY = {
  provider: 'stripe',
  subscriptionId: 'sub_1',
  amount: 2999,
  currency: 'eur',
  paidAt: '2026-11-27T10:00:00.000Z',
  paymentIntent: 'pi_1',
};
const charge = (
  refunded: number,
  dispute: { amount: number; status: string } | null = null,
): PaymentAdjustment => ({ kind: 'charge', refunded, dispute });
const sale = (
  state: string,
  refund: { id: string; amount: number } | null = null,
  reversed: number | null = null,
): PaymentAdjustment => ({ kind: 'sale', state, refund, reversed });

describe('adjustedRecord', () => {
  it.each([
    ['a charge refunded in full', ENTRY, charge(2999), { refunded: 2999 }],
    ['a partial refund', ENTRY, charge(1000), { refunded: 1000 }],
    [
      'a second partial refund: the total',
      { ...ENTRY, refunded: 1000 },
      charge(1500),
      { refunded: 1500 },
    ],
    [
      'a refund that failed: the total went down',
      { ...ENTRY, refunded: 1000 },
      charge(0),
      { refunded: 0 },
    ],
    ['more than paid: capped', ENTRY, charge(5000), { refunded: 2999 }],
    [
      'a dispute opened',
      ENTRY,
      charge(0, { amount: 2999, status: 'needs_response' }),
      { disputed: 2999, disputeStatus: 'needs_response' },
    ],
    [
      'the dispute decided',
      { ...ENTRY, disputed: 2999, disputeStatus: 'needs_response' },
      charge(0, { amount: 2999, status: 'won' }),
      { disputed: 2999, disputeStatus: 'won' },
    ],
    [
      'an odd dispute status',
      ENTRY,
      charge(0, { amount: 100, status: 'Weird Status!' }),
      { disputed: 100, disputeStatus: 'unknown' },
    ],
    [
      'a PayPal sale refunded in full',
      ENTRY,
      sale('refunded', { id: 'R1', amount: 2999 }),
      {
        refunds: { R1: 2999 },
        refunded: 2999,
      },
    ],
    [
      'a second partial PayPal refund: the sum',
      { ...ENTRY, refunds: { R1: 1000 }, refunded: 1000 },
      sale('partially_refunded', { id: 'R2', amount: 500 }),
      { refunds: { R1: 1000, R2: 500 }, refunded: 1500 },
    ],
    [
      'a sale read as refunded without its refund (recorded late)',
      ENTRY,
      sale('refunded'),
      { refunded: 2999 },
    ],
    [
      'a PayPal reversal',
      ENTRY,
      sale('reversed', null, 2999),
      { disputed: 2999, disputeStatus: 'reversed' },
    ],
  ] as const)('%s', (_, stored, adjustment, changed) => {
    expect(adjustedRecord(stored, adjustment)).toEqual({ ...stored, ...changed });
  });

  it.each([
    ['nothing refunded or disputed', ENTRY, charge(0)],
    ['the same total again (a redelivery)', { ...ENTRY, refunded: 2999 }, charge(2999)],
    [
      'the same dispute again',
      { ...ENTRY, disputed: 2999, disputeStatus: 'lost' },
      charge(0, { amount: 2999, status: 'lost' }),
    ],
    [
      'the same PayPal refund again',
      { ...ENTRY, refunds: { R1: 2999 }, refunded: 2999 },
      sale('refunded', { id: 'R1', amount: 2999 }),
    ],
    ['a completed sale', ENTRY, sale('completed')],
    ['no ledger entry', 'broken', charge(2999)],
    ['an entry without an amount', { provider: 'stripe' }, charge(2999)],
  ] as const)('null (nothing to write) for %s', (_, stored, adjustment) => {
    expect(adjustedRecord(stored, adjustment)).toBeNull();
  });

  it('keeps a dispute once opened when a later read finds none', () => {
    const stored = { ...ENTRY, disputed: 2999, disputeStatus: 'under_review' };
    expect(adjustedRecord(stored, charge(0))).toBeNull();
  });
});

describe('ledgerKeyOfPaymentIntent', () => {
  it.each([
    ['the entry it paid', { in_0: { paymentIntent: 'pi_0' }, in_1: ENTRY }, 'pi_1', 'in_1'],
    ['none paid by it', { in_0: { paymentIntent: 'pi_0' } }, 'pi_1', null],
    ['an entry recorded before the field existed', { in_1: { amount: 2999 } }, 'pi_1', null],
    ['no ledger', undefined, 'pi_1', null],
  ])('%s', (_, ledger, paymentIntent, key) => {
    expect(ledgerKeyOfPaymentIntent(ledger, paymentIntent)).toBe(key);
  });
});

describe('disputeTakesMoney', () => {
  it.each([
    ['needs_response', true],
    ['under_review', true],
    ['lost', true],
    ['reversed', true],
    ['something new', true],
    ['won', false],
    ['prevented', false],
    ['warning_needs_response', false],
    ['warning_under_review', false],
    ['warning_closed', false],
  ])('%s → %s', (status, takes) => {
    expect(disputeTakesMoney(status)).toBe(takes);
  });
});

describe('takenBack', () => {
  it.each([
    ['nothing', { amount: 2999 }, 0, 0],
    ['a partial refund', { amount: 2999, refunded: 1000 }, 1000, 0],
    ['an open dispute', { amount: 2999, disputed: 2999, disputeStatus: 'needs_response' }, 0, 2999],
    ['a lost dispute', { amount: 2999, disputed: 2999, disputeStatus: 'lost' }, 0, 2999],
    ['a won dispute', { amount: 2999, disputed: 2999, disputeStatus: 'won' }, 0, 0],
    ['an inquiry', { amount: 2999, disputed: 2999, disputeStatus: 'warning_needs_response' }, 0, 0],
    [
      'a dispute of a partly refunded payment: at most the rest',
      { amount: 2999, refunded: 1000, disputed: 2999, disputeStatus: 'lost' },
      1000,
      1999,
    ],
    ['a dispute without a status', { amount: 2999, disputed: 2999 }, 0, 0],
    ['odd values', { amount: 2999, refunded: -5, disputed: 'x', disputeStatus: 'lost' }, 0, 0],
  ])('%s', (_, entry, refunded, disputed) => {
    expect(takenBack(entry)).toEqual({ refunded, disputed });
  });
});

describe('payPalSaleReturnOf', () => {
  const refund = (overrides: Record<string, unknown> = {}) => ({
    id: '6YX43824R4443062K',
    state: 'completed',
    amount: { total: '29.99', currency: 'EUR' },
    sale_id: '9T0916710M1105906',
    parent_payment: 'PAY-5437236047802405NKRJ22UA',
    ...overrides,
  });

  it.each([
    [
      'a refund of a sale',
      'refund',
      refund(),
      {
        kind: 'refund',
        saleId: '9T0916710M1105906',
        refund: { id: '6YX43824R4443062K', amount: 2999 },
      },
    ],
    [
      'a refund shown negative, its sale only in the links',
      'refund',
      refund({
        sale_id: undefined,
        amount: { total: '-0.01', currency: 'USD' },
        links: [{ href: 'https://api.paypal.com/v1/payments/sale/9T0916710M1105906', rel: 'sale' }],
      }),
      {
        kind: 'refund',
        saleId: '9T0916710M1105906',
        refund: { id: '6YX43824R4443062K', amount: 1 },
      },
    ],
    [
      'a failed refund: the sale is read, nothing counted',
      'refund',
      refund({ state: 'failed' }),
      { kind: 'refund', saleId: '9T0916710M1105906', refund: null },
    ],
    [
      'a yen refund',
      'refund',
      refund({ amount: { total: '1500', currency: 'JPY' } }),
      {
        kind: 'refund',
        saleId: '9T0916710M1105906',
        refund: { id: '6YX43824R4443062K', amount: 1500 },
      },
    ],
    [
      'a reversal naming its sale',
      'reversal',
      refund({ amount: { total: '-29.99', currency: 'EUR' } }),
      { kind: 'reversal', saleId: '9T0916710M1105906', amount: 2999 },
    ],
    [
      'a reversal carrying the sale itself, no amount',
      'reversal',
      { id: '5TY05013RG002845M', state: 'reversed' },
      { kind: 'reversal', saleId: '5TY05013RG002845M', amount: null },
    ],
  ] as const)('%s', (_, kind, resource, expected) => {
    expect(payPalSaleReturnOf(kind, resource)).toEqual(expected);
  });

  it.each([
    ['no sale named', 'refund', refund({ sale_id: undefined })],
    ['a sale id unsafe as a key', 'refund', refund({ sale_id: '../users' })],
    ['not an object', 'reversal', 'sale'],
  ] as const)('null for %s', (_, kind, resource) => {
    expect(payPalSaleReturnOf(kind, resource)).toBeNull();
  });
});

describe('saleAdjustment', () => {
  it('carries the sale’s state and the reported refund', () => {
    const reported = { kind: 'refund', saleId: 'S1', refund: { id: 'R1', amount: 500 } } as const;
    expect(saleAdjustment(reported, { state: 'partially_refunded', amount: 2999 })).toEqual(
      sale('partially_refunded', { id: 'R1', amount: 500 }),
    );
  });

  it('counts the whole sale for a reversal without an amount', () => {
    const reported = { kind: 'reversal', saleId: 'S1', amount: null } as const;
    expect(saleAdjustment(reported, { state: 'completed', amount: 2999 })).toEqual(
      sale('completed', null, 2999),
    );
  });
});
