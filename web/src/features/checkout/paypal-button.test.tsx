// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayPalEmulator } from '../../../../emulators/paypal';
import {
  clickAndOpenPopup,
  messageFromPopup,
} from '../../../../emulators/paypal/testing/paypal-buttons-harness';
import {
  CLIENT_ID,
  startFixture,
  type PayPalTestClient,
} from '../../../../emulators/paypal/testing/paypal-fixture';
import { serveEmulatorScripts } from '../../../../emulators/paypal/testing/sdk-loader';
import { EURO_OFFERED_PRICES } from './domain/catalogue.fixtures';
import { derivePackages } from '../../shared/domain/packages';
import { createTestStore, TestProviders } from '../../app/testing/app-harness';
import { PayPalButton } from './paypal-button';

let emulator: PayPalEmulator;
let client: PayPalTestClient;
let scripts: ReturnType<typeof serveEmulatorScripts>;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  ({ emulator, client } = await startFixture());
  scripts = serveEmulatorScripts(emulator.url);
});
afterAll(async () => {
  scripts.stop();
  await emulator.close();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type ApiCall = { path: string; body: unknown };

/**
 * The API at the network boundary, as the server answers: createPaypalSubscription creates the
 * subscription at PayPal (the emulator, with the app's token) and answers its id; confirm
 * answers the subscription. Everything else (the SDK's own calls) reaches the emulator.
 */
function stubApi(uid: string): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.startsWith(emulator.url)) return realFetch(input, init);
      const path = url.replace(/^.*\/api/, '');
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      if (path === '/payment/createPaypalSubscription') {
        const created = await client.createSubscription({ custom_id: uid });
        return Response.json({ subscriptionId: created.body.id });
      }
      return Response.json({
        subscription: { id: (body as { subscriptionId: string }).subscriptionId },
      });
    }),
  );
  return calls;
}

describe('PayPalButton', () => {
  it("createSubscription asks the server for the package's subscription and approves that id", async () => {
    const store = createTestStore();
    store.services.auth.getIdToken = () => Promise.resolve('tok');
    runInAction(() => {
      store.session.user = { uid: 'u1', isAnonymous: true, email: null, displayName: null };
    });
    const prices = EURO_OFFERED_PRICES.map((price) => ({
      ...price,
      paypalPlanId: `P-${price.id}`,
    }));
    const trial = derivePackages(prices, { withDiscount: true, order: 'original' }).find(
      (pkg) => pkg.trialPriceId,
    );
    if (!trial?.paypalPlanId) throw new Error('no trial package with a PayPal plan');
    const calls = stubApi('u1');
    render(
      <TestProviders store={store} path="/payment">
        <PayPalButton
          pkg={{ ...trial, paypalPlanId: trial.paypalPlanId }}
          flow="onboarding"
          clientId={CLIENT_ID}
          sdkUrl={`${emulator.url}/sdk/js`}
        />
      </TestProviders>,
    );
    const { id } = await clickAndOpenPopup(emulator.url);
    expect(calls).toEqual([
      {
        path: '/payment/createPaypalSubscription',
        // Also the visitor id and attribution (checkout-payment.store.test.ts checks those).
        body: expect.objectContaining({ priceId: 'one', trialId: 'trial', withDiscount: true }),
      },
    ]);
    // The popup shows the subscription the server created, for the signed-in user.
    expect((await client.call('GET', `/v1/billing/subscriptions/${id}`)).body).toMatchObject({
      status: 'APPROVAL_PENDING',
      custom_id: 'u1',
    });
    await client.approve(id);
    messageFromPopup('approved', id, emulator.url);
    await vi.waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/payment_success'),
    );
    expect(calls[1]).toEqual({
      path: '/payment/confirmPaypalSubscription',
      body: { subscriptionId: id },
    });
  });
});
