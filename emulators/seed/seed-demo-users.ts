import Stripe from 'stripe';
import { LOCAL_STACK } from '../local-stack.config.js';
import {
  approvedPayPalSubscription,
  apiClient,
  confirmWithTestCard,
  createAuthUser,
  type SeedUrls,
} from './demo-clients.js';
import { DEMO_PASSWORD, DEMO_USERS, type DemoState, type DemoUser } from './demo-users.js';
import { MailCatcherClient, linksOf } from '../mail/mail-catcher.client.js';
import { endpoints, pathOf } from '../../functions/src/contract/endpoints/index.js';

/** Writes what arrives from outside the API (the partner's signup hook). */
export interface SeedDatabase {
  update(path: string, patch: Record<string, unknown>): Promise<void>;
}

export interface SeededUser extends DemoUser {
  uid: string;
}

const ONBOARDING = {
  gender: 'f',
  goals: ['lose_weight', 'boost_energy'],
  fasting_knowledge: 'a_bit',
  height: { original: { value: 170, unit: 'cm' }, inCm: { value: 170 } },
  weight: { original: { value: 80, unit: 'kg' }, inKg: { value: 80 } },
  perfect_weight: { original: { value: 70, unit: 'kg' }, inKg: { value: 70 } },
};

const price = (model: string) => `price_v8_standard_${model}_eur`;
const PURCHASES: Partial<Record<DemoState, { priceId: string; trialId?: string }>> = {
  anonymousSubscribed: { priceId: price('oneMonthV8') },
  trialing: { priceId: price('oneMonthV8'), trialId: price('trialV8') },
  activeOneMonth: { priceId: price('oneMonthV8') },
  activeThreeMonths: { priceId: price('threeMonthsV8') },
  canceledAtPeriodEnd: { priceId: price('oneMonthV8') },
  expired: { priceId: price('oneMonthV8') },
  paused: { priceId: price('oneMonthV8') },
};
const DAY = 24 * 60 * 60;

/** After the purchase, the change a subscriber made at Stripe (through the SDK, as the API will). */
async function afterPurchase(
  stripe: Stripe,
  state: DemoState,
  subscriptionId: string,
): Promise<void> {
  if (state === 'canceledAtPeriodEnd')
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  if (state === 'expired') await stripe.subscriptions.cancel(subscriptionId);
  if (state === 'paused') {
    await stripe.subscriptions.update(subscriptionId, {
      pause_collection: { behavior: 'void', resumes_at: Math.floor(Date.now() / 1000) + 30 * DAY },
    });
  }
}

/** The Stripe SDK pointed at the local Stripe emulator. */
export function seedStripeClient(stripeUrl: string): Stripe {
  const { port } = new URL(stripeUrl);
  return new Stripe(LOCAL_STACK.stripe.secretKey, {
    host: LOCAL_STACK.host,
    port: Number(port),
    protocol: 'http',
  });
}

/**
 * One user in a demo state, made the way a visitor would (Auth, the API, the provider's test
 * card); tests use it for users of their own with a fresh e-mail.
 */
export async function seedUser(
  user: DemoUser,
  urls: SeedUrls,
  database: SeedDatabase,
  stripe: Stripe = seedStripeClient(urls.stripe),
): Promise<SeededUser> {
  const { uid, idToken } = await createAuthUser(
    urls.auth,
    user.email ? { email: user.email, password: DEMO_PASSWORD } : undefined,
  );
  const api = apiClient(urls.api, idToken);
  const lang = user.lang ?? 'en';
  await api('POST', endpoints.signIn.path, { newsletterAccepted: false, lang });
  if (user.state !== 'registered') {
    await api('POST', endpoints.onboardingData.path, {
      onboardingData: { ...ONBOARDING, ...(user.email ? { email: user.email } : {}) },
      newsletterAccepted: false,
      email: user.email ?? '',
    });
  }
  const purchase = PURCHASES[user.state];
  if (purchase) {
    const created = await api<{ subscriptionId: string; clientSecret: string }>(
      'POST',
      endpoints.createSubscription.path,
      {
        ...purchase,
        email: user.email ?? `guest-${uid.slice(0, 8)}@demo.fastwell.test`,
        lang,
        platform: 'web',
      },
    );
    await confirmWithTestCard(urls.stripe, created.clientSecret);
    await afterPurchase(stripe, user.state, created.subscriptionId);
    await api('POST', pathOf(endpoints.getStripeSubscriptionViaId, { id: created.subscriptionId }));
  }
  if (user.state === 'paypal') {
    const id = await approvedPayPalSubscription(
      urls.paypal,
      api,
      user.paypalPriceId ?? 'price_v8_standard_threeMonthsV8_eur',
    );
    await api('POST', endpoints.confirmPaypalSubscription.path, { subscriptionId: id });
  }
  if (user.state === 'partner' && user.email) {
    // What the partner's signup hook databases, then the member proves the address through our
    // mail (issue 32) and the product's own registration call uses its link.
    const registration = { gympass_user_id: 'gp-demo-partner', email: user.email };
    await database.update('wellhubRegistrations', { 'demo-partner': registration });
    await api('POST', endpoints.registerNewWellhubUser.path, {
      gympass_user_id: registration.gympass_user_id,
      wellhubRegistrationId: 'demo-partner',
      verificationToken: await wellhubVerificationToken(urls, 'demo-partner', user.email),
    });
  }
  return { ...user, uid };
}

/** Asks for the Wellhub verification mail and reads its link's token from the mail catcher. */
async function wellhubVerificationToken(
  urls: SeedUrls,
  registrationId: string,
  email: string,
): Promise<string> {
  const sent = await fetch(`${urls.api}${endpoints.sendWellhubVerification.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ wellhubRegistrationId: registrationId, email, language: 'en' }),
  });
  if (sent.status !== 202) throw new Error(`sendVerification answered ${sent.status}`);
  const mail = await new MailCatcherClient(urls.mail).waitFor(email, {
    match: (caught) => linksOf(caught).some((href) => href.includes('wellhubVerification=')),
  });
  const link = linksOf(mail).find((href) => href.includes('wellhubVerification='));
  const token = link ? new URL(link).searchParams.get('wellhubVerification') : null;
  if (!token) throw new Error('no Wellhub verification link in the mail');
  return token;
}

/** Creates every demo user through the Auth emulator, the product's API and the provider emulators. */
export async function seedDemoUsers(urls: SeedUrls, database: SeedDatabase): Promise<SeededUser[]> {
  const stripe = seedStripeClient(urls.stripe);
  const seeded: SeededUser[] = [];
  for (const user of DEMO_USERS) seeded.push(await seedUser(user, urls, database, stripe));
  // A partner member without an account yet: /wellhub?wellhubRegistrationId=demo-new-partner
  await database.update('wellhubRegistrations', {
    'demo-new-partner': { gympass_user_id: 'gp-demo-new', email: 'new-partner@demo.fastwell.test' },
  });
  return seeded;
}
