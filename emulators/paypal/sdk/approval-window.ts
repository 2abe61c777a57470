import type { ApprovalMessage } from './types.js';

export const POPUP_NAME = 'paypal-approval';
export const POPUP_FEATURES = 'width=450,height=600';
const CLOSED_POLL_MS = 250;

export type Decision = 'approved' | 'cancelled';

/**
 * Opens the approval popup synchronously inside the click (as PayPal's SDK does, so popup
 * blockers allow it); it shows a placeholder until `navigate` points it at the approval page.
 */
export function openApprovalWindow(): Window | null {
  const popup = window.open('', POPUP_NAME, POPUP_FEATURES);
  if (!popup) return null;
  try {
    popup.document.title = 'PayPal';
    popup.document.body.textContent = 'Loading PayPal…';
  } catch {
    // A cross-origin or stubbed window: the placeholder is cosmetic.
  }
  return popup;
}

export function navigate(popup: Window, url: string): void {
  popup.location.href = url;
}

function isApprovalMessage(data: unknown): data is ApprovalMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<ApprovalMessage>;
  return (
    message.source === 'paypal-emulator' &&
    (message.type === 'approved' || message.type === 'cancelled') &&
    (typeof message.subscriptionID === 'string' || typeof message.orderID === 'string')
  );
}

/** Which decision a flow waits for: a subscription's (or its revision's) or an order's. */
export type DecisionSubject = { subscriptionID: string } | { orderID: string };

const isFor = (message: ApprovalMessage, subject: DecisionSubject): boolean =>
  'orderID' in subject
    ? message.orderID === subject.orderID
    : message.subscriptionID === subject.subscriptionID;

/**
 * Waits for the approval page's message (from the emulator's origin, for this subscription or
 * order) or for the popup to be closed without one. The page posts its message and closes itself,
 * so a closed popup can be seen before the message arrives: a closed popup asks `decided()` (what
 * PayPal now says) instead of assuming a cancel. `stop()` abandons the wait.
 */
export function waitForDecision(
  popup: Window,
  subject: DecisionSubject,
  apiOrigin: string,
  decided: () => Promise<Decision>,
): { decision: Promise<Decision>; stop(): void } {
  let stop = () => {};
  const decision = new Promise<Decision>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== apiOrigin || !isApprovalMessage(event.data)) return;
      if (!isFor(event.data, subject)) return;
      stop();
      resolve(event.data.type);
    };
    const poll = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(poll);
      decided().then(
        (decision) => {
          stop();
          resolve(decision);
        },
        () => {
          stop();
          resolve('cancelled');
        },
      );
    }, CLOSED_POLL_MS);
    stop = () => {
      window.clearInterval(poll);
      window.removeEventListener('message', onMessage);
    };
    window.addEventListener('message', onMessage);
  });
  return { decision, stop: () => stop() };
}
