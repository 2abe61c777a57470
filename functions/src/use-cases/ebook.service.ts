import Stripe from 'stripe';
import { AppError } from '../domain/app-error';
import type { CataloguePrice } from '../domain/catalogue.rules';
import type { EbookCharge } from '../domain/ebook.rules';
import { ebookCharge, ebookOutcome, sameCharge } from '../domain/ebook.rules';
import type { PaymentRequired } from '../domain/payment-required';
import {
  REQUIRES_ACTION_MESSAGE,
  REQUIRES_PAYMENT_METHOD_MESSAGE,
} from '../domain/payment-required';
import type { CatalogueService } from './catalogue.service';
import type { Logger } from '../adapters/logger/logger.port';
import type { Database } from '../adapters/database/database.port';
import type { StripeCustomersService } from './stripe-customers.service';
import type { UsersService } from './users.service';
import { userPath } from './users.service';
import { isMissing } from '../adapters/stripe/stripe-errors';

export interface EbookPurchaseInput {
  priceId: string;
  currency: string;
  withDiscount: boolean;
}

export type EbookResult =
  | { status: 'succeeded' | 'processing' }
  | { status: 'payment-required'; required: PaymentRequired };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value ? (typeof value === 'string' ? value : value.id) : null;

/**
 * The one-off e-book (spec 02 §8): the saved card is charged off-session; when the browser must
 * confirm (3-D Secure, a decline, no saved card) the answer carries the intent's client secret.
 * The intent is remembered at users/{uid}/ebookPaymentIntentId, so asking again answers the same
 * intent (and marks the e-book bought once the browser paid it) instead of charging twice.
 */
export class EbookService {
  constructor(
    private readonly stripe: Stripe,
    private readonly catalogue: CatalogueService,
    private readonly customers: StripeCustomersService,
    private readonly users: UsersService,
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  async purchase(uid: string, input: EbookPurchaseInput): Promise<EbookResult> {
    if ((await this.database.get(userPath(uid, 'ebook'))) === true) {
      throw new AppError('conflict', 'ebook-already-purchased', 'The e-book was already bought');
    }
    const charge = ebookCharge(
      await this.lookUp(input.priceId),
      input.currency,
      input.withDiscount,
    );
    const previous = await this.previousIntent(uid);
    if (previous?.status === 'succeeded') return this.answer(uid, previous);
    if (previous && sameCharge(previous, charge) && previous.status !== 'canceled') {
      return this.answer(uid, previous);
    }
    if (previous && previous.status !== 'canceled') await this.cancel(previous);
    const intent = await this.charge(uid, charge, previous?.id ?? null);
    await this.database.set(userPath(uid, 'ebookPaymentIntentId'), intent.id);
    return this.answer(uid, intent);
  }

  private async answer(uid: string, intent: Stripe.PaymentIntent): Promise<EbookResult> {
    const outcome = ebookOutcome(intent.status);
    if (outcome === 'succeeded') {
      await this.database.update(userPath(uid), { ebook: true, ebookPaymentIntentId: intent.id });
      return { status: 'succeeded' };
    }
    if (outcome === 'processing') return { status: 'processing' };
    if (outcome === 'canceled' || !intent.client_secret) {
      throw new AppError(
        'provider-failed',
        'payment-provider-error',
        'The payment could not be started',
      );
    }
    const required: PaymentRequired =
      outcome === 'requires_action'
        ? { code: outcome, message: REQUIRES_ACTION_MESSAGE, clientSecret: intent.client_secret }
        : {
            code: outcome,
            message: intent.last_payment_error?.message ?? REQUIRES_PAYMENT_METHOD_MESSAGE,
            clientSecret: intent.client_secret,
          };
    return { status: 'payment-required', required };
  }

  /** Off-session on the saved card; without one, an intent the browser confirms with a card. */
  private async charge(
    uid: string,
    charge: EbookCharge,
    previousId: string | null,
  ): Promise<Stripe.PaymentIntent> {
    const customer = await this.customers.storedCustomerId(uid);
    const card = customer ? await this.savedCard(uid, customer) : null;
    const params: Stripe.PaymentIntentCreateParams = {
      amount: charge.amount,
      currency: charge.currency,
      description: 'Fastwell e-book',
      metadata: {
        uid,
        priceId: charge.priceId,
        product: 'ebook',
        discountPercentage: String(charge.discountPercentage),
      },
      ...(customer ? { customer } : {}),
      ...(card
        ? { payment_method: card, confirm: true, off_session: true }
        : { automatic_payment_methods: { enabled: true } }),
    };
    try {
      return await this.stripe.paymentIntents.create(params, {
        // A double click finds the same state and sends the same key: one intent, one charge.
        idempotencyKey: `ebook-${uid}-${charge.priceId}-${charge.amount}-${previousId ?? 'first'}`,
      });
    } catch (error) {
      // A declined saved card: the intent waits for another card in the browser.
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
        return error.payment_intent;
      }
      throw error;
    }
  }

  /** The customer's default card, else the default card of the recorded Stripe subscription. */
  private async savedCard(uid: string, customerId: string): Promise<string | null> {
    const customer = await this.stripe.customers.retrieve(customerId);
    if (customer.deleted) return null;
    const card = idOf(customer.invoice_settings.default_payment_method);
    if (card) return card;
    const recorded = await this.users.getSubscription(uid);
    if (recorded?.provider !== 'stripe' || recorded.customer !== customerId) return null;
    const subscription = await this.stripe.subscriptions.retrieve(recorded.id);
    return idOf(subscription.default_payment_method);
  }

  private async previousIntent(uid: string): Promise<Stripe.PaymentIntent | null> {
    const id = await this.database.get(userPath(uid, 'ebookPaymentIntentId'));
    if (typeof id !== 'string') return null;
    try {
      const intent = await this.stripe.paymentIntents.retrieve(id);
      return intent.metadata.uid === uid ? intent : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** An open intent for another price or amount must not be paid as well later. */
  private async cancel(intent: Stripe.PaymentIntent): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(intent.id);
    } catch (error) {
      this.logger.warn('Could not cancel an earlier e-book intent', {
        paymentIntent: intent.id,
        error: String(error),
      });
    }
  }

  private async lookUp(priceId: string): Promise<CataloguePrice> {
    const price = await this.catalogue.price(priceId);
    if (!price) throw new AppError('invalid', 'invalid-price', 'Unknown price');
    return price;
  }
}
