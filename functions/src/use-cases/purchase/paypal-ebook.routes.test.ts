import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { CapturingMailer } from '../../testing/capturing-mailer';
import { usePayPalApp } from '../../testing/paypal-app';

// Spec 02 §4.8: a PayPal buyer is offered the e-book too, paid as a one-off PayPal order.
const payPalApp = usePayPalApp({ stripe: true, mailer: new CapturingMailer() });
const EBOOK_EUR = 'price_ebookV1_ebookV1_eur';
const ORDER = { priceId: EBOOK_EUR, currency: 'eur', immediateDeliveryConsent: true };

const payPalBuyer = async (): Promise<TestUser> => (await payPalApp.subscriber()).user;
const call = (
  user: TestUser,
  route: 'createPaypalEbookOrder' | 'capturePaypalEbookOrder',
  body: unknown,
) => payPalApp.call(user, route, body);
const paypalUrl = () => payPalApp.paypal.url;
const orderAtPayPal = async (id: string) =>
  (await (
    await fetch(`${paypalUrl()}/v2/checkout/orders/${id}`, {
      headers: { Authorization: `Bearer ${await payPalApp.paypal.token()}` },
    })
  ).json()) as {
    status: string;
    purchase_units: { amount: { value: string; currency_code: string }; custom_id: string }[];
  };
const approve = (id: string) =>
  fetch(`${paypalUrl()}/_emulator/orders/${id}/approve`, { method: 'POST' });
const database = () => payPalApp.app.database;

describe('the e-book for a PayPal buyer', () => {
  it('is a PayPal order of the catalogue amount (50 % off), captured after approval and delivered once', async () => {
    const user = await payPalBuyer();
    const created = await call(user, 'createPaypalEbookOrder', ORDER);
    expect(created.status).toBe(200);
    const orderId = String(created.body.orderId);
    const order = await orderAtPayPal(orderId);
    expect(order.purchase_units[0]).toMatchObject({
      amount: { value: '9.99', currency_code: 'EUR' },
      custom_id: user.uid,
    });
    // Asked again (a second click), the same open order answers: one order, one payment.
    expect((await call(user, 'createPaypalEbookOrder', ORDER)).body.orderId).toBe(orderId);

    expect(await call(user, 'capturePaypalEbookOrder', { orderId })).toMatchObject({
      status: 409,
      body: { error: { code: 'paypal-not-approved' } },
    });
    expect(await database().get(`users/${user.uid}/ebook`)).toBeNull();

    await approve(orderId);
    expect(await call(user, 'capturePaypalEbookOrder', { orderId })).toMatchObject({
      status: 200,
      body: { status: 'succeeded' },
    });
    expect(await database().get(`users/${user.uid}/ebook`)).toBe(true);
    expect((await orderAtPayPal(orderId)).status).toBe('COMPLETED');
    // The contract is recorded (and confirmed by mail) with what PayPal charged.
    const captureId = String(await database().get(`users/${user.uid}/ebookPaypalCaptureId`));
    expect(await database().get(`contracts/${captureId}`)).toMatchObject({
      kind: 'ebook',
      provider: 'paypal',
      charged: { amount: 999, currency: 'eur' },
    });
    expect(await database().get(`users/${user.uid}/ebookWaiver`)).toMatchObject({
      wording: 'immediate-delivery-waiver-v1',
    });
    expect(await call(user, 'createPaypalEbookOrder', ORDER)).toMatchObject({
      status: 409,
      body: { error: { code: 'ebook-already-purchased' } },
    });
    // Captured once: asking again delivers nothing more and charges nothing more.
    expect((await call(user, 'capturePaypalEbookOrder', { orderId })).body).toEqual({
      status: 'succeeded',
    });
  });

  it("refuses to capture another buyer's order, and an order made outside the app", async () => {
    const victim = await payPalBuyer();
    const attacker = await payPalBuyer();
    const orderId = String((await call(victim, 'createPaypalEbookOrder', ORDER)).body.orderId);
    await approve(orderId);
    expect(await call(attacker, 'capturePaypalEbookOrder', { orderId })).toMatchObject({
      status: 404,
      body: { error: { code: 'not-found' } },
    });
    expect(await database().get(`users/${attacker.uid}/ebook`)).toBeNull();
    expect((await orderAtPayPal(orderId)).status).toBe('APPROVED');
  });

  it('a declined funding source is a 402 the buyer can act on; another source then pays', async () => {
    const user = await payPalBuyer();
    const orderId = String((await call(user, 'createPaypalEbookOrder', ORDER)).body.orderId);
    await approve(orderId);
    const funding = (declines: boolean) =>
      fetch(`${paypalUrl()}/_emulator/orders/${orderId}/funding`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ declines }),
      });
    await funding(true);
    expect(await call(user, 'capturePaypalEbookOrder', { orderId })).toMatchObject({
      status: 402,
      body: { error: { code: 'paypal-declined' } },
    });
    expect(await database().get(`users/${user.uid}/ebook`)).toBeNull();
    await funding(false);
    expect((await call(user, 'capturePaypalEbookOrder', { orderId })).status).toBe(200);
    expect(await database().get(`users/${user.uid}/ebook`)).toBe(true);
  });

  it('without the immediate-delivery consent nothing is ordered', async () => {
    const user = await payPalBuyer();
    const { immediateDeliveryConsent: _consent, ...withoutConsent } = ORDER;
    expect((await call(user, 'createPaypalEbookOrder', withoutConsent)).status).toBe(400);
    expect(await database().get(`users/${user.uid}/ebookPaypalOrder`)).toBeNull();
  });
});
