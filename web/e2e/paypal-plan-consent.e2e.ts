import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@fastwell/contract/endpoints';
import { PAYPAL_PLAN_LINK_PARAM } from '@fastwell/contract/url-params';
import { upsellContractId } from '../../functions/src/tooling';
import { JobsClient } from '../../emulators/jobs/jobs.client';
import { LOCAL_STACK, localUrl } from '../../emulators/local-stack.config';
import { MailCatcherClient, linksOf } from '../../emulators/mail/mail-catcher.client';
import { DEMO_PASSWORD } from '../../emulators/seed/demo-users';
import { BASE_URL, launchBrowser } from './browser';
import { recordedSubscription, seedSubscriber } from './manage-subscription-helpers';

// Issue 36: a PayPal subscriber withdraws from the plan upgrade alone. PayPal moves the
// subscription back to the earlier plan only with the buyer's consent, so the withdrawal, once
// carried out, mails a link; its page sends the buyer to PayPal's consent page (a full page) and
// PayPal sends them back to it.
const PAYPAL = localUrl(LOCAL_STACK.ports.paypal);
const IDENTITY = `${localUrl(LOCAL_STACK.ports.auth)}/identitytoolkit.googleapis.com/v1`;
const TIMEOUT = 30_000;
/** Past the 48 hours a withdrawal waits for its "this was not me" link. */
const AFTER_THE_WAIT_MS = 49 * 3_600_000;
const CASES = [
  {
    lang: 'de',
    locale: 'de-DE',
    subject: 'Fastwell-Tarif behalten: Bitte bei PayPal bestätigen',
    perThreeMonths: (price: string) => `${price} alle 3 Monate`,
    consent: 'Bei PayPal bestätigen',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    subject: 'Keep your Fastwell plan: please confirm at PayPal',
    perThreeMonths: (price: string) => `${price} every 3 months`,
    consent: 'Confirm at PayPal',
  },
] as const;

type Money = { currency_code: string; value: string };
type Subscription = {
  id: string;
  status: string;
  plan_id: string;
  billing_info?: { next_billing_time?: string; last_payment?: { amount: Money } };
};

const mail = new MailCatcherClient();
const jobs = new JobsClient();

let browser: BrowserContext | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** Intl's no-break spaces read as spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function atPayPal(id: string): Promise<Subscription> {
  const response = await fetch(`${PAYPAL}/_emulator/subscriptions`);
  expect(response.ok).toBe(true);
  const { subscriptions } = (await response.json()) as { subscriptions: Subscription[] };
  const found = subscriptions.find((subscription) => subscription.id === id);
  if (!found) throw new Error(`PayPal does not know ${id}`);
  return found;
}

