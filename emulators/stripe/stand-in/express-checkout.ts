import type { Emitter } from './event-emitter.js';

export type WalletType = 'apple_pay' | 'google_pay';
type WalletKey = 'applePay' | 'googlePay';

const WALLETS: { type: WalletType; key: WalletKey; label: string; style: string }[] = [
  {
    type: 'apple_pay',
    key: 'applePay',
    label: 'Apple Pay',
    style: 'background:#000;color:#fff;border:1px solid #000;',
  },
  {
    type: 'google_pay',
    key: 'googlePay',
    label: 'Google Pay',
    style: 'background:#fff;color:#1f1f1f;border:1px solid #5f6368;',
  },
];

/** The wallets this browser offers (tests turn one off with `Stripe.standInSetWallets`). */
const deviceWallets: Record<WalletKey, boolean> = { applePay: true, googlePay: true };

export function setDeviceWallets(wallets: Partial<Record<WalletKey, boolean>>): void {
  for (const { key } of WALLETS) {
    const value = wallets[key];
    if (typeof value === 'boolean') deviceWallets[key] = value;
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};

/**
 * The wallet buttons an Express Checkout Element shows, as Stripe documents its options: a wallet
 * the browser offers, unless `paymentMethods` (or the deprecated `wallets`) says `'never'` for
 * it; `'auto'` (the default) and `'always'` show it (the stand-in's browser always has a card). `paymentMethodOrder` sorts the buttons,
 * the unlisted ones after the listed.
 */
export function shownWallets(options: Record<string, unknown>): WalletType[] {
  const methods = record(options.paymentMethods);
  const legacy = record(options.wallets);
  const shown = WALLETS.filter(
    ({ key }) => deviceWallets[key] && (methods[key] ?? legacy[key] ?? 'auto') !== 'never',
  ).map(({ type }) => type);
  const order = Array.isArray(options.paymentMethodOrder)
    ? options.paymentMethodOrder.filter((type): type is string => typeof type === 'string')
    : [];
  const rank = (type: WalletType) => {
    const index = order.indexOf(type);
    return index === -1 ? order.length : index;
  };
  return shown.sort((a, b) => rank(a) - rank(b));
}

/** The `ready` event's `availablePaymentMethods`: undefined when no button renders. */
export function availablePaymentMethods(
  shown: readonly WalletType[],
): Record<string, boolean> | undefined {
  if (shown.length === 0) return undefined;
  return {
    applePay: shown.includes('apple_pay'),
    googlePay: shown.includes('google_pay'),
    link: false,
    paypal: false,
    amazonPay: false,
    klarna: false,
  };
}

/** The `availablepaymentmethodschange` event's `paymentMethods`: undefined when no button renders. */
export function paymentMethodsAvailability(
  shown: readonly WalletType[],
): Record<string, { available: boolean }> | undefined {
  const available = availablePaymentMethods(shown);
  if (!available) return undefined;
  return Object.fromEntries(
    Object.entries(available).map(([key, value]) => [key, { available: value }]),
  );
}

const BUTTON_STYLE =
  'box-sizing:border-box;flex:1 1 10rem;min-height:48px;min-width:44px;padding:10px 16px;font:inherit;' +
  'font-size:16px;font-weight:600;border-radius:6px;cursor:pointer;';

/** How long Stripe waits for the app's click handler to call `event.resolve()`. */
const RESOLVE_TIMEOUT_MS = 1000;

/** The wallet buttons of the Express Checkout Element, rendered into the mount node (none: nothing). */
export function renderWalletButtons(
  container: HTMLElement,
  shown: readonly WalletType[],
  onPick: (type: WalletType) => void,
): { remove(): void } {
  if (shown.length === 0) return { remove: () => undefined };
  const document = container.ownerDocument;
  const root = document.createElement('div');
  root.setAttribute('data-testid', 'stripe-stand-in-express-checkout');
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', 'Express checkout');
  root.setAttribute(
    'style',
    'font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:flex;gap:8px;flex-wrap:wrap;',
  );
  for (const type of shown) {
    const wallet = WALLETS.find((candidate) => candidate.type === type);
    if (!wallet) continue;
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
