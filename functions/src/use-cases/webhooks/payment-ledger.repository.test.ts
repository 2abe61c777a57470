import { afterAll, describe, expect, it } from 'vitest';
import type { ReceivedPayment } from '../../domain/payment-ledger.rules';
import { createTestDatabase } from '../../testing/test-database';
import type { TestStore } from '../../testing/test-database';
import { PaymentLedgerRepository } from './payment-ledger.repository';

const stores: TestStore[] = [];
afterAll(() => Promise.all(stores.map((store) => store.dispose())));

async function ledger() {
  const store = await createTestDatabase();
  stores.push(store);
  return { database: store.database, ledger: new PaymentLedgerRepository(store.database) };
}

const payment = (overrides: Partial<ReceivedPayment> = {}): ReceivedPayment => ({
  provider: 'paypal',
  paymentId: '5TY05013RG002845M',
  subscriptionId: 'I-ABC',
  amount: 8999,
  currency: 'EUR',
  paidAt: new Date('2026-11-27T09:00:00Z'),
  metadata: { experiments: 'color-scheme:blue' },
  ...overrides,
});

describe('PaymentLedgerRepository', () => {
  it('records a payment once under users/{uid}/payments; the same id again adds nothing', async () => {
    const { database, ledger: service } = await ledger();
    await database.set('users/u1', { email: 'a@example.com' });
    expect(await service.record('u1', payment())).toBe('recorded');
    expect(await service.record('u1', payment({ amount: 1 }))).toBe('known');
    expect(await database.get('users/u1')).toEqual({
      email: 'a@example.com',
      payments: {
        '5TY05013RG002845M': {
          provider: 'paypal',
          subscriptionId: 'I-ABC',
          amount: 8999,
          currency: 'eur',
          paidAt: '2026-11-27T09:00:00.000Z',
          experiments: { 'color-scheme': 'blue' },
        },
      },
    });
  });

  it('never creates a user record', async () => {
    const { database, ledger: service } = await ledger();
    expect(await service.record('nobody', payment())).toBe('no-user');
    expect(await database.get('users/nobody')).toBeNull();
  });

  it.each([
    ['a uid unsafe as a path', 'a/b', payment()],
    ['no money received', 'u1', payment({ amount: 0 })],
  ])('writes nothing for %s', async (_, uid, received) => {
    const { database, ledger: service } = await ledger();
    await database.set('users/u1', { email: 'a@example.com' });
    expect(await service.record(uid, received)).toBe('not-a-payment');
    expect(await database.get('users/u1')).toEqual({ email: 'a@example.com' });
  });
});

describe('PaymentLedgerRepository.adjust', () => {
  const REFUNDED = { kind: 'charge', refunded: 2999, dispute: null } as const;

  async function withCardPayment() {
    const setup = await ledger();
    await setup.database.set('users/u1', { email: 'a@example.com' });
    await setup.ledger.record(
      'u1',
      payment({ provider: 'stripe', paymentId: 'in_1', amount: 2999, paymentIntent: 'pi_1' }),
    );
    return setup;
  }

  it('writes a refund on the entry its PaymentIntent paid, once', async () => {
    const { database, ledger: service } = await withCardPayment();
    expect(await service.adjust('u1', { paymentIntent: 'pi_1' }, REFUNDED)).toBe('adjusted');
    expect(await service.adjust('u1', { paymentIntent: 'pi_1' }, REFUNDED)).toBe('unchanged');
    expect(await database.get('users/u1/payments/in_1')).toMatchObject({
      amount: 2999,
      paymentIntent: 'pi_1',
      refunded: 2999,
    });
  });

  it('finds an entry by its key (a PayPal sale)', async () => {
    const { database, ledger: service } = await ledger();
    await database.set('users/u1', { email: 'a@example.com' });
    await service.record('u1', payment());
    const adjustment = {
      kind: 'sale',
      state: 'refunded',
      refund: { id: 'R1', amount: 8999 },
      reversed: null,
    } as const;
    expect(await service.adjust('u1', { paymentId: '5TY05013RG002845M' }, adjustment)).toBe(
      'adjusted',
    );
    expect(await database.get('users/u1/payments/5TY05013RG002845M')).toMatchObject({
      refunded: 8999,
      refunds: { R1: 8999 },
    });
  });

  it.each([
    ['a PaymentIntent no entry was paid by', 'u1', { paymentIntent: 'pi_other' }, 'no-entry'],
    ['a key not in the ledger', 'u1', { paymentId: 'in_2' }, 'no-entry'],
    ['an inherited key', 'u1', { paymentId: '__proto__' }, 'no-entry'],
    ['a user without a record', 'nobody', { paymentIntent: 'pi_1' }, 'no-user'],
    ['a uid unsafe as a path', 'a/b', { paymentIntent: 'pi_1' }, 'no-user'],
  ] as const)('writes nothing for %s', async (_, uid, entry, outcome) => {
    const { database, ledger: service } = await withCardPayment();
    const before = await database.get('users/u1');
    expect(await service.adjust(uid, entry, REFUNDED)).toBe(outcome);
    expect(await database.get('users/u1')).toEqual(before);
    expect(await database.get('users/nobody')).toBeNull();
  });
});
