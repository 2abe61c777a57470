import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../emulators/seed/seed-database';
import { BASE_URL, launchBrowser } from './browser';
import { dataLayerEvents, uniqueEmail } from './funnel-steps';
import { readUsers } from './user-records';

type Seeded = { state: string; email?: string; uid: string };
type Membership = { status?: string; gympassUserId?: string; email?: string };

const DEMO_PASSWORD = 'fastwell-demo';

function seededPartner(): Seeded {
  const seeded = JSON.parse(
    readFileSync(process.env.E2E_DEMO_USERS_FILE ?? '.local/demo-users.json', 'utf8'),
  ) as Seeded[];
  const partner = seeded.find((user) => user.state === 'partner');
  if (!partner?.email) throw new Error('no seeded partner user');
  return partner;
}

/** What the partner's signup hook stores: a registration only this run uses. */
async function createRegistration(email: string): Promise<{ id: string; gympassUserId: string }> {
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const registration = { id: `e2e-wh-${suffix}`, gympassUserId: `gp-e2e-${suffix}` };
  await seedDatabase(process.env.E2E_DATABASE_FILE ?? null).update('wellhubRegistrations', {
    [registration.id]: { gympass_user_id: registration.gympassUserId, email },
  });
  return registration;
}

async function membershipOf(uid: string): Promise<Membership | undefined> {
  const users = (await readUsers()) as Record<string, { wellhub?: Membership }>;
  return users[uid]?.wellhub;
}

/** The e-mail entry: the registration's e-mail is offered; continue goes on. */
async function enterEmail(page: Page, registrationId: string, email: string): Promise<void> {
  await page.goto(`${BASE_URL}/wellhub?wellhubRegistrationId=${registrationId}`);
  const input = page.locator('input[name="email"]');
  await expect.poll(() => input.inputValue(), { timeout: 15_000 }).toBe(email);
  await page.click('[data-testid="continue"]');
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

  it('a new member registers and lands on the partner download with an active membership', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const email = uniqueEmail('wellhub-new');
    const registration = await createRegistration(email);

    await enterEmail(page, registration.id, email);
    await page.waitForURL('**/wellhub/register?**');
    await page.locator('[data-screen="wellhub_register"]').waitFor();
    expect(await page.inputValue('input[name="email"]')).toBe(email);
    await page.fill('input[name="firstName"]', ' Wanda ');
    await page.fill('input[name="password"]', 'secret123');
    await page.click('[data-testid="continue"]');
    await onDownload(page, false);

    const events = await dataLayerEvents(page);
    for (const event of [
      'web_wh_goto_login',
      'web_wh_goto_register',
      'web_signUpSuccess',
      'web_wh_goto_download',
    ])
      expect(events).toContain(event);
    expect(events.filter((event) => event === 'web_wh_goto_download')).toHaveLength(1);

    const users = (await readUsers()) as Record<string, { wellhub?: Membership }>;
    const found = Object.entries(users).find(([, user]) => user.wellhub?.email === email);
    expect(found?.[1].wellhub).toMatchObject({
      status: 'active',
      gympassUserId: registration.gympassUserId,
      email,
    });
  });

  it('an existing member signs in on welcome back and lands on the partner download', async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const partner = seededPartner();
    const email = partner.email ?? '';

    await enterEmail(page, 'demo-partner', email);
    await page.waitForURL('**/wellhub/welcome-back?**');
    await page.locator('[data-screen="wellhub_welcome_back"]').waitFor();
    expect(await page.locator('[data-testid="continue"]').isDisabled()).toBe(true);
    await page.fill('input[name="password"]', 'not-the-password');
    await page.click('[data-testid="continue"]');
    await page.locator('[data-testid="wellhub-error"]').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/wellhub/welcome-back');

    await page.fill('input[name="password"]', DEMO_PASSWORD);
    await page.click('[data-testid="continue"]');
    // The seeded member's partner status was already active (spec 02 §4.3).
    await onDownload(page, true);
    expect(await dataLayerEvents(page)).toContain('web_wh_goto_welcome_back');
    expect(await membershipOf(partner.uid)).toMatchObject({
      status: 'active',
      gympassUserId: 'gp-demo-partner',
    });
  });
});
