import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_STACK, localUrl } from '../../emulators/local-stack.config';
import { MailCatcherClient } from '../../emulators/mail/mail-catcher.client';
import { createAuthUser } from '../../emulators/seed/demo-clients';
import { BASE_URL, launchBrowser } from './browser';
import { dataLayerEvents, uniqueEmail } from './funnel-steps';
import { readUsers } from './user-records';
import { createRegistration, verificationLinkSentTo } from './wellhub-helpers';

type Membership = { status?: string; gympassUserId?: string; email?: string };

const PASSWORD = 'secret123';
const mail = new MailCatcherClient();

async function membershipOf(email: string): Promise<Membership | undefined> {
  const users = (await readUsers()) as Record<string, { wellhub?: Membership }>;
  return Object.values(users).find((user) => user.wellhub?.email === email)?.wellhub;
}

/**
 * The entry shows only a hint of the registration's address (issue 32); the member types it,
 * asks for the mail and opens its link, as from a webmail in the same browser.
 */
async function confirmByMail(page: Page, registrationId: string, email: string): Promise<string> {
  await page.goto(`${BASE_URL}/wellhub?wellhubRegistrationId=${registrationId}`);
  const hint = page.locator('[data-testid="wellhub-email-hint"]');
  await hint.waitFor({ timeout: 15_000 });
  expect(await hint.textContent()).not.toContain(email.split('@')[0]);
  await page.fill('input[name="email"]', email);
  await page.click('[data-testid="continue"]');
  await page.locator('[data-testid="wellhub-sent"]').waitFor({ timeout: 15_000 });
  // The link opens a new document: this page's events are read before.
  expect(await dataLayerEvents(page)).toContain('web_wh_goto_login');
  const link = await verificationLinkSentTo(email);
  expect(new URL(link).pathname).toBe('/wellhub/register');
  await page.goto(link);
  return link;
}

async function onDownload(page: Page, hasOldSubscription: boolean): Promise<void> {
  await page.waitForURL('**/wellhub/download?**', { timeout: 30_000 });
  await page.locator('[data-screen="download"]').waitFor({ timeout: 20_000 });
  const url = new URL(page.url());
  expect(url.searchParams.get('hasOldSubscription')).toBe(String(hasOldSubscription));
}

describe('wellhub partner flow', () => {
  let browser: BrowserContext | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('a new member confirms the address by mail, registers once and lands on the partner download', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const email = uniqueEmail('wellhub-new');
    const registration = await createRegistration(email);

    const link = await confirmByMail(page, registration.id, email);
    await page.locator('[data-screen="wellhub_register"]').waitFor({ timeout: 20_000 });
    // The link's token left the address bar; the proven address cannot be changed.
    expect(page.url()).not.toContain('wellhubVerification');
    expect(await page.inputValue('input[name="email"]')).toBe(email);
    expect(await page.locator('input[name="email"]').getAttribute('readonly')).not.toBeNull();
    await page.fill('input[name="firstName"]', ' Wanda ');
    await page.fill('input[name="password"]', PASSWORD);
    await page.click('[data-testid="continue"]');
    await onDownload(page, false);

    const events = await dataLayerEvents(page);
    for (const event of ['web_wh_goto_register', 'web_signUpSuccess', 'web_wh_goto_download'])
      expect(events).toContain(event);
    expect(events.filter((event) => event === 'web_wh_goto_download')).toHaveLength(1);
    expect(await membershipOf(email)).toMatchObject({
      status: 'active',
      gympassUserId: registration.gympassUserId,
      email,
      emailVerifiedAt: expect.any(String),
    });

    // The same link again, in a fresh tab: the registration is used, and the page says so.
    const again = await browser.newPage();
    await again.goto(link);
    const alert = again.locator('[data-testid="wellhub-error"]');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain('already been used');
    expect(await again.locator('[data-testid="wellhub-new-link"]').count()).toBe(1);
  });

  it('an existing account confirms the address by mail, signs in on welcome back and lands on the partner download', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const email = uniqueEmail('wellhub-existing');
    await createAuthUser(localUrl(LOCAL_STACK.ports.auth), { email, password: PASSWORD });
    const registration = await createRegistration(email);

    await confirmByMail(page, registration.id, email);
    await page.waitForURL('**/wellhub/welcome-back?**', { timeout: 20_000 });
    await page.locator('[data-screen="wellhub_welcome_back"]').waitFor();
    expect(page.url()).not.toContain('wellhubVerification');
    expect(await page.locator('[data-testid="continue"]').isDisabled()).toBe(true);
    await page.fill('input[name="password"]', 'not-the-password');
    await page.click('[data-testid="continue"]');
    await page.locator('[data-testid="wellhub-error"]').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/wellhub/welcome-back');

    await page.fill('input[name="password"]', PASSWORD);
    await page.click('[data-testid="continue"]');
    await onDownload(page, false);
    expect(await dataLayerEvents(page)).toContain('web_wh_goto_welcome_back');
    expect(await membershipOf(email)).toMatchObject({
      status: 'active',
      gympassUserId: registration.gympassUserId,
    });
  });

  it('an address other than the registration names gets no mail and is told so', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const email = uniqueEmail('wellhub-member');
    const stranger = uniqueEmail('wellhub-stranger');
    const registration = await createRegistration(email);
    await page.goto(`${BASE_URL}/wellhub?wellhubRegistrationId=${registration.id}`);
    await page.locator('[data-testid="wellhub-email-hint"]').waitFor({ timeout: 15_000 });
    await page.fill('input[name="email"]', stranger);
    await page.click('[data-testid="continue"]');
    const alert = page.locator('[data-testid="wellhub-error"]');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toContain(
      'not the e-mail address of your Wellhub membership',
    );
    expect(await mail.list(stranger)).toHaveLength(0);
    expect(await mail.list(email)).toHaveLength(0);
  });
});
