import { z } from 'zod';
import { LOCAL_STACK, localUrl } from '../local-stack.config.js';
import type { CallOptions, CallResult } from '../reliability/http-call.js';
import { call, isTransient, sleep } from '../reliability/http-call.js';

/** The running local stack, as a browser (or a hostile script) reaches it. */
export const STACK = {
  hosting: process.env.AUDIT_HOSTING_URL ?? localUrl(LOCAL_STACK.ports.hosting),
  auth: localUrl(LOCAL_STACK.ports.auth),
  stripe: localUrl(LOCAL_STACK.ports.stripe),
  paypal: localUrl(LOCAL_STACK.ports.paypal),
  /** The scheduled functions' trigger (emulators/jobs). */
  jobs: process.env.AUDIT_JOBS_URL ?? localUrl(LOCAL_STACK.ports.jobs),
};

const account = z.object({ idToken: z.string(), localId: z.string() });

/** Answers of the questionnaire as the web app saves them (spec 01). */
const ONBOARDING_DATA = {
  gender: 'm',
  goals: ['lose_weight'],
  fasting_knowledge: 'a_bit',
  age: 41,
  weight: { original: { value: 90, unit: 'kg' }, inKg: { value: 90 } },
  perfect_weight: { original: { value: 80, unit: 'kg' }, inKg: { value: 80 } },
  height: { original: { value: 180, unit: 'cm' }, inCm: { value: 180 } },
};

/**
 * A client that calls the API directly, as devtools or a script would: its own ID token from
 * the Auth emulator, any body it likes, and the card confirmation Stripe.js would send.
 */
export class HostileClient {
  private constructor(
    readonly uid: string,
    private readonly idToken: string,
    private readonly locale: string,
  ) {}

  /** A new anonymous visitor who went through plan_is_ready (sign-in and saved answers). */
  static async visitor(locale = 'de-DE'): Promise<HostileClient> {
    return HostileClient.signedUp({}, locale);
  }

  /** A new account registered with an e-mail address (and password), then as a visitor. */
  static async registered(email: string, locale = 'de-DE'): Promise<HostileClient> {
    return HostileClient.signedUp({ email, password: 'fastwell-audit' }, locale);
  }

  private static async signedUp(
    credentials: { email?: string; password?: string },
    locale: string,
  ): Promise<HostileClient> {
    const signUp = await call(
      `${STACK.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      { body: { ...credentials, returnSecureToken: true } },
    );
    const { idToken, localId } = account.parse(signUp.body);
    const client = new HostileClient(localId, idToken, locale);
    await client.expectOk('/auth/signIn', { lang: 'en', newsletterAccepted: false });
    await client.expectOk('/user/onboardingData', {
      onboardingData: ONBOARDING_DATA,
      newsletterAccepted: false,
      email: credentials.email ?? `audit-${localId.toLowerCase()}@audit.fastwell.test`,
    });
    return client;
  }

  /** A seeded demo user (README), signed in with the demo password. */
  static async demoUser(email: string): Promise<HostileClient> {
    const signIn = await call(
      `${STACK.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      { body: { email, password: 'fastwell-demo', returnSecureToken: true } },
    );
    const { idToken, localId } = account.parse(signIn.body);
    return new HostileClient(localId, idToken, 'de-DE');
  }

  api(path: string, body?: object, options: CallOptions = {}): Promise<CallResult> {
    return call(`${STACK.hosting}/api${path}`, {
      ...options,
      ...(body ? { body } : {}),
      headers: {
        Authorization: `Bearer ${this.idToken}`,
        'Accept-Language': `${this.locale},en;q=0.8`,
        ...options.headers,
      },
    });
  }

  /** A set-up call, retried after a transient failure (5xx, 429, no answer) as a browser would. */
  private async expectOk(path: string, body: object): Promise<void> {
    let answer = await this.api(path, body);
    for (let retry = 1; retry <= 2 && isTransient(answer); retry += 1) {
      await sleep(1000 * retry);
      answer = await this.api(path, body);
    }
    if (!answer.ok) throw new Error(`${path}: ${answer.status ?? answer.error}`);
  }

  /** Confirms a payment or setup with a card, as Stripe.js does on the payment form. */
  async payByCard(clientSecret: string, card = '4242424242424242'): Promise<CallResult> {
    const kind = clientSecret.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
    const id = clientSecret.split('_secret_')[0] ?? '';
    return call(`${STACK.stripe}/v1/${kind}/${id}/confirm`, {
      body: new URLSearchParams({
        key: LOCAL_STACK.stripe.publishableKey,
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': card,
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '2034',
        'payment_method_data[card][cvc]': '123',
        return_url: `${STACK.hosting}/payment`,
      }),
    });
  }
}

/** The body of an answer as a record (an error answer included). */
export const bodyOf = (answer: CallResult): Record<string, unknown> =>
  typeof answer.body === 'object' && answer.body !== null
    ? (answer.body as Record<string, unknown>)
    : {};
