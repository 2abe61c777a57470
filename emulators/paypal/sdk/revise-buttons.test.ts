// @vitest-environment jsdom
import type { PayPalButtonsComponentProps } from '@paypal/react-paypal-js';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import type { SubscriptionResource } from '../paypal-types.js';
import {
  clickAndOpenPopup,
  messageFromPopup,
  renderButtons,
} from '../testing/paypal-buttons-harness.js';
import { startFixture, type PayPalTestClient } from '../testing/paypal-fixture.js';
import { serveEmulatorScripts } from '../testing/sdk-loader.js';

let emulator: PayPalEmulator;
let client: PayPalTestClient;
let scripts: ReturnType<typeof serveEmulatorScripts>;

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
  vi.restoreAllMocks();
});

const UPSELL_PLAN = 'P-v8_sixMonthsV8_eur';

async function activeId(): Promise<string> {
  const { body } = await client.createSubscription({ plan_id: 'P-v8_oneMonthV8_eur' });
  await client.approve(String(body.id));
  return String(body.id);
}

const planOf = async (id: string) =>
  (await client.call<SubscriptionResource>('GET', `/v1/billing/subscriptions/${id}`)).body.plan_id;

/** What the app's server does for the upsell: revises, then hands the same id to the SDK. */
const serverRevised =
  (id: string): PayPalButtonsComponentProps['createSubscription'] =>
  async () => {
    await client.call('POST', `/v1/billing/subscriptions/${id}/revise`, { plan_id: UPSELL_PLAN });
    return id;
  };

describe('stand-in SDK: a subscription revision approved in the PayPal window', () => {
  it('actions.subscription.revise → window → consent → onApprove; the plan is the new one', async () => {
    const id = await activeId();
    const spies = renderButtons(emulator.url, (_data, actions) =>
      actions.subscription.revise(id, { plan_id: UPSELL_PLAN }),
    );
    const { id: token } = await clickAndOpenPopup(emulator.url);
    expect(token).toBe(id);
    expect(await planOf(id)).toBe('P-v8_oneMonthV8_eur');
    const page = await fetch(`${emulator.url}/checkoutnow?token=${id}`);
    expect(await page.text()).toContain('<dt>New plan</dt>');
    await fetch(`${emulator.url}/checkoutnow/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `token=${id}&popup=1`,
    });
    messageFromPopup('approved', id, emulator.url);
    await vi.waitFor(() => expect(spies.onApprove).toHaveBeenCalledTimes(1));
    expect(spies.onApprove.mock.calls[0]?.[0]).toMatchObject({ subscriptionID: id });
    expect(await planOf(id)).toBe(UPSELL_PLAN);
  });

  it('server-side revise, window closed without consent → onCancel, the plan unchanged', async () => {
    const id = await activeId();
    const spies = renderButtons(emulator.url, serverRevised(id));
    const { popup } = await clickAndOpenPopup(emulator.url);
    popup.close();
    await vi.waitFor(() =>
      expect(spies.onCancel).toHaveBeenCalledWith({ orderID: id }, expect.anything()),
    );
    expect(spies.onApprove).not.toHaveBeenCalled();
    expect(await planOf(id)).toBe('P-v8_oneMonthV8_eur');
  });

  it('server-side revise consented, window closed before its message → onApprove', async () => {
    const id = await activeId();
    const spies = renderButtons(emulator.url, serverRevised(id));
    const { popup } = await clickAndOpenPopup(emulator.url);
    await client.approve(id);
    popup.close();
    await vi.waitFor(() =>
      expect(spies.onApprove).toHaveBeenCalledWith(
        expect.objectContaining({ subscriptionID: id }),
        expect.anything(),
      ),
    );
    expect(spies.onCancel).not.toHaveBeenCalled();
  });
});
