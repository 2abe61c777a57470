import { apiRequest, flattenParams } from './api-client.js';
import { firstError } from './card-validation.js';
import type { StandInElements } from './elements-group.js';
import { walletCardParams } from './express-checkout.js';
import type { StandInElement } from './payment-element.js';
import {
  integrationError,
  type IntentKind,
  type JsonRecord,
  type StandInContext,
  type StripeJsError,
} from './types.js';

export interface ConfirmOptions {
  elements?: StandInElements;
  clientSecret?: string;
  confirmParams?: {
    return_url?: string;
    payment_method_data?: Record<string, unknown>;
    [key: string]: unknown;
  };
  redirect?: 'always' | 'if_required';
}

export type IntentResult =
  | { paymentIntent: JsonRecord; error?: undefined }
  | { setupIntent: JsonRecord; error?: undefined }
  | { error: StripeJsError };

const PREFIX: Record<IntentKind, string> = { payment_intent: 'pi_', setup_intent: 'seti_' };

function intentResult(kind: IntentKind, intent: JsonRecord): IntentResult {
  return kind === 'payment_intent' ? { paymentIntent: intent } : { setupIntent: intent };
}

export function intentIdFromSecret(kind: IntentKind, clientSecret: unknown): string {
  if (
    typeof clientSecret !== 'string' ||
    !clientSecret.startsWith(PREFIX[kind]) ||
    !clientSecret.includes('_secret_')
  ) {
    throw integrationError(`Invalid value for ${kind} client secret: ${String(clientSecret)}`);
  }
  return clientSecret.split('_secret_')[0] ?? '';
}

/** Card fields of the payment element, or the validation error it shows inline. */
export function cardParams(
  element: StandInElement,
): { params: Record<string, string> } | { error: StripeJsError } {
  const validation = element.validate(true);
  const error = validation && firstError(validation);
  if (!validation?.card || error) {
    return {
      error: {
        type: 'validation_error',
        code: error?.code ?? 'incomplete',
        message: error?.message ?? 'Your card details are incomplete.',
      },
    };
  }
  const params = {
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': validation.card.number,
    'payment_method_data[card][exp_month]': String(validation.card.expMonth),
    'payment_method_data[card][exp_year]': String(validation.card.expYear),
    'payment_method_data[card][cvc]': validation.card.cvc,
  };
  return { params };
}

/** POSTs `/v1/{payment|setup}_intents/:id/confirm` with the publishable key and client secret. */
export async function postConfirm(
  context: StandInContext,
  kind: IntentKind,
  clientSecret: string,
  params: Record<string, string>,
): Promise<IntentResult> {
  const id = intentIdFromSecret(kind, clientSecret);
  const result = await apiRequest(context, 'POST', `/v1/${kind}s/${id}/confirm`, {
    ...params,
    client_secret: clientSecret,
  });
  return result.ok ? intentResult(kind, result.body) : { error: result.error };
}

/** A 3-D Secure challenge (`next_action.redirect_to_url`) is followed by navigating to it. */
export function challengeUrl(intent: JsonRecord): string | undefined {
  const action = intent.next_action;
  if (intent.status !== 'requires_action' || !action || typeof action !== 'object')
    return undefined;
  if (Array.isArray(action)) return undefined;
  const redirect = action.redirect_to_url;
  if (!redirect || typeof redirect !== 'object' || Array.isArray(redirect)) return undefined;
  return typeof redirect.url === 'string' ? redirect.url : undefined;
}

/** Navigates to the challenge of an intent that needs one (the promise never settles, as with Stripe). */
export function followNextAction(result: IntentResult): Promise<IntentResult> | undefined {
  if (result.error) return undefined;
  const url = challengeUrl('paymentIntent' in result ? result.paymentIntent : result.setupIntent);
  if (!url) return undefined;
  window.location.assign(url);
  return new Promise<never>(() => undefined);
}

/** The payment method of a confirmation: an approved wallet, else the payment element's card. */
function paymentMethodParams(
  method: string,
  elements: StandInElements,
): { params: Record<string, string> } | { error: StripeJsError } {
  const express = elements.getElement('expressCheckout');
  const wallet = express?.pendingWallet;
  if (express && wallet) {
    express.walletUsed();
    return { params: walletCardParams(wallet) };
  }
  const element = elements.getElement('payment');
  if (!element)
    throw integrationError(`${method}(): no payment Element is mounted in this Elements group.`);
  return cardParams(element);
}

function redirectTo(
  kind: IntentKind,
  returnUrl: string,
  clientSecret: string,
  intent: JsonRecord,
): void {
  const url = new URL(returnUrl, window.location.href);
  const status =
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'processing'
        ? 'processing'
        : 'failed';
  url.searchParams.set(kind, String(intent.id));
  url.searchParams.set(`${kind}_client_secret`, clientSecret);
  url.searchParams.set('redirect_status', status);
  window.location.assign(url.toString());
}

/** `stripe.confirmPayment` / `stripe.confirmSetup` with a Payment Element. */
export async function confirmWithElements(
  context: StandInContext,
  kind: IntentKind,
  options: ConfirmOptions,
): Promise<IntentResult> {
  const method = kind === 'payment_intent' ? 'confirmPayment' : 'confirmSetup';
  const elements = options.elements;
  if (!elements)
    throw integrationError(`Invalid value for ${method}(): elements should be an Elements group.`);
  const clientSecret = options.clientSecret ?? elements.options.clientSecret;
  if (!clientSecret)
    throw integrationError(
      `${method}(): pass clientSecret, or create Elements with a clientSecret.`,
    );
  intentIdFromSecret(kind, clientSecret);
  if (!elements.options.clientSecret && !elements.hasSubmitted) {
    throw integrationError(`elements.submit() must be called before stripe.${method}().`);
  }
  const redirect = options.redirect ?? 'always';
  const returnUrl = options.confirmParams?.return_url;
  if (redirect === 'always' && !returnUrl)
    throw integrationError(`${method}(): confirmParams.return_url is required.`);
  const card = paymentMethodParams(method, elements);
  if ('error' in card) return { error: card.error };
  const extra = flattenParams(
    'payment_method_data',
    options.confirmParams?.payment_method_data ?? {},
  );
  const params: Record<string, string> = { ...extra, ...card.params };
  params.return_url = returnUrl ?? window.location.href;
  const result = await postConfirm(context, kind, clientSecret, params);
  const challenge = followNextAction(result);
  if (challenge) return challenge;
  if (result.error || redirect === 'if_required' || !returnUrl) return result;
  redirectTo(
    kind,
    returnUrl,
    clientSecret,
    'paymentIntent' in result ? result.paymentIntent : result.setupIntent,
  );
  return new Promise<never>(() => undefined);
}

/** `stripe.retrievePaymentIntent` / `stripe.retrieveSetupIntent`. */
export async function retrieveIntent(
  context: StandInContext,
  kind: IntentKind,
  clientSecret: string,
): Promise<IntentResult> {
  const id = intentIdFromSecret(kind, clientSecret);
  const result = await apiRequest(context, 'GET', `/v1/${kind}s/${id}`, {
    client_secret: clientSecret,
  });
  return result.ok ? intentResult(kind, result.body) : { error: result.error };
}
