import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { MailCatcherClient, linksOf } from '../../emulators/mail/mail-catcher.client';
import { berlin } from './berlin-time';
import { BASE_URL, launchBrowser } from './browser';
import { onStep, uniqueEmail, walkQuestionnaire } from './funnel-steps';
import {
  atStripe,
  copy,
  recordedSubscription,
  seedSubscriber,
  translations,
} from './manage-subscription-helpers';

// §312k BGB (issue 21): the link on every page, the cancellation without login, its e-mail and
// the e-mail's "this was not me" link, in German and English, against the running stack.
const CASES = [
  { lang: 'de', locale: 'de-DE', link: 'Verträge hier kündigen', button: 'jetzt kündigen' },
  { lang: 'en', locale: 'en-GB', link: 'Cancel contracts here', button: 'Cancel now' },
] as const;
const SUBJECTS = { de: 'Kündigungsbestätigung', en: 'Confirmation of your cancellation' } as const;

const mail = new MailCatcherClient();

/** The cancellation's mail (the subscriber's contract confirmation came before it). */
const cancellationMail = (email: string, lang: keyof typeof SUBJECTS) =>
  mail.waitFor(email, { timeoutMs: 30_000, match: (caught) => caught.subject === SUBJECTS[lang] });

/** The end of the paid period as Stripe has it (on the subscription item since API 2025-03-31). */
const periodEnd = (subscription: object): number =>
  (subscription as { items?: { data?: { current_period_end?: number }[] } }).items?.data?.[0]
    ?.current_period_end ?? 0;
let browser: BrowserContext | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const footerLink = (page: Page) => page.locator('[data-testid="cancel-contracts-link"]');

/** The link is there, named as the law (and its translation) names it, and reachable by keyboard. */
async function expectCancelLink(page: Page, name: string): Promise<void> {
  await expect.poll(() => footerLink(page).textContent()).toBe(name);
  expect(await footerLink(page).getAttribute('href')).toBe('/cancel');
}

describe.each(CASES)('cancelling without logging in ($lang)', ({ lang, locale, link, button }) => {
  it('the link is on the gender step, the checkout screen and a legal page', async () => {
    browser = await launchBrowser({ locale });
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/`);
    await onStep(page, 'gender');
    await expectCancelLink(page, link);
    await page.goto(`${BASE_URL}/`);
    await walkQuestionnaire(page, uniqueEmail(`cancel-link-${lang}`));
    await page.locator('[data-package-id]').first().waitFor();
    await expectCancelLink(page, link);
    await page.goto(`${BASE_URL}/terms`);
    await expectCancelLink(page, link);
  }, 240_000);

  it('cancels a card subscription at its period end, confirms on the page and by mail; the mail undoes it', async () => {
    const catalogue = translations(lang);
    const { email, uid } = await seedSubscriber('activeOneMonth');
    const { id } = await recordedSubscription(uid);
    browser = await launchBrowser({ locale });
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/terms`);
    await footerLink(page).click();
    await page.waitForURL('**/cancel');

    await page.fill('input[name="name"]', 'Erika Mustermann');
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="reference"]', id);
    await page.click('[data-testid="continue"]');
    const cancelNow = page.locator('[data-testid="cancel-now"]');
    expect(await cancelNow.textContent()).toBe(button);
    await cancelNow.click();

    const receipt = page.locator('[data-testid="cancel-receipt"]');
    await receipt.waitFor();
    const receiptText = await receipt.innerText();
    expect(receiptText).toContain(email.toLowerCase());
    expect(receiptText).toContain(id);
    const receivedAt = await receipt.locator('time').getAttribute('datetime');
    expect(Date.now() - Date.parse(receivedAt ?? '')).toBeLessThan(120_000);
    // Saveable: a reload keeps the confirmation.
    await page.reload();
    await receipt.waitFor();
    expect(await receipt.innerText()).toBe(receiptText);

    const atProvider = await atStripe(id);
    expect(atProvider).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const confirmation = await cancellationMail(email, lang);
    for (const body of [confirmation.text, confirmation.html]) {
      expect(body).toContain(id);
      expect(body).toContain(berlin(locale, new Date(receivedAt ?? ''), true));
      expect(body).toContain(berlin(locale, new Date(periodEnd(atProvider) * 1000), false));
    }
    const restoreLink = linksOf(confirmation).find((href) =>
      href.includes('/cancel/restore?restore='),
    );
    expect(restoreLink).toBeDefined();

    // The link opens a page; only its button restores (mail scanners open links on their own).
    const restoreUrl = new URL(restoreLink ?? '');
    expect(restoreUrl.origin).toBe(new URL(BASE_URL).origin);
    await page.goto(restoreUrl.toString());
    await page.locator('[data-testid="keep-subscription"]').waitFor();
    // The token is off the address bar (and so out of the history and any Referer) at once.
    await page.waitForURL((url) => !url.searchParams.has('restore'), { timeout: 5_000 });
    expect((await atStripe(id)).cancel_at_period_end).toBe(true);
    await page.click('[data-testid="keep-subscription"]');
    await page.locator('[data-testid="restore-success"]').waitFor();
    expect((await atStripe(id)).cancel_at_period_end).toBe(false);
    expect(copy(catalogue, 'cancel.footerLink')).toBe(link);
    // Used once: the same link again is refused, with the reason in the page's language.
    await page.goto(restoreUrl.toString());
    await page.click('[data-testid="keep-subscription"]');
    await page.locator('[data-testid="restore-error"]').waitFor();
    expect(await page.locator('[data-testid="restore-error"]').innerText()).toContain(
      copy(catalogue, 'cancel.restore.errors.restore-link-used'),
    );
  });
});

