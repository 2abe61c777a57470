import { describe, expect, it } from 'vitest';
import {
  cardUpdateLinks,
  renewalMailsOf,
  storedRenewalsOf,
  storedSubscriptionOf,
} from './renewal-snapshot.js';

/** A token as the product signs it: base64url JSON `{p, s, i, e}`, a dot, a signature. */
const token = (invoiceId: string) =>
  `${Buffer.from(JSON.stringify({ p: 'stripe', s: 'sub_1', i: invoiceId, e: 2e9 })).toString('base64url')}.c2lnbmF0dXJl`;

const link = (invoiceId: string) =>
  `http://127.0.0.1:5000/card-update?token=${encodeURIComponent(token(invoiceId))}`;

const mail = (text: string, receivedAt = '2026-11-29T10:00:00.000Z') => ({ text, receivedAt });

describe('cardUpdateLinks', () => {
  it('reads the token and the invoice it names', () => {
    expect(cardUpdateLinks(`Update your card:\n${link('in_1')}\n`)).toEqual([
      { token: token('in_1'), invoiceId: 'in_1' },
    ]);
  });

  it('a token whose payload is not JSON names no invoice', () => {
    expect(cardUpdateLinks('/card-update?token=bm9wZQ.x')).toEqual([
      { token: 'bm9wZQ.x', invoiceId: null },
    ]);
    expect(cardUpdateLinks('no link here')).toEqual([]);
  });
});

describe('renewalMailsOf', () => {
  it('counts the mails linking this invoice and the "ended" mails; the first link’s token', () => {
    const mails = [
      mail(`Last attempt\n${link('in_1')}`, '2026-11-29T10:05:00.000Z'),
      mail(`Payment failed\n${link('in_1')}`, '2026-11-29T10:00:00.000Z'),
      mail(`Another renewal\n${link('in_2')}`),
      mail('Ended. Start again:\nhttp://127.0.0.1:5000/manage_subscription\n'),
      mail('Your trial ends soon. Cancel: http://127.0.0.1:5000/cancel'),
      mail('Welcome to Fastwell'),
    ];
    expect(renewalMailsOf(mails, 'in_1')).toEqual({
      withLink: 2,
      restart: 1,
      token: token('in_1'),
    });
    expect(renewalMailsOf([], 'in_1')).toEqual({ withLink: 0, restart: 0, token: null });
  });
});

describe('storedRenewalsOf', () => {
  it('reads renewalRecoveries/ with the mails marked sent, and users/ as stored', () => {
    const stored = storedRenewalsOf({
      users: { u1: { subscription: { id: 'sub_1', status: 'active' } } },
      renewalRecoveries: {
        in_1: {
          invoiceId: 'in_1',
          provider: 'stripe',
          uid: 'u1',
          subscriptionId: 'sub_1',
          amount: 2999,
          currency: 'eur',
          firstFailedAt: '2026-11-29T10:00:00.000Z',
          mails: {
            failed: { claimedAt: 'x', sentAt: 'y' },
            'last-retry': { claimedAt: 'x' },
          },
          outcome: 'card-update',
        },
        broken: 'not a record',
      },
    });
    expect(stored.users).toEqual({ u1: { subscription: { id: 'sub_1', status: 'active' } } });
    expect(stored.recoveries).toEqual([
      {
        invoiceId: 'in_1',
        provider: 'stripe',
        uid: 'u1',
        subscriptionId: 'sub_1',
        amount: 2999,
        currency: 'eur',
        outcome: 'card-update',
        mailsSent: ['failed'],
      },
    ]);
    expect(storedRenewalsOf({})).toEqual({ users: {}, recoveries: [] });
  });
});

describe('storedSubscriptionOf', () => {
  it('reads id, status and end_reason', () => {
    expect(
      storedSubscriptionOf({
        subscription: { id: 'sub_1', status: 'canceled', end_reason: 'payment_failed' },
      }),
    ).toEqual({ id: 'sub_1', status: 'canceled', endReason: 'payment_failed' });
    expect(storedSubscriptionOf({ subscription: { id: 'sub_1', status: 'active' } })).toEqual({
      id: 'sub_1',
      status: 'active',
      endReason: null,
    });
    expect(storedSubscriptionOf(undefined)).toBeNull();
  });
});
