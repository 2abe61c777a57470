import { QA_KEY_PARAM } from '../domain/flag-overrides';
import { PAYMENT_RETURN_FIELDS, stripOneTimeFields } from '../domain/checkout/one-time-fields';
import {
  CARD_UPDATE_TOKEN_PARAM,
  isCardUpdatePath,
  isPaypalPlanPath,
  PAYPAL_RETURN_FIELDS,
} from '../domain/routes';
import type { StorageService } from './storage.service';

const STORED_PARAMS = [
  'sgroup',
  'dc',
  'source',
  'token',
  'fbp',
  'twclid',
  'ttclid',
  'gclid',
] as const;

/**
 * Spec 02 §2.2: price group, discount flag, source, token and ad-click ids from the URL are kept
 * (a new fbclid as lastSavedFbclid, with the time it was first seen, spec 01 §3);
 * the marketing parameters are kept, but never from a payment's return, whose query the app and
 * the provider wrote (§4.7). On the card-update page (`pathname`) `token` is that page's key, not
 * the checkout's: neither kept nor copied with the marketing parameters; on the kept PayPal
 * plan's page neither are PayPal's return fields (its `token` is PayPal's).
 */
export function captureEntryParams(
  search: string,
  storage: StorageService,
  pathname = '',
  now: () => number = Date.now,
): void {
  const params = new URLSearchParams(search);
  if (isCardUpdatePath(pathname)) params.delete(CARD_UPDATE_TOKEN_PARAM);
  if (isPaypalPlanPath(pathname)) for (const field of PAYPAL_RETURN_FIELDS) params.delete(field);
  for (const key of STORED_PARAMS) {
    const value = params.get(key);
    if (value !== null) storage.set(key, value);
  }
  // Meta's click id with the time it was first seen: the two halves of its fbc value.
  const fbclid = params.get('fbclid');
  if (fbclid && fbclid !== storage.get('lastSavedFbclid')) {
    storage.set('lastSavedFbclid', fbclid);
    storage.set('lastSavedFbclidTime', String(now()));
  }
  const isPaymentReturn = PAYMENT_RETURN_FIELDS.some((field) => params.has(field));
  const marketing = stripOneTimeFields(params.toString());
  if (marketing && !isPaymentReturn) {
    if (storage.get('originalSearchParams') === null)
      storage.set('originalSearchParams', marketing);
    storage.set('searchParams', marketing);
  }
  // A sign-in token an older version kept with them goes.
  for (const key of ['searchParams', 'originalSearchParams'] as const) {
    const stored = storage.get(key);
    const kept = stored === null ? null : stripOneTimeFields(stored);
    if (kept === '') storage.remove(key);
    else if (kept !== null && kept !== stored) storage.set(key, kept);
  }
  if (storage.get('firstVisit') === null) storage.set('firstVisit', new Date().toISOString());
}

/**
 * Takes the QA key of flag overrides off the address bar once the app has read the entry URL
 * (issue 32): the flags keep it for the visit (FlagsStore, session storage), while the URL a
 * visitor copies, bookmarks or sends as Referer no longer carries it. The restore, stop and
 * card-update links' tokens (and the kept PayPal plan's) are taken off by their own pages, which
 * need them.
 */
export function hidePageSecrets(location: Location, history: History): void {
  const params = new URLSearchParams(location.search);
  if (!params.has(QA_KEY_PARAM)) return;
  params.delete(QA_KEY_PARAM);
  const search = params.toString();
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
  );
}
