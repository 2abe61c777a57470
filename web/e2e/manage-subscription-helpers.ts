import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LOCAL_STACK, localUrl } from '../../emulators/local-stack.config';
import { DEMO_PASSWORD, type DemoState, type DemoUser } from '../../emulators/seed/demo-users';
import { seedUser } from '../../emulators/seed/seed-demo-users';
import { seedDatabase } from '../../emulators/seed/seed-database';
import { BASE_URL } from './browser';
import { onStep, uniqueEmail } from './funnel-steps';
import { readUsers } from './user-records';

export type StripeSubscription = {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  current_period_end?: number;
  pause_collection: { behavior: string; resumes_at: number | null } | null;
  metadata: Record<string, string>;
  discounts?: string[];
};

/** A user of its own in a demo state, made like the demo users (Auth, the API, a test card). */
export async function seedSubscriber(
  state: DemoState,
  lang: DemoUser['lang'] = 'en',
  paypalPriceId?: string,
): Promise<{ email: string; uid: string }> {
  const email = uniqueEmail(`manage-${state}`);
  const user = await seedUser(
    { state, email, description: 'e2e', lang, ...(paypalPriceId ? { paypalPriceId } : {}) },
    {
      auth: localUrl(LOCAL_STACK.ports.auth),
      api: BASE_URL,
      stripe: localUrl(LOCAL_STACK.ports.stripe),
      paypal: localUrl(LOCAL_STACK.ports.paypal),
    },
    seedDatabase(process.env.E2E_DATABASE_FILE ?? null),
  );
  return { email, uid: user.uid };
}

/** /manage_subscription signed out → the login step → the status. */
export async function signInToManage(page: Page, email: string): Promise<void> {
  await page.goto(`${BASE_URL}/manage_subscription`);
  await logInOnStep(page, email);
}

/** "Not you?" on the status: signs out, then in with another account. */
export async function switchAccount(page: Page, email: string): Promise<void> {
  await page.click('[data-testid="switch-account"]');
  await logInOnStep(page, email);
}

/** Fills the login form on screen with a demo user's e-mail and password, and submits it. */
export async function submitDemoLogin(page: Page, email: string): Promise<void> {
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', DEMO_PASSWORD);
  await page.click('[data-testid="login-submit"]');
}

/** /login with a demo user (the funnel's login screen). */
export async function logInAtLogin(page: Page, email: string): Promise<void> {
  await page.goto(`${BASE_URL}/login`);
  await page.locator('[data-screen="login"]').waitFor({ timeout: 20_000 });
  await submitDemoLogin(page, email);
}

async function logInOnStep(page: Page, email: string): Promise<void> {
  await onStep(page, 'login');
  await submitDemoLogin(page, email);
  await onStep(page, 'subscription_status');
}

/** Clicks an option of the current step and waits for the next step. */
export async function choose(page: Page, option: string, nextStep: string): Promise<void> {
  await page.click(`[data-step-id] [data-option="${option}"]`);
  await onStep(page, nextStep);
}

export async function statusState(page: Page): Promise<string | null> {
  await onStep(page, 'subscription_status');
  return page.getAttribute('[data-testid="manage-status"]', 'data-state');
}

/** The provider's own view, through the Stripe emulator's inspection endpoint. */
export async function atStripe(subscriptionId: string): Promise<StripeSubscription> {
  const response = await fetch(
    `${localUrl(LOCAL_STACK.ports.stripe)}/_emulator/objects/${subscriptionId}`,
  );
  expect(response.ok).toBe(true);
  return (await response.json()) as StripeSubscription;
}

/** The user record's subscription (users/{uid}/subscription). */
export async function recordedSubscription(uid: string) {
  const record = (await readUsers())[uid]?.subscription as unknown as
    (StripeSubscription & { provider: string }) | undefined;
  if (!record) throw new Error(`no subscription recorded for ${uid}`);
  return record;
}

type Catalogue = Record<string, unknown>;
export const translations = (lang: string): Catalogue =>
  JSON.parse(
    readFileSync(
      new URL(`../public/onboarding/locales/${lang}/translation.json`, import.meta.url),
      'utf8',
    ),
  ) as Catalogue;

/** A string of a translation file by its dotted key. */
export function copy(catalogue: Catalogue, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
  if (typeof value !== 'string') throw new Error(`no string at ${key}`);
  return value;
}

/** No translation key leaked into the page (i18next shows the key when a string is missing). */
export async function expectNoRawKeys(page: Page): Promise<void> {
  expect(await page.locator('main').innerText()).not.toMatch(/\bmanage\.[a-zA-Z]/);
}
