import type { SdkApi } from './api-client.js';
import { navigate, openApprovalWindow, waitForDecision } from './approval-window.js';
import { createButtonElement, setDisabled } from './button-view.js';
import type { ApproveActions, ButtonsComponent, ButtonsProps } from './types.js';

const toError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));

/**
 * `paypal.Buttons(props)`: renders a PayPal button; a click runs onClick → createSubscription →
 * approval popup → onApprove / onCancel, reporting failures to onError.
 */
export function createButtons(props: ButtonsProps, api: SdkApi): ButtonsComponent {
  const overrides: Partial<ButtonsProps> = {};
  const prop = <Key extends keyof ButtonsProps>(key: Key): ButtonsProps[Key] =>
    key in overrides ? overrides[key] : props[key];
  const apiOrigin = new URL(api.apiBase).origin;
  let button: HTMLButtonElement | undefined;
  let enabled = true;
  let busy = false;
  let closed = false;
  let abandon = () => {};

  const report = (error: unknown) => {
    const onError = prop('onError');
    if (onError) onError(toError(error));
    else console.error('PayPal stand-in SDK:', error);
  };

  function approveActions(id: string): ApproveActions {
    return {
      subscription: {
        get: () => api.getSubscription(id),
        activate: () =>
          Promise.reject(new Error('subscription.activate() is not supported by the stand-in SDK')),
      },
      redirect: (url) => window.location.assign(url),
      restart: () => undefined,
    };
  }

  async function flow(popup: Window): Promise<void> {
    let rejected = false;
    const clickActions = {
      resolve: async () => undefined,
      reject: async () => {
        rejected = true;
      },
    };
    const clicked = await prop('onClick')?.({ fundingSource: 'paypal' }, clickActions);
    if (clicked === false || rejected) return void popup.close();
    const createSubscription = prop('createSubscription');
    if (!createSubscription)
      throw new Error('The stand-in PayPal SDK supports createSubscription only (no createOrder).');
    const id = await createSubscription(
      { paymentSource: 'paypal' },
      {
        subscription: {
          create: async (body) => String((await api.createSubscription(body)).id),
          revise: () =>
            Promise.reject(new Error('subscription.revise() is not supported by the stand-in SDK')),
        },
      },
    );
    if (typeof id !== 'string' || !id)
      throw new Error('Expected a subscription id to be returned from createSubscription.');
    if (closed) return void popup.close();
    navigate(popup, `${api.apiBase}/checkoutnow?token=${encodeURIComponent(id)}`);
    const waiting = waitForDecision(popup, id, apiOrigin, async () =>
      (await api.getSubscription(id)).status === 'ACTIVE' ? 'approved' : 'cancelled',
    );
    abandon = waiting.stop;
    const decision = await waiting.decision;
    if (closed) return;
    if (decision === 'cancelled') {
      prop('onCancel')?.(
        { orderID: id },
        { redirect: (url) => url && window.location.assign(url) },
      );
      return;
    }
    const facilitatorAccessToken = await api.accessToken();
    await prop('onApprove')?.(
      { orderID: id, subscriptionID: id, facilitatorAccessToken, paymentSource: 'paypal' },
      approveActions(id),
    );
  }

  function onClick(): void {
    if (busy || closed) return;
    if (!enabled) {
      void Promise.resolve(
        prop('onClick')?.(
          { fundingSource: 'paypal' },
          { resolve: async () => undefined, reject: async () => undefined },
        ),
      ).catch(report);
      return;
    }
    const popup = openApprovalWindow();
    if (!popup) {
      report(
        new Error(
          'The PayPal approval popup was blocked: allow popups for this site and try again.',
        ),
      );
      return;
    }
    busy = true;
    flow(popup)
      .catch((error: unknown) => {
        if (!popup.closed) popup.close();
        report(error);
      })
      .finally(() => {
        busy = false;
      });
  }

  return {
    isEligible: () => {
      const source = prop('fundingSource');
      return source === undefined || source === 'paypal';
    },
    render: async (container) => {
      const host = typeof container === 'string' ? document.querySelector(container) : container;
      if (!host)
        throw new Error(`Document is ready and element ${String(container)} does not exist`);
      if (closed) throw new Error('Buttons component was closed');
      button = createButtonElement(prop('style'));
      button.addEventListener('click', onClick);
      const wrapper = document.createElement('div');
      wrapper.className = 'paypal-buttons paypal-buttons-context-popup';
      wrapper.append(button);
      host.append(wrapper);
      const setEnabled = (value: boolean) => async () => {
        enabled = value;
        if (button) setDisabled(button, !value);
      };
      prop('onInit')?.({}, { enable: setEnabled(true), disable: setEnabled(false) });
    },
    updateProps: async (newProps) => {
      Object.assign(overrides, newProps);
    },
    close: async () => {
      closed = true;
      abandon();
      button?.parentElement?.remove();
      button = undefined;
    },
  };
}
