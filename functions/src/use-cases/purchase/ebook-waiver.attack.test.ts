import { describe, expect, it } from 'vitest';
import { usePaymentApp } from '../../testing/payment-app';
import { emulatorObjects, subscriber } from '../../testing/stripe-subscriber';
import { endpoints } from '../../contract/endpoints';

const payment = usePaymentApp();
const EBOOK_EUR = 'price_ebookV1_ebookV1_eur';

/**
 * §356(5) BGB: the right to withdraw from the e-book ends on delivery only if the buyer agreed to
 * immediate delivery and acknowledged losing the right. The screen's checkbox is not enough: a
 * caller who skips it must not be charged.
 */
describe('the e-book without the immediate-delivery consent (attack)', () => {
  it.each([
    ['no consent field', {}],
    ['consent refused', { immediateDeliveryConsent: false }],
    ['consent as text', { immediateDeliveryConsent: 'true' }],
  ])('%s: 400, nothing charged, no e-book', async (_case, consent) => {
    const { user } = await subscriber(payment, 'price_v8_oneMonthV8_eur');
    const answer = await payment.app.call('POST', endpoints.purchaseEbook.path, {
      token: user.idToken,
      body: { priceId: EBOOK_EUR, currency: 'eur', ...consent },
    });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } } });
    const intents = (await emulatorObjects(payment.stripe, 'payment_intent')).filter(
      (intent) => (intent.metadata as Record<string, string>).uid === user.uid,
    );
    expect(intents.filter((intent) => intent.amount === 999)).toEqual([]);
    expect(await payment.app.database.get(`users/${user.uid}/ebook`)).toBeNull();
  });
});
