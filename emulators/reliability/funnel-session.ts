import { z } from 'zod';
import type { CallOptions, CallResult } from './http-call.js';
import { call, type RetryLog } from './http-call.js';
import type { Locale, PackageModel, PriceGroup, VisitorPlan } from './visitor-plan.js';

/** Where the visitor's browser goes: the local stack's fixed ports. */
export interface StackUrls {
  /** Hosting: the web app and `/api/**`. */
  hosting: string;
  auth: string;
  stripe: string;
  paypal: string;
}

const signUpAnswer = z.object({ idToken: z.string(), localId: z.string() });

const priceSchema = z.object({
  id: z.string(),
  type: z.string(),
  metadata: z.record(z.string(), z.string()),
  paypalPlanId: z.string().optional(),
});
const productsAnswer = z.object({
  data: z.object({ prices: z.array(priceSchema), isPurchaseAvailable: z.boolean() }),
});

/** The package the visitor picked on the checkout screen, as the web app builds it (web/src/domain/packages). */
export interface ChosenPackage {
  recurringPriceId: string;
  trialPriceId?: string;
  paypalPlanId?: string;
}

const LANG: Record<Locale, string> = {
  'en-US': 'en',
  'de-DE': 'de',
  'en-GB': 'en',
  'ja-JP': 'en',
  'fr-FR': 'fr',
};

/** Answers of the questionnaire (spec 01), in the shape the web app saves them. */
const ONBOARDING_DATA = {
  gender: 'f',
  goals: ['lose_weight', 'boost_energy'],
  fasting_knowledge: 'a_bit',
  age: 34,
  weight: { original: { value: 72, unit: 'kg' }, inKg: { value: 72 } },
  perfect_weight: { original: { value: 64, unit: 'kg' }, inKg: { value: 64 } },
  height: { original: { value: 168, unit: 'cm' }, inCm: { value: 168 } },
};

/** The address a visitor of a run signs up with (unique per run, so mails can be told apart). */
export const visitorEmail = (runId: string, index: number): string =>
  `rel-${runId}-${index}@reliability.fastwell.test`;

export function choosePackage(
  prices: z.infer<typeof priceSchema>[],
  model: PackageModel,
  group: PriceGroup,
): ChosenPackage {
  const ofModel = (name: string) =>
    prices.find((price) => price.type === 'recurring' && price.metadata.model?.startsWith(name));
  const suffix = group.startsWith('v13') ? 'V13' : 'V8';
  const oneMonth = ofModel(`oneMonth${suffix}`);
  const chosen = model === 'trial' ? ofModel(`trial${suffix}`) : ofModel(`${model}${suffix}`);
  if (!chosen || !oneMonth) throw new Error(`no ${model} package in group ${group}`);
  if (model !== 'trial') return { recurringPriceId: chosen.id, paypalPlanId: chosen.paypalPlanId };
  return {
    recurringPriceId: oneMonth.id,
    trialPriceId: chosen.id,
    paypalPlanId: chosen.paypalPlanId,
  };
}

/**
 * One visitor's browser up to the checkout screen, at the network boundary as the web app does it:
 * anonymous sign-up at the Auth emulator, POST /api/auth/signIn and /api/user/onboardingData
 * (plan_is_ready, spec 01), GET /api/payment/getProducts (retried every 3 s, spec 02 §8).
 */
export class FunnelSession {
  uid = '';
  /** Notable things on the way, for the visitor's outcome. */
  readonly notes: string[] = [];
  private idToken = '';
  readonly email: string;
  readonly lang: string;

  constructor(
    readonly urls: StackUrls,
    readonly plan: VisitorPlan,
    readonly log: RetryLog,
    runId: string,
  ) {
    this.email = visitorEmail(runId, plan.index);
    this.lang = LANG[plan.locale];
  }

  /** The origin the web app runs on (return URLs must be on it). */
  get origin(): string {
    return this.urls.hosting;
  }

  api(path: string, options: CallOptions = {}): Promise<CallResult> {
    return call(`${this.urls.hosting}/api${path}`, {
      ...options,
      headers: {
        Authorization: `Bearer ${this.idToken}`,
        'Accept-Language': `${this.plan.locale},en;q=0.8`,
        ...options.headers,
      },
    });
  }

  /** Sign-up and onboarding; throws when the visitor cannot get past them (a broken funnel). */
  async start(): Promise<void> {
    const signUp = await this.log.repeat('auth:signUp', 5, 1000, () =>
      call(`${this.urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
        body: { returnSecureToken: true },
      }),
    );
    const account = signUpAnswer.safeParse(signUp.body);
    if (!signUp.ok || !account.success) throw new Error(`sign-up failed: ${resultText(signUp)}`);
    this.uid = account.data.localId;
    this.idToken = account.data.idToken;
    // plan_is_ready: the user clicks continue again after an error.
    const signIn = await this.log.repeat('api:signIn', 6, 1500, () =>
      this.api('/auth/signIn', { body: { lang: this.lang, newsletterAccepted: true } }),
    );
    if (!signIn.ok) throw new Error(`signIn failed: ${resultText(signIn)}`);
    const saved = await this.log.repeat('api:onboardingData', 6, 1500, () =>
      this.api('/user/onboardingData', {
        body: { onboardingData: ONBOARDING_DATA, newsletterAccepted: true, email: this.email },
      }),
    );
    if (!saved.ok) throw new Error(`onboardingData failed: ${resultText(saved)}`);
  }

  /** The checkout screen's products; the web app retries a failed load after 3 s. */
  async products(): Promise<z.infer<typeof productsAnswer>['data']> {
    const answer = await this.log.repeat('api:getProducts', 10, 3000, () =>
      this.api(`/payment/getProducts/${this.plan.group}`, {
        headers: { 'Cache-Control': 'no-cache' },
      }),
    );
    const parsed = productsAnswer.safeParse(answer.body);
    if (!answer.ok || !parsed.success) throw new Error(`getProducts failed: ${resultText(answer)}`);
    return parsed.data.data;
  }

  async chosenPackage(): Promise<ChosenPackage> {
    const { prices } = await this.products();
    return choosePackage(prices, this.plan.packageModel, this.plan.group);
  }
}

export const resultText = (result: CallResult): string =>
  result.ok ? `${result.status}` : result.error;
