// @vitest-environment jsdom
import type { PayPalButtonsComponentProps } from '@paypal/react-paypal-js';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionResource } from '../paypal-types.js';
import {
  clickAndOpenPopup,
  messageFromPopup,
  renderButtons,
} from '../testing/paypal-buttons-harness.js';
import { useSdkFixture } from '../testing/sdk-fixture.js';

const sdk = useSdkFixture();

const UPSELL_PLAN = 'P-v8_sixMonthsV8_eur';

async function activeId(): Promise<string> {
  const { body } = await sdk.client.createSubscription({ plan_id: 'P-v8_oneMonthV8_eur' });
  await sdk.client.approve(String(body.id));
  return String(body.id);
}

const planOf = async (id: string) =>
  (await sdk.client.call<SubscriptionResource>('GET', `/v1/billing/subscriptions/${id}`)).body
    .plan_id;

/** What the app's server does for the upsell: revises, then hands the same id to the SDK. */
const serverRevised =
  (id: string): PayPalButtonsComponentProps['createSubscription'] =>
  async () => {
    await sdk.client.call('POST', `/v1/billing/subscriptions/${id}/revise`, {
      plan_id: UPSELL_PLAN,
    });
    return id;
  };

describe('stand-in SDK: a subscription revision approved in the PayPal window', () => {
  it('actions.subscription.revise → window → consent → onApprove; the plan is the new one', async () => {
    const id = await activeId();
    const spies = renderButtons(sdk.emulator.url, (_data, actions) =>
      actions.subscription.revise(id, { plan_id: UPSELL_PLAN }),
    );
    const { id: token } = await clickAndOpenPopup(sdk.emulator.url);
    expect(token).toBe(id);
    expect(await planOf(id)).toBe('P-v8_oneMonthV8_eur');
    const page = await fetch(`${sdk.emulator.url}/checkoutnow?token=${id}`);
    expect(await page.text()).toContain('<dt>New plan</dt>');
    await fetch(`${sdk.emulator.url}/checkoutnow/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `token=${id}&popup=1`,
    });
    messageFromPopup('approved', id, sdk.emulator.url);
    await vi.waitFor(() => expect(spies.onApprove).toHaveBeenCalledTimes(1));
    expect(spies.onApprove.mock.calls[0]?.[0]).toMatchObject({ subscriptionID: id });
    expect(await planOf(id)).toBe(UPSELL_PLAN);
  });

  it('server-side revise, window closed without consent → onCancel, the plan unchanged', async () => {
    const id = await activeId();
    const spies = renderButtons(sdk.emulator.url, serverRevised(id));
    const { popup } = await clickAndOpenPopup(sdk.emulator.url);
    popup.close();
    await vi.waitFor(() =>
      expect(spies.onCancel).toHaveBeenCalledWith({ orderID: id }, expect.anything()),
    );
    expect(spies.onApprove).not.toHaveBeenCalled();
    expect(await planOf(id)).toBe('P-v8_oneMonthV8_eur');
  });

  it('server-side revise consented, window closed before its message → onApprove', async () => {
    const id = await activeId();
    const spies = renderButtons(sdk.emulator.url, serverRevised(id));
    const { popup } = await clickAndOpenPopup(sdk.emulator.url);
    await sdk.client.approve(id);
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