/** The seeded user's ID token, as the app's sign-in gets it from the Auth emulator. */
async function idTokenOf(email: string): Promise<string> {
  const response = await fetch(`${IDENTITY}/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

async function post(path: string, body: unknown, idToken?: string): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** The upsell's API calls with the PayPal consent between them, as the PayPal button makes them. */
async function upgradeAtPayPal(email: string, id: string): Promise<string> {
  const idToken = await idTokenOf(email);
  const revised = await post(endpoints.revisePaypalSubscription.path, {}, idToken);
  expect(revised.status).toBe(200);
  const approved = await fetch(`${PAYPAL}/_emulator/subscriptions/${id}/approve`, {
    method: 'POST',
  });
  expect(approved.ok).toBe(true);
  const confirmed = await post(endpoints.confirmPaypalRevision.path, {}, idToken);
  expect(confirmed.status).toBe(200);
  return (await atPayPal(id)).plan_id;
}

describe.each(CASES)(
  'keeping the PayPal plan after withdrawing from its upgrade ($lang)',
  (lang) => {
    it('the mail links to the kept plan; consenting in PayPal’s page brings the buyer back to it confirmed, PayPal back on the plan bought', async () => {
      const { email, uid } = await seedSubscriber('paypal', lang.lang);
      const { id } = await recordedSubscription(uid);
      const bought = await atPayPal(id);
      const upgraded = await upgradeAtPayPal(email, id);
      expect(upgraded).not.toBe(bought.plan_id);

      const withdrawn = await post(endpoints.submitWithdrawal.path, {
        name: 'Erika Mustermann',
        email,
        language: lang.lang,
        reference: upsellContractId(id, upgraded),
      });
      expect(withdrawn.status).toBe(201);
      const carriedOut = await jobs.run('carryOutWithdrawals', {
        at: new Date(Date.now() + AFTER_THE_WAIT_MS).toISOString(),
      });
      expect(carriedOut).toMatchObject({ outcome: 'ran', result: { failed: 0 } });
      // PayPal still bills the upgrade until the buyer consents.
      expect((await atPayPal(id)).plan_id).toBe(upgraded);

      const request = await mail.waitFor(email, {
        timeoutMs: TIMEOUT,
        match: (caught) => caught.subject === lang.subject,
      });
      const link = linksOf(request).find((href) =>
        href.startsWith(`${BASE_URL}/withdraw/paypal-plan?`),
      );
      expect(link).toBeDefined();

      // The kept plan: its price per period and the date of its next payment.
      const paid = Number(bought.billing_info?.last_payment?.amount.value);
      const price = flat(
        new Intl.NumberFormat(lang.locale, { style: 'currency', currency: 'EUR' }).format(paid),
      );
      const date = new Intl.DateTimeFormat(lang.lang, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date(bought.billing_info?.next_billing_time ?? ''));
      browser = await launchBrowser({ locale: lang.locale });
      const page = await browser.newPage();
      await page.goto(String(link));
      const screen = page.locator('[data-testid="paypal-plan"]');
      await page
        .locator('[data-testid="paypal-plan"][data-state="awaiting-consent"]')
        .waitFor({ timeout: TIMEOUT });
      const awaiting = flat(await page.locator('[data-testid="paypal-plan-awaiting"]').innerText());
      expect(awaiting).toContain(lang.perThreeMonths(price));
      expect(awaiting).toContain(date);
      // The link's token left the address bar at once.
      await page.waitForURL((url) => !url.searchParams.has(PAYPAL_PLAN_LINK_PARAM));

      // PayPal's consent page in the same tab, then back to the page.
      await page.getByRole('button', { name: lang.consent }).click();
      await page.waitForURL((url) => url.origin === PAYPAL, { timeout: TIMEOUT });
      await page
        .getByRole('heading', { name: 'PayPal test approval' })
        .waitFor({ timeout: TIMEOUT });
      await page.getByRole('button', { name: 'Agree and continue' }).click();
      await page.waitForURL(
        (url) =>
          url.origin === new URL(BASE_URL).origin && url.pathname === '/withdraw/paypal-plan',
        { timeout: TIMEOUT },
      );
      await page
        .locator('[data-testid="paypal-plan"][data-state="confirmed"]')
        .waitFor({ timeout: TIMEOUT });
      const confirmed = flat(
        await page.locator('[data-testid="paypal-plan-confirmed"]').innerText(),
      );
      expect(confirmed).toContain(price);
      expect(confirmed).toContain(date);
      expect(await page.locator('[data-testid="paypal-plan-back"]').count()).toBe(0);
      expect(new URL(page.url()).searchParams.has(PAYPAL_PLAN_LINK_PARAM)).toBe(false);

      // PayPal bills the plan bought (the standard three-month plan) again, not the upgrade.
      const after = await atPayPal(id);
      expect(after.status).toBe('ACTIVE');
      expect(after.plan_id).toBe(bought.plan_id);

      // The tab keeps the link: a reload still shows the plan confirmed.
      await page.reload();
      await page
        .locator('[data-testid="paypal-plan"][data-state="confirmed"]')
        .waitFor({ timeout: TIMEOUT });
      expect(await screen.getAttribute('data-state')).toBe('confirmed');
    });
  },
);
