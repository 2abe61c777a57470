import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { JobsClient } from '../../emulators/jobs/jobs.client';
import { LOCAL_STACK, localUrl } from '../../emulators/local-stack.config';
import type { CaughtMail } from '../../emulators/mail/mail-catcher.client';
import { MailCatcherClient, linksOf } from '../../emulators/mail/mail-catcher.client';
import { berlin } from './berlin-time';
import { BASE_URL, launchBrowser } from './browser';
import { onStep } from './funnel-steps';
import { atStripe, recordedSubscription, seedSubscriber } from './manage-subscription-helpers';

// Art. 11a CRD, §356a BGB and Art. 8(7) CRD (issue 34): the contract confirmation after a
// purchase, then the withdrawal through the link on the first question, its receipt and mail,
// and, past the 48 hours (the scheduled function's local trigger), the contract ended and
// refunded; in German and English, by card and by PayPal, against the running stack.
const CASES = [
  {
    lang: 'de',
    locale: 'de-DE',
    link: 'Vertrag widerrufen',
    confirm: 'Widerruf bestätigen',
    contractSubject: 'Ihre Vertragsbestätigung – Fastwell',
    receivedSubject: 'Eingangsbestätigung Ihres Widerrufs',
    doneSubject: 'Ihr Widerruf ist ausgeführt',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    link: 'Withdraw from contract here',
    confirm: 'Confirm withdrawal',
    contractSubject: 'Your contract confirmation – Fastwell',
    receivedSubject: 'Acknowledgement of receipt of your withdrawal',
    doneSubject: 'Your withdrawal has been carried out',
  },
] as const;
type Case = (typeof CASES)[number];

const mail = new MailCatcherClient();
const jobs = new JobsClient();
const STRIPE = localUrl(LOCAL_STACK.ports.stripe);
const PAYPAL = localUrl(LOCAL_STACK.ports.paypal);
/** Past the 48 hours a withdrawal waits for its "this was not me" link. */
const AFTER_THE_WAIT_MS = 49 * 3_600_000;

let browser: BrowserContext | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const flat = (text: string) => text.replace(/\s+/g, ' ');
/** An amount as the language writes it (Intl's no-break spaces read as spaces, as in `flat`). */
const money = (locale: string, minor: number) =>
  flat(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(minor / 100));
const subjectIs = (subject: string) => (caught: CaughtMail) => caught.subject === subject;
const getJson = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;

/** From the first question: the footer link, the form, the law's button, the receipt. */
async function withdrawFromFirstQuestion(page: Page, lang: Case, email: string) {
  await page.goto(`${BASE_URL}/`);
  await onStep(page, 'gender');
  const link = page.locator('[data-testid="withdraw-contract-link"]');
  expect(await link.textContent()).toBe(lang.link);
  await link.click();
  await page.waitForURL('**/withdraw');
  await page.fill('[data-testid="withdraw-name"]', 'Erika Mustermann');
  await page.fill('[data-testid="withdraw-email"]', email);
  await page.click('[data-testid="withdraw-continue"]');
  const confirm = page.locator('[data-testid="withdraw-confirm"]');
  expect(await confirm.textContent()).toBe(lang.confirm);
  await confirm.click();
  const receipt = page.locator('[data-testid="withdraw-receipt"]');
  await receipt.waitFor();
  const receiptText = await receipt.innerText();
  expect(receiptText).toContain(email.toLowerCase());
  const receivedAt = (await receipt.locator('time').getAttribute('datetime')) ?? '';
  expect(Date.now() - Date.parse(receivedAt)).toBeLessThan(120_000);
  // The receipt can be kept: a reload shows it again.
  await page.reload();
  await receipt.waitFor();
  expect(await receipt.innerText()).toBe(receiptText);
  return new Date(receivedAt);
}

const carryOut = () =>
  jobs.run('carryOutWithdrawals', { at: new Date(Date.now() + AFTER_THE_WAIT_MS).toISOString() });

