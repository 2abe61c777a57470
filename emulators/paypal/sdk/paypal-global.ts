import { SdkApi } from './api-client.js';
import { createButtons } from './buttons.js';
import type { ButtonsProps } from './types.js';

/**
 * Entry of the stand-in PayPal JS SDK: defines `window.paypal` (or `window[data-namespace]`) for
 * the client id in the script URL, talking to the emulator the script was served from. Running
 * the script again for the same client id keeps the existing namespace (StrictMode inserts twice).
 */
const VERSION = '5.0.0-fastwell-stand-in';

function ownScript(): HTMLScriptElement | undefined {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  const all = document.querySelectorAll<HTMLScriptElement>('script[src*="/sdk/js"]');
  return all[all.length - 1];
}

function install(): void {
  const script = ownScript();
  const src = new URL(script?.src ?? 'http://127.0.0.1:12112/sdk/js', window.location.href);
  const clientId = src.searchParams.get('client-id');
  if (!clientId) throw new Error('SDK Validation error: client-id is required in the script URL');
  const namespace = script?.getAttribute('data-namespace') || 'paypal';
  const existing: unknown = Reflect.get(window, namespace);
  if (
    typeof existing === 'object' &&
    existing !== null &&
    Reflect.get(existing, 'standIn') === true &&
    Reflect.get(existing, 'clientId') === clientId
  )
    return;
  const api = new SdkApi(src.origin, clientId);
  const FUNDING = { PAYPAL: 'paypal', CARD: 'card', PAYLATER: 'paylater', VENMO: 'venmo' };
  Reflect.set(window, namespace, {
    version: VERSION,
    standIn: true,
    clientId,
    apiBase: src.origin,
    FUNDING,
    Buttons: (props: ButtonsProps = {}) => createButtons(props, api),
    getFundingSources: () => [FUNDING.PAYPAL],
    isFundingEligible: (source: string) => source === FUNDING.PAYPAL,
    rememberFunding: () => undefined,
  });
}

install();
