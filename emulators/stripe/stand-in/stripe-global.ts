import { flattenParams } from './api-client.js';
import {
  cardParams,
  confirmWithElements,
  followNextAction,
  postConfirm,
  retrieveIntent,
  type ConfirmOptions,
  type IntentResult,
} from './confirm.js';
import { StandInElements } from './elements-group.js';
import { setDeviceWallets } from './express-checkout.js';
import { StandInElement } from './payment-element.js';
import {
  integrationError,
  type ElementsOptions,
  type IntentKind,
  type StandInContext,
  type StripeJsError,
} from './types.js';

/**
 * Entry of the stand-in Stripe.js: defines `window.Stripe` (callable without `new`,
 * `Stripe.version = 'endive'`), talking to the emulator it was served from.
 */
function scriptOrigin(): string {
  const current = document.currentScript;
  const own =
    current && 'src' in current && typeof current.src === 'string' && current.src
      ? current.src
      : undefined;
  const found =
    own ??
    document.querySelector<HTMLScriptElement>(
      'script[src$="/v3/stripe.js"], script[src$="/endive/stripe.js"]',
    )?.src;
  return found ? new URL(found, window.location.href).origin : 'http://127.0.0.1:12111';
}

const notSupported = async (name: string): Promise<{ error: StripeJsError }> => ({
  error: {
    type: 'invalid_request_error',
    message: `${name} is not supported by the stand-in Stripe.js.`,
  },
});

interface CardConfirmData {
  payment_method?: string | { card?: unknown; billing_details?: Record<string, unknown> };
  return_url?: string;
}

async function confirmCard(
  context: StandInContext,
  kind: IntentKind,
  clientSecret: string,
  data: CardConfirmData = {},
): Promise<IntentResult> {
  const method = data.payment_method;
  const returnUrl = { return_url: data.return_url ?? window.location.href };
  let params: Record<string, string> = returnUrl;
  if (typeof method === 'string') params = { ...returnUrl, payment_method: method };
  else if (method?.card instanceof StandInElement) {
    const card = cardParams(method.card);
    if ('error' in card) return { error: card.error };
    const billing = flattenParams(
      'payment_method_data[billing_details]',
      method.billing_details ?? {},
    );
    params = { ...returnUrl, ...billing, ...card.params };
  }
  const result = await postConfirm(context, kind, clientSecret, params);
  return followNextAction(result) ?? result;
}

/** `stripe.handleNextAction({ clientSecret })`: follows a pending 3-D Secure challenge. */
async function handleNextAction(
  context: StandInContext,
  options: { clientSecret?: string },
): Promise<IntentResult> {
  const clientSecret = options.clientSecret ?? '';
  const kind: IntentKind = clientSecret.startsWith('seti_') ? 'setup_intent' : 'payment_intent';
  const result = await retrieveIntent(context, kind, clientSecret);
  return followNextAction(result) ?? result;
}

function createStripe(publishableKey: unknown, apiBase: string) {
  if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
    throw integrationError(
      'Invalid value for Stripe(): apiKey should be a publishable key (pk_…).',
    );
  }
  const context: StandInContext = { apiBase, publishableKey };
  return {
    elements: (options: ElementsOptions = {}) => new StandInElements(options),
    confirmPayment: (options: ConfirmOptions) =>
      confirmWithElements(context, 'payment_intent', options),
    confirmSetup: (options: ConfirmOptions) =>
      confirmWithElements(context, 'setup_intent', options),
    confirmCardPayment: (clientSecret: string, data?: CardConfirmData) =>
      confirmCard(context, 'payment_intent', clientSecret, data),
    confirmCardSetup: (clientSecret: string, data?: CardConfirmData) =>
      confirmCard(context, 'setup_intent', clientSecret, data),
    handleNextAction: (options: { clientSecret?: string }) => handleNextAction(context, options),
    handleCardAction: (clientSecret: string) => handleNextAction(context, { clientSecret }),
    retrievePaymentIntent: (clientSecret: string) =>
      retrieveIntent(context, 'payment_intent', clientSecret),
    retrieveSetupIntent: (clientSecret: string) =>
      retrieveIntent(context, 'setup_intent', clientSecret),
    createToken: () => notSupported('createToken'),
    createPaymentMethod: () => notSupported('createPaymentMethod'),
    registerAppInfo: () => undefined,
    _registerWrapper: () => undefined,
  };
}

const existing: unknown = Reflect.get(window, 'Stripe');
const alreadyInstalled =
  typeof existing === 'function' && Reflect.get(existing, 'standIn') === true;
if (!alreadyInstalled) {
  const apiBase = scriptOrigin();
  // A function expression (not an arrow) so that both `Stripe(pk)` and `new Stripe(pk)` work.
  const Stripe = Object.assign(
    function Stripe(publishableKey: unknown) {
      return createStripe(publishableKey, apiBase);
    },
    {
      version: 'endive',
      standIn: true,
      apiBase,
      /** Test knob, not Stripe's: which wallets this browser offers (both by default). */
      standInSetWallets: setDeviceWallets,
    },
  );
  Object.defineProperty(window, 'Stripe', { value: Stripe, configurable: true, writable: true });
}
