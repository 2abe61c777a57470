import { z } from 'zod';
import { endpoints } from '../../functions/src/contract/endpoints/index.js';
import { LOCAL_STACK } from '../local-stack.config.js';
import { uniqueCardNumber } from '../stripe/testing/unique-card.js';
import { resultText } from './funnel-session.js';
import { call, type CallResult, type RetryLog } from './http-call.js';
import type { IssuerDecline } from './renewal-plan.js';

/** What the subscribers of the failing-renewals phase (and the run, as Stripe's bank and clock) do. */

/** One step a subscriber took on the card-update page, for the report and the reconciliation. */
export interface ActionRecord {
  step: 'setup' | 'confirm-card' | 'complete' | 'authenticate' | 'challenge' | 'status';
  ok: boolean;
  /** The answer's status, and the page's state when it said one. */
  detail: string;
}

async function admin(url: string, body: object): Promise<unknown> {
  const answer = await call(url, { body, timeoutMs: 120_000 });
  if (!answer.ok) throw new Error(`POST ${url}: ${answer.error}`);
  return answer.body;
}

/** The card's bank declines its later charges with `code` (null: accepts them again). */
export async function setIssuerDecline(
  stripeUrl: string,
  paymentMethodId: string,
  code: IssuerDecline | null,
): Promise<void> {
  await admin(`${stripeUrl}/_emulator/payment_methods/${paymentMethodId}/decline`, {
    decline_code: code,
  });
}

/** Moves Stripe's clock to `to` (renewals, retries, ends of retries on the way); what it did. */
export async function advanceStripeClock(stripeUrl: string, to: number): Promise<number> {
  const body = z
    .object({ processed: z.array(z.unknown()) })
    .parse(await admin(`${stripeUrl}/_emulator/clock/advance`, { to }));
  return body.processed.length;
}

const cardUpdateAnswer = z.object({ cardUpdate: z.object({ state: z.string() }) });
const secretAnswer = z.object({ clientSecret: z.string() });
const intentSchema = z.object({
  id: z.string(),
  status: z.string(),
  next_action: z.object({ redirect_to_url: z.object({ url: z.string() }).optional() }).nullish(),
});

/** The card-update page of one failed renewal, opened from the mail's link (no sign-in). */
export class CardUpdatePage {
  readonly actions: ActionRecord[] = [];

  constructor(
    private readonly urls: { hosting: string; stripe: string },
    private readonly token: string,
    private readonly log: RetryLog,
  ) {}

  private post(name: string, path: string, body: object): Promise<CallResult> {
    return this.log.repeat(`api:${name}`, 4, 1500, () =>
      call(`${this.urls.hosting}${path}`, { body, timeoutMs: 60_000 }),
    );
  }

  private note(step: ActionRecord['step'], ok: boolean, answer: CallResult): void {
    const state = cardUpdateAnswer.safeParse(answer.body);
    const detail = `${resultText(answer)}${state.success ? ` ${state.data.cardUpdate.state}` : ''}`;
    this.actions.push({ step, ok, detail });
  }

  /** The page's state: open, paid or ended (null when the API did not say). */
  async status(): Promise<string | null> {
    const answer = await this.post('cardUpdateStatus', endpoints.cardUpdateStatus.path, {
      token: this.token,
    });
    const parsed = cardUpdateAnswer.safeParse(answer.body);
    this.note('status', answer.ok && parsed.success, answer);
    return parsed.success ? parsed.data.cardUpdate.state : null;
  }

  /**
   * The new card in the Payment Element (setup mode): a SetupIntent from the API, confirmed at
   * Stripe with the publishable key as Stripe.js does. Answers the SetupIntent's id.
   */
  async enterCard(): Promise<string | null> {
    const setup = await this.post('cardUpdateSetup', endpoints.startCardUpdate.path, {
      token: this.token,
    });
    const secret = secretAnswer.safeParse(setup.body);
    this.note('setup', setup.ok && secret.success, setup);
    if (!setup.ok || !secret.success) return null;
    const clientSecret = secret.data.clientSecret;
    const id = clientSecret.split('_secret_')[0] ?? '';
    const confirmed = await this.log.repeat('stripe:confirmSetup', 4, 1500, () =>
      call(`${this.urls.stripe}/v1/setup_intents/${id}/confirm`, {
        body: new URLSearchParams({
          key: LOCAL_STACK.stripe.publishableKey,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          // A card of the subscriber's own, as the visitors paid with.
          'payment_method_data[card][number]': uniqueCardNumber(),
          'payment_method_data[card][exp_month]': '12',
          'payment_method_data[card][exp_year]': '2034',
          'payment_method_data[card][cvc]': '123',
          return_url: `${this.urls.hosting}/card-update`,
        }),
        timeoutMs: 60_000,
      }),
    );
    const intent = intentSchema.safeParse(confirmed.body);
    const ok = confirmed.ok && intent.success && intent.data.status === 'succeeded';
    this.actions.push({
      step: 'confirm-card',
      ok,
      detail: `${resultText(confirmed)}${intent.success ? ` ${intent.data.status}` : ''}`,
    });
    return ok ? id : null;
  }

  /** "Pay now" with the card entered: the API makes it the default and pays the open invoice. */
  async complete(setupIntentId: string): Promise<string | null> {
    const answer = await this.post('cardUpdateComplete', endpoints.completeCardUpdate.path, {
      token: this.token,
      setupIntentId,
    });
    const parsed = cardUpdateAnswer.safeParse(answer.body);
    const state = parsed.success ? parsed.data.cardUpdate.state : null;
    this.note('complete', answer.ok && state === 'paid', answer);
    return state;
  }

  /** "Confirm payment": 3-D Secure for the renewal's own payment, completed on the bank's page. */
  async authenticate(): Promise<string | null> {
    const answer = await this.post('cardUpdateAuthentication', endpoints.authenticateRenewal.path, {
      token: this.token,
    });
    const secret = secretAnswer.safeParse(answer.body);
    this.note('authenticate', answer.ok && secret.success, answer);
    if (!answer.ok || !secret.success) return null;
    const clientSecret = secret.data.clientSecret;
    const id = clientSecret.split('_secret_')[0] ?? '';
    const query = new URLSearchParams({
      key: LOCAL_STACK.stripe.publishableKey,
      client_secret: clientSecret,
    });
    const intent = intentSchema.safeParse(
      (await call(`${this.urls.stripe}/v1/payment_intents/${id}?${query.toString()}`)).body,
    );
    const url = intent.success ? intent.data.next_action?.redirect_to_url?.url : undefined;
    if (!url) {
      this.actions.push({ step: 'challenge', ok: false, detail: 'no 3-D Secure page' });
      return null;
    }
    const page = new URL(url);
    const completed = await call(`${page.origin}${page.pathname}`, {
      body: new URLSearchParams({ client_secret: clientSecret, outcome: 'complete' }),
      manualRedirect: true,
      timeoutMs: 60_000,
    });
    // With a return URL the bank redirects there with the result; without one (an off-session
    // renewal's payment) it shows "Authentication complete".
    const status = completed.location
      ? new URL(completed.location).searchParams.get('redirect_status')
      : null;
    this.actions.push({
      step: 'challenge',
      ok: completed.ok && (status === null || status === 'succeeded'),
      detail: `${resultText(completed)}${status ? ` ${status}` : ''}`,
    });
    // Back on the page after the bank's redirect: it asks for the state (and records it).
    return this.status();
  }
}

/** Runs `task` over `items`, `concurrency` at a time. */
export async function inPool<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
