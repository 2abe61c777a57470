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
