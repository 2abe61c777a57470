import { firstError } from './card-validation.js';
import { StandInElement, type ElementType } from './payment-element.js';
import { integrationError, type ElementsOptions, type StripeJsError } from './types.js';

const SUPPORTED: readonly ElementType[] = ['payment', 'expressCheckout'];

/** The object `stripe.elements(options)` returns. */
export class StandInElements {
  private readonly elements = new Set<StandInElement>();
  private submitted = false;

  constructor(private currentOptions: ElementsOptions = {}) {}

  get options(): ElementsOptions {
    return this.currentOptions;
  }

  /** True once `submit()` validated the form (required before confirming in deferred-intent mode). */
  get hasSubmitted(): boolean {
    return this.submitted;
  }

  create(type: string, options: Record<string, unknown> = {}): StandInElement {
    const elementType = SUPPORTED.find((supported) => supported === type);
    if (!elementType)
      throw integrationError(
        `The stand-in Stripe.js supports only ${SUPPORTED.join(' and ')} Elements, not "${type}".`,
      );
    if (this.getElement(elementType))
      throw integrationError(`Can only create one Element of type ${elementType}.`);
    const element = new StandInElement(elementType, options, (destroyed) =>
      this.elements.delete(destroyed),
    );
    element.on('change', () => (this.submitted = false));
    this.elements.add(element);
    return element;
  }

  getElement(type: string): StandInElement | null {
    return (
      [...this.elements].find((element) => element.elementType === type && !element.isDestroyed) ??
      null
    );
  }

  update(options: ElementsOptions): void {
    const { clientSecret: _ignored, ...mutable } = options;
    this.currentOptions = { ...this.currentOptions, ...mutable };
  }

  async submit(): Promise<{ error?: StripeJsError }> {
    if (this.getElement('expressCheckout')?.pendingWallet) {
      this.submitted = true;
      return {};
    }
    const element = this.getElement('payment');
    if (!element) {
      return {
        error: {
          type: 'validation_error',
          code: 'incomplete',
          message: 'No payment element is mounted.',
        },
      };
    }
    const validation = element.validate(true);
    const error = validation && firstError(validation);
    if (error) {
      this.submitted = false;
      return { error: { type: 'validation_error', code: error.code, message: error.message } };
    }
    this.submitted = true;
    return {};
  }

  async fetchUpdates(): Promise<Record<string, never>> {
    return {};
  }
}
