import type { PurchaseObserver } from '../shared/iap-log.service';
import { AppError } from '../../domain/app-error';
import type { CataloguePrice } from '../../domain/catalogue.rules';
import type { EbookCharge } from '../../domain/ebook.rules';
import { ebookCharge, ebookOutcome, sameCharge } from '../../domain/ebook.rules';
import type { PaymentRequired } from '../../domain/payment-required';
import {
  REQUIRES_ACTION_MESSAGE,
  REQUIRES_PAYMENT_METHOD_MESSAGE,
} from '../../domain/payment-required';
import type { CatalogueService } from './catalogue.service';
import type { Logger } from '../../adapters/logger/logger.port';
import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { StripeCustomersService } from '../shared/stripe-customers.service';
import type { UsersService } from '../shared/users.service';
import { userPath } from '../shared/users.service';
import type { OneOffPayment, OneOffPayments } from '../../adapters/purchases/one-off-payments.port';

export interface EbookPurchaseInput {
  priceId: string;
  currency: string;
  withDiscount: boolean;
  /** The buyer agreed to immediate delivery and to losing the right of withdrawal (§356(5) BGB). */
  immediateDeliveryConsent: true;
}

/** What the buyer agreed to before the e-book was charged, kept with the purchase. */
export const EBOOK_WAIVER_WORDING = 'immediate-delivery-waiver-v1';

export type EbookResult =
  | { status: 'succeeded' | 'processing' }
  | { status: 'payment-required'; required: PaymentRequired };

/**
 * The one-off e-book (spec 02 §8): the saved card is charged off-session; when the browser must
 * confirm (3-D Secure, a decline, no saved card) the answer carries the intent's client secret.
 * The intent is remembered at users/{uid}/ebookPaymentIntentId, so asking again answers the same
 * intent (and marks the e-book bought once the browser paid it) instead of charging twice.
 */
export class EbookService {
  constructor(
    private readonly payments: OneOffPayments,
    private readonly catalogue: CatalogueService,
    private readonly customers: StripeCustomersService,
    private readonly users: UsersService,
    private readonly database: Database,
    private readonly logger: Logger,
    private readonly clock: Clock,
    private readonly observer: PurchaseObserver | null = null,
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
    await this.database.set(userPath(uid, 'ebookWaiver'), {
      wording: EBOOK_WAIVER_WORDING,
      acceptedAt: this.clock.now().toISOString(),
    });
    const intent = await this.charge(uid, charge, previous?.id ?? null);
    await this.database.set(userPath(uid, 'ebookPaymentIntentId'), intent.id);
    return this.answer(uid, intent);
  }

  private async answer(uid: string, intent: OneOffPayment): Promise<EbookResult> {
    const outcome = ebookOutcome(intent.status);
    if (outcome === 'succeeded') {
      await this.database.update(userPath(uid), { ebook: true, ebookPaymentIntentId: intent.id });
      // The buyer's answer does not wait on a failure here: the payment's webhook records it too.
      await this.observer?.ebookPaid(uid, intent).catch(() => undefined);
      return { status: 'succeeded' };
    }
    if (outcome === 'processing') return { status: 'processing' };
    if (outcome === 'canceled' || !intent.clientSecret) {
      throw new AppError(
        'provider-failed',
        'payment-provider-error',
        'The payment could not be started',
      );
    }
    const required: PaymentRequired =
      outcome === 'requires_action'
        ? { code: outcome, message: REQUIRES_ACTION_MESSAGE, clientSecret: intent.clientSecret }
        : {
            code: outcome,
            message: intent.failureMessage ?? REQUIRES_PAYMENT_METHOD_MESSAGE,
            clientSecret: intent.clientSecret,
          };
    return { status: 'payment-required', required };
  }

  /** Off-session on the saved card; without one, an intent the browser confirms with a card. */
  private async charge(
    uid: string,
    charge: EbookCharge,
    previousId: string | null,
  ): Promise<OneOffPayment> {
    const customer = await this.customers.storedCustomerId(uid);
    const card = customer ? await this.savedCard(uid, customer) : null;
    return this.payments.charge({
      amount: charge.amount,
      currency: charge.currency,
      description: 'Fastwell e-book',
      metadata: {
        uid,
        priceId: charge.priceId,
        product: 'ebook',
        discountPercentage: String(charge.discountPercentage),
        // No time here: a double click must send the same parameters with its idempotency key.
        withdrawalWaiver: EBOOK_WAIVER_WORDING,
      },
      customer,
      savedCard: card,
      // A double click finds the same state and sends the same key: one intent, one charge.
      idempotencyKey: `ebook-${uid}-${charge.priceId}-${charge.amount}-${previousId ?? 'first'}`,
    });
  }

  /** The customer's default card, else the default card of the recorded Stripe subscription. */
  private async savedCard(uid: string, customerId: string): Promise<string | null> {
    const customer = await this.payments.customerCard(customerId);
    if (!customer.exists) return null;
    if (customer.card) return customer.card;
    const recorded = await this.users.getSubscription(uid);
    if (recorded?.provider !== 'stripe' || recorded.customer !== customerId) return null;
    return this.payments.subscriptionCard(recorded.id);
  }

  private async previousIntent(uid: string): Promise<OneOffPayment | null> {
    const id = await this.database.get(userPath(uid, 'ebookPaymentIntentId'));
    if (typeof id !== 'string') return null;
    const intent = await this.payments.retrieve(id);
    return intent?.metadata.uid === uid ? intent : null;
  }

  /** An open intent for another price or amount must not be paid as well later. */
  private async cancel(intent: OneOffPayment): Promise<void> {
    try {
      await this.payments.cancel(intent.id);
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
