/**
 * What of the visit's URL leaves the page (issue 32 point 10). No zod here: the web's first
 * screen imports these.
 */

/**
 * The marketing parameters a purchase carries as `urlParams` into Stripe's metadata and PayPal's
 * binding: exactly these. Anything else in the address bar (a QA key, a restore or sign-in token,
 * a flag override, a made-up name) stays on the page.
 */
export const URL_PARAMS_ALLOWLIST = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'fbclid',
  'gclid',
  'ttclid',
  'source',
  'sgroup',
  'dc',
] as const;

const ALLOWED: ReadonlySet<string> = new Set(URL_PARAMS_ALLOWLIST);

/**
 * The allowlisted parameters of a query string (with or without its `?`), in their order, as a
 * query string without `?`; '' when it has none.
 */
export function allowlistedUrlParams(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search))
    if (ALLOWED.has(name)) kept.append(name, value);
  return kept.toString();
}

/**
 * The query field of the cancellation e-mail's "this was not me" link (`/cancel/restore?restore=…`);
 * not `token`, which the spec's checkout URL uses for something else (02 §2.2, §4.7).
 */
export const RESTORE_LINK_PARAM = 'restore';

/** The query field of the withdrawal e-mail's "this was not me" link (`/withdraw/stop?stop=…`). */
export const WITHDRAWAL_STOP_PARAM = 'stop';

/**
 * The query field of the link that keeps a PayPal plan after its upsell was withdrawn
 * (`/withdraw/paypal-plan?plan=…`); PayPal appends `token`, `subscription_id` and `ba_token` to
 * the same page when the buyer comes back from consenting.
 */
export const PAYPAL_PLAN_LINK_PARAM = 'plan';
