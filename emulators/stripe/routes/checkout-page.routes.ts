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
import type { EmulatorState } from '../state/emulator-state.js';

const paySchema = z.object({
  email: z.string().default(''),
  card_number: z.string().default(''),
  card_expiry: z.string().default(''),
  card_cvc: z.string().default(''),
  /** The terms' checkbox, where the session collects consent to them. */
  terms_of_service: z.string().optional(),
});

/** Stripe's hosted page does not submit until the terms' box is ticked. */
const TERMS_REQUIRED_MESSAGE = 'Please accept the terms of service to continue.';

function trialDays(state: EmulatorState, sessionId: string): number | null {
  const options = state.checkoutOptions.get(sessionId);
  if (options?.trialPeriodDays) return options.trialPeriodDays;
  return options?.trialEnd ? Math.ceil((options.trialEnd - state.clock.now()) / 86400) : null;
}

/** Like Stripe, a session for an existing customer shows (and locks) that customer's e-mail. */
function customerEmail(state: EmulatorState, session: Stripe.Checkout.Session): string {
  const id = typeof session.customer === 'string' ? session.customer : session.customer?.id;
  return (id ? state.customers.get(id)?.email : null) ?? '';
}

function page(
  state: EmulatorState,
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
        customerEmail(state, session),
      error,
      trialDays: trialDays(state, session.id),
      termsOfServiceUrl: state.termsOfServiceUrl,
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
  router.get('/c/pay/:id', 'none', ({ params, state }) =>
    asPage(() => page(state, requireOpenSession(state, params.id ?? ''))),
  );

  router.post('/c/pay/:id', 'none', ({ input, params, state }) =>
    asPage(() => {
      const session = requireOpenSession(state, params.id ?? '');
      const form = parseParams(paySchema, input);
      if (
        session.consent_collection?.terms_of_service === 'required' &&
        form.terms_of_service !== 'accepted'
      )
        return page(state, session, TERMS_REQUIRED_MESSAGE, form.email);
      const expiry = form.card_expiry.replace(/\D/g, '');
      const card = {
        number: form.card_number.replace(/\D/g, ''),
        expMonth: Number(expiry.slice(0, 2)),
        expYear: normaliseYear(Number(expiry.slice(2)) || 0),
        cvc: form.card_cvc.trim(),
      };
      try {
        const result = payCheckoutSession(state, session, form.email.trim(), card);
        if (result.kind === 'error') return page(state, session, result.message, form.email);
        return result.kind === 'redirect'
          ? redirectResponse(result.location)
          : finished(result.location);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400)
          return page(state, session, error.body.message, form.email);
        throw error;
      }
    }),
  );

  router.post('/c/pay/:id/cancel', 'none', ({ params, state }) =>
    asPage(() => {
      const session = state.checkoutSessions.require(params.id ?? '');
      return session.cancel_url
        ? redirectResponse(session.cancel_url)
        : messagePage('Checkout canceled', 'You can close this page.');
    }),
  );

  router.get('/c/pay/:id/return', 'none', ({ params, state }) =>
    asPage(() => {
      const session = requireOpenSession(state, params.id ?? '');
      const intent = checkoutIntent(state, session.id);
      if (intent?.status === 'succeeded') return finished(completeSession(state, session));
      return page(
        state,
        session,
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      );
    }),
  );
}
