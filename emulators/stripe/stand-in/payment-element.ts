import { renderCardForm, type CardForm } from './card-form.js';
import { validateCardInput, type CardValidation } from './card-validation.js';
import { Emitter } from './event-emitter.js';
import {
  availablePaymentMethods,
  paymentMethodsAvailability,
  renderWalletButtons,
  runWalletFlow,
  shownWallets,
  type WalletType,
} from './express-checkout.js';
import { integrationError, type Handler } from './types.js';

export type ElementType = 'payment' | 'expressCheckout';

let elementCount = 0;

function resolveTarget(target: unknown): HTMLElement {
  const node = typeof target === 'string' ? document.querySelector(target) : target;
  if (!node || typeof node !== 'object' || !('appendChild' in node)) {
    throw integrationError(`Invalid DOM element or selector passed to mount(): ${String(target)}`);
  }
  return node as HTMLElement;
}

/**
 * A Payment Element (card form rendered into the mount node) or an Express Checkout Element
 * (the Apple Pay and Google Pay buttons its options and the browser allow). Supports the create → mount → destroy → create cycle of
 * StrictMode.
 */
export class StandInElement {
  private readonly emitter = new Emitter();
  private readonly id = `stripe-stand-in-${++elementCount}`;
  private form: CardForm | undefined;
  private wallets: { remove(): void } | undefined;
  private wallet: WalletType | null = null;
  private container: HTMLElement | undefined;
  private destroyed = false;

  constructor(
    readonly elementType: ElementType,
    private options: Record<string, unknown>,
    private readonly onDestroy: (element: StandInElement) => void,
  ) {}

  get isDestroyed(): boolean {
    return this.destroyed;
  }

  /** The wallet the buyer approved (between `confirm` and `stripe.confirmPayment`). */
  get pendingWallet(): WalletType | null {
    return this.wallet;
  }

  /** Called once `stripe.confirmPayment` used the approved wallet. */
  walletUsed(): void {
    this.wallet = null;
  }

  mount(target: unknown): void {
    if (this.destroyed)
      throw integrationError('This Element has already been destroyed. Please create a new one.');
    if (this.container) this.unmount();
    const container = resolveTarget(target);
    this.container = container;
    if (this.elementType === 'payment') {
      this.form = renderCardForm(container, this.id, {
        onInput: () => this.emitChange(),
        onFocus: () => this.emitter.emit('focus', { elementType: this.elementType }),
        onBlur: (field) => {
          if (this.form?.values()[field]) this.form.showErrors(this.currentValidation(), [field]);
          this.emitter.emit('blur', { elementType: this.elementType });
        },
      });
    } else {
      this.renderWallets(container);
    }
    setTimeout(() => {
      if (this.container !== container || this.destroyed) return;
      if (this.elementType !== 'expressCheckout') {
        this.emitter.emit('ready', { elementType: this.elementType });
        return;
      }
      const shown = shownWallets(this.options);
      this.emitter.emit('ready', {
        elementType: this.elementType,
        availablePaymentMethods: availablePaymentMethods(shown),
      });
      // Stripe fires it on the initial render too.
      this.emitter.emit('availablepaymentmethodschange', {
        elementType: this.elementType,
        paymentMethods: paymentMethodsAvailability(shown),
      });
    }, 0);
  }

  private renderWallets(container: HTMLElement): void {
    this.wallets?.remove();
    this.wallets = renderWalletButtons(container, shownWallets(this.options), (type) =>
      runWalletFlow(
        this.emitter,
        type,
        (approved) => (this.wallet = approved),
        () => (this.wallet = null),
      ),
    );
  }

  unmount(): void {
    this.form?.remove();
    this.form = undefined;
    this.wallets?.remove();
    this.wallets = undefined;
    this.container = undefined;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.unmount();
    this.destroyed = true;
    this.emitter.clear();
    this.onDestroy(this);
  }

  on(event: string, handler: Handler): this {
    this.emitter.on(event, handler);
    return this;
  }

  off(event: string, handler?: Handler): this {
    this.emitter.off(event, handler);
    return this;
  }

  once(event: string, handler: Handler): this {
    this.emitter.once(event, handler);
    return this;
  }

  update(options: Record<string, unknown>): void {
    this.options = { ...this.options, ...options };
    // The button order may change after mount (`paymentMethodOrder` is updatable).
    if (this.elementType === 'expressCheckout' && this.container)
      this.renderWallets(this.container);
  }

  focus(): void {
    this.form?.focus();
  }

  blur(): void {
    this.form?.blur();
  }

  collapse(): this {
    return this;
  }

  clear(): void {
    this.form?.clear();
    this.emitChange();
  }

  /** Current validation of the card form; with `showErrors` the inline messages are displayed. */
  validate(showErrors: boolean): CardValidation | undefined {
    if (this.elementType !== 'payment') return undefined;
    const validation = this.currentValidation();
    if (showErrors) this.form?.showErrors(validation);
    return validation;
  }

  private currentValidation(): CardValidation {
    return validateCardInput(this.form?.values() ?? { number: '', expiry: '', cvc: '' });
  }

  private emitChange(): void {
    const validation = this.currentValidation();
    this.emitter.emit('change', {
      elementType: this.elementType,
      complete: validation.complete,
      empty: validation.empty,
      collapsed: false,
      value: { type: 'card' },
    });
  }
}