describe.each(CASES)('withdrawing from a contract ($lang)', (lang) => {
  it('a card buyer: the confirmation states the charge; withdrawn from the first question; ended and refunded after 48 hours', async () => {
    const { email, uid } = await seedSubscriber('activeOneMonth', lang.lang);
    const { id } = await recordedSubscription(uid);
    const invoice = await getJson<{ id: string; amount_paid: number }>(
      `${STRIPE}/_emulator/objects/${String(((await atStripe(id)) as { latest_invoice?: string }).latest_invoice)}`,
    );
    expect(invoice.amount_paid).toBeGreaterThan(0);

    const contract = await mail.waitFor(email, {
      timeoutMs: 30_000,
      match: subjectIs(lang.contractSubject),
    });
    expect(flat(contract.text)).toContain(money(lang.locale, invoice.amount_paid));
    expect(contract.text).toContain(id);
    expect(contract.attachments.map((file) => file.contentType)).toEqual(['text/plain']);
    expect(linksOf(contract).some((href) => href.startsWith(`${BASE_URL}/withdraw`))).toBe(true);

    browser = await launchBrowser({ locale: lang.locale });
    const receivedAt = await withdrawFromFirstQuestion(await browser.newPage(), lang, email);
    const received = await mail.waitFor(email, {
      timeoutMs: 30_000,
      match: subjectIs(lang.receivedSubject),
    });
    for (const body of [received.text, received.html]) {
      expect(flat(body)).toContain(berlin(lang.locale, receivedAt, true));
      expect(body).toContain(id);
    }
    expect(linksOf(received).some((href) => href.includes('/withdraw/stop?stop='))).toBe(true);
    // Access continues until it is carried out.
    expect((await atStripe(id)).status).toBe('active');

    expect(await carryOut()).toMatchObject({ outcome: 'ran' });
    expect((await atStripe(id)).status).toBe('canceled');
    const refunds = await getJson<{ data: { payment_intent: string; amount: number }[] }>(
      `${STRIPE}/_emulator/objects?type=refund`,
    );
    const intents = (
      await getJson<{ payments?: { data: { payment: { payment_intent: string } }[] } }>(
        `${STRIPE}/_emulator/objects/${invoice.id}`,
      )
    ).payments?.data.map(({ payment }) => payment.payment_intent);
    const refunded = refunds.data
      .filter((refund) => intents?.includes(refund.payment_intent))
      .reduce((sum, refund) => sum + refund.amount, 0);
    expect(refunded).toBe(invoice.amount_paid);
    const done = await mail.waitFor(email, {
      timeoutMs: 30_000,
      match: subjectIs(lang.doneSubject),
    });
    expect(flat(done.text)).toContain(money(lang.locale, invoice.amount_paid));
  });
});

describe('withdrawing from a PayPal contract (de)', () => {
  it('cancels it at PayPal and refunds its payment after 48 hours', async () => {
    const [lang] = CASES;
    const { email, uid } = await seedSubscriber('paypal', 'de');
    const { id } = await recordedSubscription(uid);
    await mail.waitFor(email, { timeoutMs: 30_000, match: subjectIs(lang.contractSubject) });

    browser = await launchBrowser({ locale: lang.locale });
    await withdrawFromFirstQuestion(await browser.newPage(), lang, email);
    const received = await mail.waitFor(email, {
      timeoutMs: 30_000,
      match: subjectIs(lang.receivedSubject),
    });
    expect(received.text).toContain(id);

    expect(await carryOut()).toMatchObject({ outcome: 'ran' });
    const { subscriptions } = await getJson<{ subscriptions: { id: string; status: string }[] }>(
      `${PAYPAL}/_emulator/subscriptions`,
    );
    expect(subscriptions.find((subscription) => subscription.id === id)?.status).toBe('CANCELLED');
    const { sales } = await getJson<{
      sales: { billing_agreement_id: string; refund?: unknown }[];
    }>(`${PAYPAL}/_emulator/sales`);
    const taken = sales.filter((sale) => sale.billing_agreement_id === id);
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.every((sale) => sale.refund)).toBe(true);
    await mail.waitFor(email, { timeoutMs: 30_000, match: subjectIs(lang.doneSubject) });
  });
});
