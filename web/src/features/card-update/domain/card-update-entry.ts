import { CARD_UPDATE_TOKEN_PARAM } from '../../../shared/domain/routes';

/** What the card-update page was opened with, read once from its address. */
export type CardUpdateEntry = {
  /** The link's token; null when the address has none (a reload: the tab keeps it). */
  token: string | null;
  /** Back from the bank's page that Stripe.js sent the new card to (3-D Secure). */
  returnedSetup: { id: string; succeeded: boolean } | null;
};

/** What Stripe.js adds to the return URL after a bank's page, for a SetupIntent or a payment. */
const RETURN_FIELDS = [
  'setup_intent',
  'setup_intent_client_secret',
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
] as const;

/** A SetupIntent id as the contract's complete body takes it. */
const SETUP_INTENT_ID = /^seti_[A-Za-z0-9_]{1,200}$/;

export function readCardUpdateEntry(params: URLSearchParams): CardUpdateEntry {
  const token = params.get(CARD_UPDATE_TOKEN_PARAM) || null;
  const setupIntent = params.get('setup_intent');
  const status = params.get('redirect_status');
  const returnedSetup =
    setupIntent && SETUP_INTENT_ID.test(setupIntent)
      ? { id: setupIntent, succeeded: status === 'succeeded' || status === 'processing' }
      : null;
  return { token, returnedSetup };
}

/**
 * The address without the link's token and the return fields: whoever holds the token can pay
 * with a new card, so it stays neither in the history nor in a copied link or a Referer. Null
 * when there is nothing to take off.
 */
export function withoutEntryFields(params: URLSearchParams): URLSearchParams | null {
  const fields = [CARD_UPDATE_TOKEN_PARAM, ...RETURN_FIELDS];
  if (!fields.some((field) => params.has(field))) return null;
  const rest = new URLSearchParams(params);
  for (const field of fields) rest.delete(field);
  return rest;
}
