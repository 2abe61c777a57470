import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_STACK, localUrl } from '../../emulators/local-stack.config';
import { BASE_URL, launchBrowser } from './browser';
import { dataLayerEvents, payWithCard, uniqueEmail, walkQuestionnaire } from './funnel-steps';
import { serveGapiStandIn } from './gapi-stand-in';
import { findUserByNewsletterEmail, readUsers } from './user-records';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type AuthAccount = {
  localId: string;
  email?: string;
  providerUserInfo?: { providerId: string; email?: string }[];
};

/** The Auth emulator's view of one account (the emulator accepts the "owner" credential). */
async function authAccount(uid: string): Promise<AuthAccount | undefined> {
  const response = await fetch(
    `${localUrl(LOCAL_STACK.ports.auth)}/identitytoolkit.googleapis.com/v1/projects/${LOCAL_STACK.projectId}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  const body = (await response.json()) as { users?: AuthAccount[] };
  return body.users?.[0];
}

const providers = (account: AuthAccount | undefined) =>
  (account?.providerUserInfo ?? []).map((info) => info.providerId);

/** Questionnaire and card payment as an anonymous guest; answers the guest's uid. */
async function buyAsGuest(page: Page, email: string): Promise<string> {
  await page.goto(`${BASE_URL}/?utm_source=e2e_source&utm_campaign=e2e_campaign`);
  await walkQuestionnaire(page, email);
  await page.locator('[data-package-id]').first().waitFor();
  await page.click('[data-testid="confirm"]');
  await payWithCard(page, '4242424242424242');
  await page.waitForURL('**/upgrade_account', { timeout: 30_000 });
  const found = await findUserByNewsletterEmail(email);
  if (!found) throw new Error(`no user record with newsletterEmail ${email}`);
  expect(found[1].subscription?.status).toBe('active');
  expect(providers(await authAccount(found[0]))).toEqual([]);
  return found[0];
}

async function expectStepper(page: Page): Promise<void> {
  const stepper = page.locator('[data-testid="upgrade-stepper"]');
  await stepper.waitFor({ timeout: 15_000 });
  expect(
    await stepper
      .locator('li')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-step'))),
  ).toEqual(['purchase', 'register', 'download', 'login']);
  expect(await stepper.locator('[aria-current="step"]').getAttribute('data-step')).toBe('register');
}

async function onDownload(page: Page): Promise<void> {
  await page.locator('[data-screen="download"]').waitFor({ timeout: 20_000 });
  await expect
    .poll(() => page.locator('[data-screen="download"]').getAttribute('aria-busy'))
    .toBe('false');
}

const badgeLink = async (page: Page) =>
  new URL((await page.getAttribute('[data-testid="app-badge-apple"]', 'href')) ?? '');

describe('upgrade account and download', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('a guest registers by e-mail, keeps uid and subscription, and gets the QR code on a desktop only', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const email = uniqueEmail('upgrade-mail');
    const uid = await buyAsGuest(page, email);
    await expectStepper(page);

    await page.fill('input[name="firstName"]', 'Anna');
    await page.fill('input[name="password"]', 'secret123');
    await page.click('[data-testid="register"]');
    await onDownload(page);
    const events = await dataLayerEvents(page);
    for (const event of [
      'web_goto_37_upgrade_account',
      'web_signUpSuccess',
      'web_commit_37_upgrade_account',
      'web_goto_38_download',
    ])
      expect(events).toContain(event);

    const account = await authAccount(uid);
    expect(account?.email).toBe(email);
    expect(providers(account)).toEqual(['password']);
    const record = (await readUsers())[uid];
    expect(record?.subscription?.status).toBe('active');
    expect(record?.providerData?.email).toBe(email);

    // Desktop: the link carries the marketing parameters, e-mail and custom token; QR code 171 px.
    await page.setViewportSize({ width: 1280, height: 800 });
    const link = await badgeLink(page);
    expect(link.origin).toBe('https://fastwell.onelink.me');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      af_pid: 'e2e_source',
      utm_source: 'e2e_source',
      af_c: 'e2e_campaign',
      utm_campaign: 'e2e_campaign',
      af_sub5: 'onboarding',
      deep_link_value: 'web_signup',
      deep_link_sub1: email,
    });
    expect(link.searchParams.get('deep_link_sub2')?.split('.')).toHaveLength(3);
    const qr = page.locator('[data-testid="download-qr"] svg');
    await qr.waitFor();
    expect(await qr.getAttribute('height')).toBe('171');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Download the app');

    // Browser back stays on the download screen, each back held logged as its go-back event.
    for (let press = 0; press < 2; press += 1) {
      await page.goBack();
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/download');
    }
    await page.locator('[data-screen="download"]').waitFor();
    const backs = (await dataLayerEvents(page)).filter(
      (event) => event === 'web_goback_38_download',
    );
    expect(backs).toHaveLength(2);

    // A phone: same signed-in session, no QR code, badges still link.
    const cdp = await browser.newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: IPHONE_UA, platform: 'iPhone' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await onDownload(page);
    expect((await badgeLink(page)).searchParams.get('deep_link_sub1')).toBe(email);
    expect(await page.locator('[data-testid="download-qr-block"]').count()).toBe(0);
  });

  it('a guest registers with Google in the Auth emulator popup and keeps uid and subscription', async () => {
    browser = await launchBrowser();
    await serveGapiStandIn(browser);
    const page = await browser.newPage();
    const email = uniqueEmail('upgrade-google');
    const uid = await buyAsGuest(page, email);
    await expectStepper(page);

    const googleEmail = uniqueEmail('google');
    const [popup] = await Promise.all([
      browser.waitForEvent('page'),
      page.click('[data-testid="link-google"]'),
    ]);
    await popup.waitForLoadState('domcontentloaded');
    await popup.click('#add-account-button button');
    await popup.fill('#email-input', googleEmail);
    await popup.fill('#display-name-input', 'Anna Google');
    await popup.click('#sign-in');

    await onDownload(page);
    expect(await dataLayerEvents(page)).toContain('web_commit_37_upgrade_account');
    expect(
      await page.evaluate(() =>
        (window.dataLayer ?? []).find((entry) => entry.event === 'web_signUpSuccess'),
      ),
    ).toMatchObject({ method: 'google' });
    const account = await authAccount(uid);
    expect(providers(account)).toEqual(['google.com']);
    expect(account?.providerUserInfo?.[0]?.email).toBe(googleEmail);
    expect((await readUsers())[uid]?.subscription?.status).toBe('active');
    expect((await badgeLink(page)).searchParams.get('deep_link_sub1')).toBe(googleEmail);
  });
});
