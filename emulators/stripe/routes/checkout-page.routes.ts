import type Stripe from 'stripe';
import { z } from 'zod';
import {
  checkoutIntent,
  completeSession,
  payCheckoutSession,
  requireOpenSession,
} from '../billing/checkout-payment.service.js';
import { normaliseYear } from '../billing/test-cards.js';
import { ApiError } from '../http/api-error.js';
import { parseParams } from '../http/params.js';
import type { ApiResponse, Router } from '../http/router.js';
import { checkoutPage } from '../pages/checkout.page.js';
import { htmlResponse, messagePage, redirectResponse } from '../pages/html-page.js';
import type { EmulatorStore } from '../state/emulator.store.js';

const paySchema = z.object({
  email: z.string().default(''),
  card_number: z.string().default(''),
  card_expiry: z.string().default(''),
  card_cvc: z.string().default(''),
});

function trialDays(store: EmulatorStore, sessionId: string): number | null {
  const options = store.checkoutOptions.get(sessionId);
  if (options?.trialPeriodDays) return options.trialPeriodDays;
  return options?.trialEnd ? Math.ceil((options.trialEnd - store.clock.now()) / 86400) : null;
}

/** Like Stripe, a session for an existing customer shows (and locks) that customer's e-mail. */
function customerEmail(store: EmulatorStore, session: Stripe.Checkout.Session): string {
  const id = typeof session.customer === 'string' ? session.customer : session.customer?.id;
  return (id ? store.customers.get(id)?.email : null) ?? '';
}

function page(
  store: EmulatorStore,
  session: Stripe.Checkout.Session,
  error?: string,
  email?: string,
) {
  return htmlResponse(
    checkoutPage(session, {
      email:
        email ??
        session.customer_details?.email ??
        session.customer_email ??
        customerEmail(store, session),
      error,
      trialDays: trialDays(store, session.id),
    }),
    error ? 402 : 200,
  );
}

function asPage(work: () => ApiResponse): ApiResponse {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return messagePage('Checkout unavailable', error.body.message, error.status);
  }
}

const finished = (location: string | null) =>
  location ? redirectResponse(location) : messagePage('Payment complete', 'Thank you.');

/** The hosted Checkout page stand-in that a session's `url` points at. */
export function registerCheckoutPageRoutes(router: Router): void {
  router.get('/c/pay/:id', 'none', ({ params, store }) =>
    asPage(() => page(store, requireOpenSession(store, params.id ?? ''))),
  );

  router.post('/c/pay/:id', 'none', ({ input, params, store }) =>
    asPage(() => {
      const session = requireOpenSession(store, params.id ?? '');
      const form = parseParams(paySchema, input);
      const expiry = form.card_expiry.replace(/\D/g, '');
      const card = {
        number: form.card_number.replace(/\D/g, ''),
        expMonth: Number(expiry.slice(0, 2)),
        expYear: normaliseYear(Number(expiry.slice(2)) || 0),
        cvc: form.card_cvc.trim(),
      };
      try {
        const result = payCheckoutSession(store, session, form.email.trim(), card);
        if (result.kind === 'error') return page(store, session, result.message, form.email);
        return result.kind === 'redirect'
          ? redirectResponse(result.location)
          : finished(result.location);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400)
          return page(store, session, error.body.message, form.email);
        throw error;
      }
    }),
  );

  router.post('/c/pay/:id/cancel', 'none', ({ params, store }) =>
    asPage(() => {
      const session = store.checkoutSessions.require(params.id ?? '');
      return session.cancel_url
        ? redirectResponse(session.cancel_url)
        : messagePage('Checkout canceled', 'You can close this page.');
    }),
  );

  router.get('/c/pay/:id/return', 'none', ({ params, store }) =>
    asPage(() => {
      const session = requireOpenSession(store, params.id ?? '');
      const intent = checkoutIntent(store, session.id);
      if (intent?.status === 'succeeded') return finished(completeSession(store, session));
      return page(
        store,
        session,
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      );
    }),
  );
}
