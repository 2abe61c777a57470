// @vitest-environment jsdom
import type { PayPalButtonsComponentProps } from '@paypal/react-paypal-js';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionResource } from '../paypal-types.js';
import {
  clickAndOpenPopup,
  messageFromPopup,
  renderButtons,
} from '../testing/paypal-buttons-harness.js';
import { CLIENT_ID } from '../testing/paypal-fixture.js';
import { fakePopup } from '../testing/sdk-loader.js';
import { useSdkFixture } from '../testing/sdk-fixture.js';

const sdk = useSdkFixture();

const createSubscription: PayPalButtonsComponentProps['createSubscription'] = (_data, actions) =>
  actions.subscription.create({ plan_id: 'P-v8_oneMonthV8_eur', custom_id: 'uid-react' });
const fetchSubscription = async (id: string) =>
  (await sdk.client.call<SubscriptionResource>('GET', `/v1/billing/subscriptions/${id}`)).body;
const subscriptionCount = async () =>
  (
    (await (await fetch(`${sdk.emulator.url}/_emulator/subscriptions`)).json()) as {
      subscriptions: unknown[];
    }
  ).subscriptions.length;

describe('stand-in SDK under the real @paypal/react-paypal-js', () => {
  it('loads from sdkBaseUrl (twice in StrictMode) and renders one accessible PayPal button', async () => {
    renderButtons(sdk.emulator.url, createSubscription);
    const button = await screen.findByRole('button', { name: 'PayPal' });
    expect(button.style.minHeight).toBe('44px');
    expect(screen.getAllByRole('button', { name: 'PayPal' })).toHaveLength(1);
    expect(sdk.scripts.requested).toHaveLength(2);
    expect(sdk.scripts.requested[1]).toBe(sdk.scripts.requested[0]);
    const url = new URL(String(sdk.scripts.requested[0]));
    expect(url.pathname).toBe('/sdk/js');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'client-id': CLIENT_ID,
      vault: 'true',
      intent: 'subscription',
    });
    expect(sdk.scripts.errors).toEqual([]);
  });

  it('click → APPROVAL_PENDING subscription → approval popup → approved → onApprove', async () => {
    const spies = renderButtons(sdk.emulator.url, createSubscription);
    const { popup, id } = await clickAndOpenPopup(sdk.emulator.url);
    expect(spies.onClick).toHaveBeenCalledTimes(1);
    expect(await fetchSubscription(id)).toMatchObject({
      status: 'APPROVAL_PENDING',
      plan_id: 'P-v8_oneMonthV8_eur',
      custom_id: 'uid-react',
    });
    const decided = await fetch(`${sdk.emulator.url}/checkoutnow/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `token=${id}&popup=1`,
    });
    expect(decided.status).toBe(200);
    messageFromPopup('approved', 'I-SOMEONEELSE1', sdk.emulator.url);
    messageFromPopup('approved', id, 'http://evil.example');
    expect(spies.onApprove).not.toHaveBeenCalled();
    messageFromPopup('approved', id, sdk.emulator.url);
    await vi.waitFor(() => expect(spies.onApprove).toHaveBeenCalledTimes(1));
    const [data, actions] = spies.onApprove.mock.calls[0] ?? [];
    expect(data).toMatchObject({
      orderID: id,
      subscriptionID: id,
      facilitatorAccessToken: expect.any(String),
    });
    await expect(actions?.subscription?.get()).resolves.toMatchObject({ id, status: 'ACTIVE' });
    expect(spies.onCancel).not.toHaveBeenCalled();
    expect(spies.onError).not.toHaveBeenCalled();
    expect(popup.closed).toBe(false);
  });

  it('a server-created id returned by createSubscription is what the popup approves', async () => {
    // What the app's server does: creates the subscription with the app token, answers its id.
    const serverCreated = async () => {
      const { body } = await sdk.client.createSubscription({ custom_id: 'uid-server' });
      return String(body.id);
    };
    const spies = renderButtons(sdk.emulator.url, serverCreated);
    const { id } = await clickAndOpenPopup(sdk.emulator.url);
    expect(await fetchSubscription(id)).toMatchObject({
      status: 'APPROVAL_PENDING',
      custom_id: 'uid-server',
    });
    await sdk.client.approve(id);
    messageFromPopup('approved', id, sdk.emulator.url);
    await vi.waitFor(() => expect(spies.onApprove).toHaveBeenCalledTimes(1));
    expect(spies.onApprove.mock.calls[0]?.[0]).toMatchObject({ subscriptionID: id });
    expect(spies.onError).not.toHaveBeenCalled();
  });

  it('cancelled message → onCancel, subscription stays APPROVAL_PENDING', async () => {
    const spies = renderButtons(sdk.emulator.url, createSubscription);
    const { id } = await clickAndOpenPopup(sdk.emulator.url);
    messageFromPopup('cancelled', id, sdk.emulator.url);
    await vi.waitFor(() =>
      expect(spies.onCancel).toHaveBeenCalledWith({ orderID: id }, expect.anything()),
    );
    expect(spies.onApprove).not.toHaveBeenCalled();
    expect((await fetchSubscription(id)).status).toBe('APPROVAL_PENDING');
  });

  it('popup closed without a decision → onCancel', async () => {
    const spies = renderButtons(sdk.emulator.url, createSubscription);
    const { popup, id } = await clickAndOpenPopup(sdk.emulator.url);
    popup.close();
    await vi.waitFor(() =>
      expect(spies.onCancel).toHaveBeenCalledWith({ orderID: id }, expect.anything()),
    );
    expect(spies.onError).not.toHaveBeenCalled();
  });

  it('popup that approved and closed before its message arrived → onApprove, not onCancel', async () => {
    const spies = renderButtons(sdk.emulator.url, createSubscription);
    const { popup, id } = await clickAndOpenPopup(sdk.emulator.url);
    const approved = await fetch(`${sdk.emulator.url}/_emulator/subscriptions/${id}/approve`, {
      method: 'POST',
    });
    expect(approved.ok).toBe(true);
    popup.close();
    await vi.waitFor(() =>
      expect(spies.onApprove).toHaveBeenCalledWith(
        expect.objectContaining({ subscriptionID: id }),
        expect.anything(),
      ),
    );
    expect(spies.onCancel).not.toHaveBeenCalled();
  });

  it('blocked popup → onError with a clear message, no subscription created', async () => {
    const spies = renderButtons(sdk.emulator.url, createSubscription);
    const before = await subscriptionCount();
    vi.spyOn(window, 'open').mockImplementation(() => null);
    fireEvent.click(await screen.findByRole('button', { name: 'PayPal' }));
    await vi.waitFor(() => expect(spies.onError).toHaveBeenCalledTimes(1));
    expect(String(spies.onError.mock.calls[0]?.[0].message)).toMatch(/popup was blocked/);
    expect(await subscriptionCount()).toBe(before);
  });

  it('a failing createSubscription → onError and the popup is closed', async () => {
    const spies = renderButtons(
      sdk.emulator.url,
      (_data, actions) => actions.subscription.create({ plan_id: 'P-unknown' }),
      false,
    );
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    fireEvent.click(await screen.findByRole('button', { name: 'PayPal' }));
    await vi.waitFor(() => expect(spies.onError).toHaveBeenCalledTimes(1));
    expect(String(spies.onError.mock.calls[0]?.[0].message)).toContain('UNPROCESSABLE_ENTITY');
    expect(popup.closed).toBe(true);
  });
});
