import { z } from 'zod';
import { AppError } from '../../domain/app-error';
import { ebookCharge } from '../../domain/ebook.rules';
import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { PayPalOrders } from '../../adapters/paypal/paypal-orders.port';
import type { PurchaseObserver } from '../shared/iap-log.service';
import { userPath } from '../shared/users.service';
import type { CatalogueService } from './catalogue.service';
import { EBOOK_WAIVER_WORDING, type EbookPurchaseInput } from './ebook.service';

/** users/{uid}/ebookPaypalOrder: the PayPal order of the buyer's latest e-book attempt. */
const storedOrderSchema = z.object({
  orderId: z.string(),
  priceId: z.string(),
  amount: z.number(),
  currency: z.string(),
  attempt: z.number(),
});
type StoredOrder = z.infer<typeof storedOrderSchema>;

/** Orders the buyer may still approve or have approved (anything else starts a new order). */
const OPEN_ORDER = new Set(['CREATED', 'APPROVED', 'PAYER_ACTION_REQUIRED']);

const alreadyBought = () =>
  new AppError('conflict', 'ebook-already-purchased', 'The e-book was already bought');

/**
 * The e-book for a PayPal buyer (spec 02 §4.8): a one-off PayPal order of the catalogue's amount,
 * approved in PayPal's window and captured here. The order is bound to the buyer (custom_id and
 * users/{uid}/ebookPaypalOrder), so only the buyer's own order is ever captured for them.
 */
export class PayPalEbookService {
  constructor(
    private readonly deps: {
      orders: PayPalOrders;
      catalogue: CatalogueService;
      database: Database;
      clock: Clock;
      logger: Logger;
      observer: PurchaseObserver | null;
    },
  ) {}

  /** The order the PayPal button approves: the same open one for the same charge, else a new one. */
  async createOrder(uid: string, input: EbookPurchaseInput): Promise<{ orderId: string }> {
    const { database, orders } = this.deps;
    if ((await database.get(userPath(uid, 'ebook'))) === true) throw alreadyBought();
    const price = await this.deps.catalogue.price(input.priceId);
    if (!price) throw new AppError('invalid', 'invalid-price', 'Unknown price');
    const charge = ebookCharge(price, input.currency, input.withDiscount);
    const previous = await this.stored(uid);
    await database.set(userPath(uid, 'ebookWaiver'), {
      wording: EBOOK_WAIVER_WORDING,
      acceptedAt: this.deps.clock.now().toISOString(),
    });
    if (previous?.amount === charge.amount && previous.currency === charge.currency) {
      const order = await orders.getOrder(previous.orderId);
      if (order && OPEN_ORDER.has(order.status)) return { orderId: previous.orderId };
    }
    const attempt = (previous?.attempt ?? 0) + 1;
    const orderId = await orders.createOrder({
      charge: { amount: charge.amount, currency: charge.currency },
      buyer: uid,
      reference: charge.priceId,
      description: 'Fastwell e-book',
      requestId: `ebook-${uid}-${attempt}`,
    });
    const stored: StoredOrder = { ...charge, orderId, attempt };
    await database.set(userPath(uid, 'ebookPaypalOrder'), storedOrderSchema.parse(stored));
    return { orderId };
  }

  /** onApprove: captures the buyer's approved order and delivers the e-book. */
  async capture(uid: string, orderId: string): Promise<{ status: 'succeeded' | 'processing' }> {
    const stored = await this.stored(uid);
    if (!stored || stored.orderId !== orderId)
      throw new AppError('not-found', 'not-found', 'No e-book order of yours has this id');
    if ((await this.deps.database.get(userPath(uid, 'ebook'))) === true)
      return { status: 'succeeded' };
    const capture = await this.deps.orders.captureOrder(orderId);
    switch (capture.status) {
      case 'declined':
        throw new AppError(
          'payment-required',
          'paypal-declined',
          'PayPal declined the payment: choose another way to pay in PayPal',
        );
      case 'not-approved':
      case 'already-captured':
        throw new AppError('conflict', 'paypal-not-approved', 'PayPal has not approved this order');
      case 'pending':
        return { status: 'processing' };
      case 'completed':
        break;
    }
    if (capture.buyer !== uid || capture.charge.amount !== stored.amount) {
      // PayPal took money for an order this service made; deliver, but say it did not match.
      this.deps.logger.error('PayPal e-book capture differs from its order', {
        orderId,
        captureId: capture.captureId,
      });
    }
    await this.deps.database.update(userPath(uid), {
      ebook: true,
      ebookPaypalCaptureId: capture.captureId,
    });
    const paid = { id: capture.captureId, customer: null, provider: 'paypal' as const };
    // The contract mail follows; the buyer's answer does not wait on its failure.
    await this.deps.observer
      ?.ebookPaid(uid, { ...paid, ...capture.charge, payer: capture.payer })
      .catch(() => undefined);
    return { status: 'succeeded' };
  }

  private async stored(uid: string): Promise<StoredOrder | null> {
    const parsed = storedOrderSchema.safeParse(
      await this.deps.database.get(userPath(uid, 'ebookPaypalOrder')),
    );
    return parsed.success ? parsed.data : null;
  }
}
