import type { SdkApi } from './api-client.js';
import { navigate, openApprovalWindow, waitForDecision } from './approval-window.js';
import { createButtonElement, setDisabled } from './button-view.js';
import type { ApprovalFlow } from './approval-flow.js';
import { startOrderFlow } from './order-flow.js';
import { startSubscriptionFlow } from './subscription-flow.js';
import type { ButtonsComponent, ButtonsProps } from './types.js';

const toError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));

/**
 * `paypal.Buttons(props)`: renders a PayPal button; a click runs onClick → createOrder or
 * createSubscription → approval popup → onApprove / onCancel, reporting failures to onError.
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

  function startFlow(): Promise<ApprovalFlow> {
    const createOrder = prop('createOrder');
    if (createOrder) return startOrderFlow(createOrder, api);
    const createSubscription = prop('createSubscription');
    if (createSubscription) return startSubscriptionFlow(createSubscription, api);
    throw new Error('The stand-in PayPal SDK needs createOrder or createSubscription.');
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
    const approval = await startFlow();
    if (closed) return void popup.close();
    navigate(popup, `${api.apiBase}/checkoutnow?token=${encodeURIComponent(approval.id)}`);
    const waiting = waitForDecision(popup, approval.subject, apiOrigin, approval.decided);
    abandon = waiting.stop;
    const decision = await waiting.decision;
    if (closed) return;
    if (decision === 'cancelled') {
      prop('onCancel')?.(
        { orderID: approval.id },
        { redirect: (url) => url && window.location.assign(url) },
      );
      return;
    }
    const data = await approval.approveData(await api.accessToken());
    await prop('onApprove')?.(data, approval.approveActions());
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