describe('cancelling on a wished later date (en)', () => {
  it('leaves the subscription running, explains the billing period in the mail, and its link drops the wish', async () => {
    const { email, uid } = await seedSubscriber('activeOneMonth');
    const { id } = await recordedSubscription(uid);
    const end = periodEnd(await atStripe(id));
    // Twenty days into the next billing period, as the date input takes it (YYYY-MM-DD).
    const wished = new Date((end + 20 * 24 * 3600) * 1000);
    const wishedDay = wished.toISOString().slice(0, 10);
    browser = await launchBrowser({ locale: 'en-GB' });
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}/cancel`);
    await page.fill('input[name="name"]', 'Jane Doe');
    await page.fill('input[name="email"]', email);
    await page.getByRole('radio', { name: 'On a date of my choice' }).check();
    await page.fill('input[name="endDate"]', wishedDay);
    expect(await page.getByText(/billing period that includes it/).count()).toBe(1);
    await page.click('[data-testid="continue"]');
    await page.click('[data-testid="cancel-now"]');
    await page.locator('[data-testid="cancel-receipt"]').waitFor();

    // Nothing changes at Stripe before the renewal that starts the period with the wish.
    expect(await atStripe(id)).toMatchObject({ status: 'active', cancel_at_period_end: false });
    const confirmation = await cancellationMail(email, 'en');
    const text = confirmation.text.replace(/\s+/g, ' ');
    expect(text).toContain(
      `at the end of the billing period that includes ${berlin('en-GB', new Date(`${wishedDay}T12:00:00Z`), false)}`,
    );
    expect(text).not.toContain(berlin('en-GB', new Date(end * 1000), false));

    const restoreLink = linksOf(confirmation).find((href) =>
      href.includes('/cancel/restore?restore='),
    );
    await page.goto(restoreLink ?? '');
    await page.click('[data-testid="keep-subscription"]');
    await page.locator('[data-testid="restore-success"]').waitFor();
    expect(await atStripe(id)).toMatchObject({ status: 'active', cancel_at_period_end: false });
  });
});
