// @vitest-environment jsdom
import type { PayPalButtonsComponentProps } from '@paypal/react-paypal-js';
import { cleanup } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderResource } from '../order-types.js';
import {
  clickAndOpenPopup,
  messageFromPopup,
  renderOrderButtons,
} from '../testing/paypal-buttons-harness.js';
import { useSdkFixture } from '../testing/sdk-fixture.js';

const sdk = useSdkFixture();

type CreateOrder = PayPalButtonsComponentProps['createOrder'];

/** What the app's server does: creates the e-book order with the app token, answers its id. */
const serverCreated: CreateOrder = async () => String((await sdk.client.createOrder()).body.id);

const order = async (id: string) =>
  (await sdk.client.call<OrderResource>('GET', `/v2/checkout/orders/${id}`)).body;

function approveInPopup(id: string) {
  return fetch(`${sdk.emulator.url}/checkoutnow/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `token=${id}&popup=1`,
  });
}

describe('stand-in SDK: createOrder (one-off payment) under the real @paypal/react-paypal-js', () => {
  it('server-created order → PayPal window → approved → onApprove with orderID and payerID', async () => {
    const spies = renderOrderButtons(sdk.emulator.url, serverCreated);
    const { id } = await clickAndOpenPopup(sdk.emulator.url);
    expect(await order(id)).toMatchObject({ status: 'CREATED', intent: 'CAPTURE' });
    await approveInPopup(id);
    messageFromPopup('approved', id, 'http://evil.example', 'orderID');
    messageFromPopup('approved', 'SOMEOTHERORDER001', sdk.emulator.url, 'orderID');
    expect(spies.onApprove).not.toHaveBeenCalled();
    messageFromPopup('approved', id, sdk.emulator.url, 'orderID');
    await vi.waitFor(() => expect(spies.onApprove).toHaveBeenCalledTimes(1));
    const [data] = spies.onApprove.mock.calls[0] ?? [];
    expect(data).toMatchObject({
      orderID: id,
      payerID: (await order(id)).payer?.payer_id,
      facilitatorAccessToken: expect.any(String),
    });
    expect(spies.onCancel).not.toHaveBeenCalled();
    expect(spies.onError).not.toHaveBeenCalled();
  });

  it('actions.order.create and, in onApprove, actions.order.capture() (client-side)', async () => {
    const spies = renderOrderButtons(sdk.emulator.url, (_data, actions) =>
      actions.order.create({
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'EUR', value: '4.99' }, custom_id: 'uid-c' }],
      }),
    );
    const { id } = await clickAndOpenPopup(sdk.emulator.url);
    await approveInPopup(id);
    messageFromPopup('approved', id, sdk.emulator.url, 'orderID');
    await vi.waitFor(() => expect(spies.onApprove).toHaveBeenCalledTimes(1));
    const [, actions] = spies.onApprove.mock.calls[0] ?? [];
    const captured = await actions?.order?.capture();
    expect(captured).toMatchObject({
      id,
      status: 'COMPLETED',
      purchase_units: [
        {
          custom_id: 'uid-c',
          payments: { captures: [{ status: 'COMPLETED', custom_id: 'uid-c' }] },
        },
      ],
    });
  });

  it('cancelled in the window → onCancel with the orderID; the order stays CREATED', async () => {
    const spies = renderOrderButtons(sdk.emulator.url, serverCreated);
    const { id } = await clickAndOpenPopup(sdk.emulator.url);
    messageFromPopup('cancelled', id, sdk.emulator.url, 'orderID');
    await vi.waitFor(() =>
      expect(spies.onCancel).toHaveBeenCalledWith({ orderID: id }, expect.anything()),
    );
    expect((await order(id)).status).toBe('CREATED');
  });

  it('window closed: onApprove if PayPal says APPROVED, else onCancel', async () => {
    const approvedSpies = renderOrderButtons(sdk.emulator.url, serverCreated);
    const first = await clickAndOpenPopup(sdk.emulator.url);
    await sdk.client.approveOrder(first.id);
    first.popup.close();
    await vi.waitFor(() => expect(approvedSpies.onApprove).toHaveBeenCalledTimes(1));
    cleanup();
    vi.restoreAllMocks();
    const cancelSpies = renderOrderButtons(sdk.emulator.url, serverCreated);
    const second = await clickAndOpenPopup(sdk.emulator.url);
    second.popup.close();
    await vi.waitFor(() =>
      expect(cancelSpies.onCancel).toHaveBeenCalledWith({ orderID: second.id }, expect.anything()),
    );
  });
});
