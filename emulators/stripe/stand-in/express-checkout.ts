import type { Emitter } from './event-emitter.js';

export type WalletType = 'apple_pay' | 'google_pay';

const WALLETS: { type: WalletType; label: string; style: string }[] = [
  {
    type: 'apple_pay',
    label: 'Apple Pay',
    style: 'background:#000;color:#fff;border:1px solid #000;',
  },
  {
    type: 'google_pay',
    label: 'Google Pay',
    style: 'background:#fff;color:#1f1f1f;border:1px solid #5f6368;',
  },
];

const BUTTON_STYLE =
  'box-sizing:border-box;flex:1 1 10rem;min-height:48px;min-width:44px;padding:10px 16px;font:inherit;' +
  'font-size:16px;font-weight:600;border-radius:6px;cursor:pointer;';

/** How long Stripe waits for the app's click handler to call `event.resolve()`. */
const RESOLVE_TIMEOUT_MS = 1000;

/** The wallet buttons of the Express Checkout Element, rendered into the mount node. */
export function renderWalletButtons(
  container: HTMLElement,
  onPick: (type: WalletType) => void,
): { remove(): void } {
  const document = container.ownerDocument;
  const root = document.createElement('div');
  root.setAttribute('data-testid', 'stripe-stand-in-express-checkout');
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', 'Express checkout');
  root.setAttribute(
    'style',
    'font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:flex;gap:8px;flex-wrap:wrap;',
  );
  for (const wallet of WALLETS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = wallet.label;
    button.setAttribute('aria-label', `Pay with ${wallet.label}`);
    button.setAttribute('data-wallet', wallet.type);
    button.setAttribute('style', BUTTON_STYLE + wallet.style);
    button.addEventListener('click', () => onPick(wallet.type));
    root.append(button);
  }
  container.append(root);
  return { remove: () => root.remove() };
}

/**
 * A wallet payment as Stripe runs it: `click` (when the app listens, it must call
 * `event.resolve()` within a second, else the sheet closes with `cancel`), then the buyer
 * approves in the wallet sheet: `confirm` with `paymentFailed`.
 */
export function runWalletFlow(
  emitter: Emitter,
  type: WalletType,
  onConfirm: (type: WalletType) => void,
  onFailed: () => void,
): void {
  const base = { elementType: 'expressCheckout', expressPaymentType: type };
  const confirm = () =>
    setTimeout(() => {
      onConfirm(type);
      emitter.emit('confirm', {
        ...base,
        billingDetails: { name: 'Wallet Test', email: null, phone: null, address: null },
        shippingAddress: null,
        shippingRate: null,
        paymentFailed: () => onFailed(),
      });
    }, 0);
  if (!emitter.hasListeners('click')) {
    confirm();
    return;
  }
  let resolved = false;
  const timer = setTimeout(() => {
    if (!resolved) emitter.emit('cancel', base);
  }, RESOLVE_TIMEOUT_MS);
  emitter.emit('click', {
    ...base,
    resolve: () => {
      if (resolved) return;
      resolved = true;
      clearTimeout(timer);
      confirm();
    },
  });
}

/** The card behind a wallet in the stand-in: the always-succeeding test card. */
export function walletCardParams(type: WalletType, now = new Date()): Record<string, string> {
  return {
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': '4242424242424242',
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(now.getFullYear() + 5),
    'payment_method_data[card][cvc]': '123',
    'payment_method_data[billing_details][name]': `${type === 'apple_pay' ? 'Apple' : 'Google'} Pay test`,
  };
}
