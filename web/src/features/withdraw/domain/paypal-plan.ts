import { PAYPAL_PLAN_LINK_PARAM } from '@fastwell/contract/url-params';
import { rateLimitedProblem } from '../../../shared/domain/rate-limited-problem';
import { PAYPAL_RETURN_FIELDS } from '../../../shared/domain/routes';

/** What the kept PayPal plan's page was opened with, read once from its address. */
export type PaypalPlanEntry = {
  /** The mail link's token; null when the address has none (a reload: the tab keeps it). */
  token: string | null;
  /** Back from PayPal's consent page (whether or not the buyer consented there). */
  returnedFromPaypal: boolean;
};

export function readPaypalPlanEntry(params: URLSearchParams): PaypalPlanEntry {
  return {
    token: params.get(PAYPAL_PLAN_LINK_PARAM) || null,
    returnedFromPaypal: PAYPAL_RETURN_FIELDS.some((field) => params.has(field)),
  };
}

/**
 * The address without the link's token and PayPal's return fields: whoever holds the token can
 * read the plan and start the consent, so it stays neither in the history nor in a copied link or
 * a Referer. Null when there is nothing to take off.
 */
export function withoutPaypalPlanFields(params: URLSearchParams): URLSearchParams | null {
  const fields = [PAYPAL_PLAN_LINK_PARAM, ...PAYPAL_RETURN_FIELDS];
  if (!fields.some((field) => params.has(field))) return null;
  const rest = new URLSearchParams(params);
  for (const field of fields) rest.delete(field);
  return rest;
}

/** A message of the page: its translation key and values. */
export type PaypalPlanProblem = { key: string; values?: Record<string, string | number> };

/**
 * What a refused call means for the page: the link is broken (final), consent is no longer
 * possible (the plan is read again: confirmed or ended meanwhile), or a message while the page
 * stays as it is and the visitor may try again.
 */
export type PaypalPlanFailure =
  { kind: 'invalid' } | { kind: 'closed' } | { kind: 'problem'; problem: PaypalPlanProblem };

type FailedCall = { code?: unknown; retryAfterSeconds?: unknown };

export const PAYPAL_PLAN_ERRORS = 'withdraw.paypalPlan.errors';

export function paypalPlanFailure({ code, retryAfterSeconds }: FailedCall): PaypalPlanFailure {
  // A token the route's schema refuses is a broken link too.
  if (code === 'plan-link-invalid' || code === 'invalid-request') return { kind: 'invalid' };
  if (code === 'plan-consent-closed') return { kind: 'closed' };
  if (code === 'rate-limited')
    return { kind: 'problem', problem: rateLimitedProblem(PAYPAL_PLAN_ERRORS, retryAfterSeconds) };
  if (code === 'network-error')
    return { kind: 'problem', problem: { key: `${PAYPAL_PLAN_ERRORS}.network` } };
  return { kind: 'problem', problem: { key: `${PAYPAL_PLAN_ERRORS}.unknown` } };
}
