import {
  PayPalButtons,
  PayPalScriptProvider,
  type PayPalButtonsComponentProps,
} from '@paypal/react-paypal-js';
import { fireEvent, render, screen } from '@testing-library/react';
import { createElement, StrictMode } from 'react';
import { expect, vi } from 'vitest';
import { CLIENT_ID } from './paypal-fixture.js';
import { fakePopup } from './sdk-loader.js';

type Props = PayPalButtonsComponentProps;
type Callbacks = Required<Pick<Props, 'onApprove' | 'onCancel' | 'onError' | 'onClick'>>;

export const scriptOptions = (emulatorUrl: string) => ({
  clientId: CLIENT_ID,
  vault: true,
  intent: 'subscription',
  sdkBaseUrl: `${emulatorUrl}/sdk/js`,
});

/** `<PayPalScriptProvider>` + `<PayPalButtons>` as the app renders them, with spy callbacks. */
export function renderButtons(
  emulatorUrl: string,
  createSubscription: Props['createSubscription'],
  strict = true,
) {
  return renderWith(scriptOptions(emulatorUrl), { createSubscription }, strict);
}

/** The one-off payment button: the SDK loaded for capture (no vault), createOrder. */
export function renderOrderButtons(
  emulatorUrl: string,
  createOrder: Props['createOrder'],
  strict = true,
) {
  const options = { clientId: CLIENT_ID, intent: 'capture', sdkBaseUrl: `${emulatorUrl}/sdk/js` };
  return renderWith(options, { createOrder, style: { label: 'pay' } }, strict);
}

function renderWith(
  options: { clientId: string; intent: string; sdkBaseUrl: string; vault?: boolean },
  props: Partial<Props>,
  strict: boolean,
) {
  const spies = {
    onApprove: vi.fn<Callbacks['onApprove']>(async () => undefined),
    onCancel: vi.fn<Callbacks['onCancel']>(),
    onError: vi.fn<Callbacks['onError']>(),
    onClick: vi.fn<Callbacks['onClick']>(),
  };
  const tree = createElement(
    PayPalScriptProvider,
    { options },
    createElement(PayPalButtons, {
      style: { label: 'subscribe', layout: 'vertical' },
      ...props,
      ...spies,
    }),
  );
  render(strict ? createElement(StrictMode, null, tree) : tree);
  return spies;
}

/** Clicks the PayPal button with window.open stubbed; answers the popup and the approved id. */
export async function clickAndOpenPopup(emulatorUrl: string) {
  const popup = fakePopup();
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  fireEvent.click(await screen.findByRole('button', { name: 'PayPal' }));
  expect(open).toHaveBeenCalledWith('', 'paypal-approval', 'width=450,height=600');
  await vi.waitFor(() => expect(popup.location.href).toContain('/checkoutnow?token='));
  const approval = new URL(popup.location.href);
  expect(`${approval.origin}${approval.pathname}`).toBe(`${emulatorUrl}/checkoutnow`);
  return { popup, id: String(approval.searchParams.get('token')) };
}

/** What the approval page posts to its opener, dispatched on this window. */
export function messageFromPopup(
  type: 'approved' | 'cancelled',
  id: string,
  origin: string,
  key: 'subscriptionID' | 'orderID' = 'subscriptionID',
): void {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { source: 'paypal-emulator', type, [key]: id },
      origin,
    }),
  );
}
