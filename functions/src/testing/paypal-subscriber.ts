import type { TestUser } from './auth-emulator.client';
import type { PayPalFixture } from './paypal-emulator';
import type { TestApp } from './test-app';
import { endpoints } from '../contract/endpoints';

/** `user` signs in, approves a monthly PayPal subscription and the API confirms and records it. */
export async function confirmedPayPalSubscription(
  app: TestApp,
  paypal: PayPalFixture,
  user: TestUser,
): Promise<string> {
  await app.call('POST', endpoints.signIn.path, { token: user.idToken, body: {} });
  const id = await paypal.createBound(app.database, 'P-v8_oneMonthV8_eur', user.uid);
  await paypal.approve(id);
  const confirmed = await app.call('POST', endpoints.confirmPaypalSubscription.path, {
    token: user.idToken,
    body: { subscriptionId: id },
  });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  return id;
}
