import type { Page } from 'playwright-core';
import { walkToPayment } from './questionnaire-walker';

const STEP_TIMEOUT = 15_000;

export async function onStep(page: Page, stepId: string): Promise<void> {
  await page.locator(`[data-step-id="${stepId}"]`).waitFor({ timeout: STEP_TIMEOUT });
}

/** Walks / → loading → every questionnaire step → payment, as a woman in metric units. */
export async function walkQuestionnaire(page: Page, email: string): Promise<void> {
  await onStep(page, 'loading');
  await walkToPayment(page, { gender: 'f', units: 'metric', email: email.toUpperCase() });
  await page.waitForURL('**/payment', { timeout: STEP_TIMEOUT });
}

export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  const number = page.locator('[data-testid="payment-modal"] input[autocomplete="cc-number"]');
  await number.waitFor({ timeout: STEP_TIMEOUT });
  await number.fill(cardNumber);
  await page.fill('[data-testid="payment-modal"] input[autocomplete="cc-exp"]', '12 / 34');
  await page.fill('[data-testid="payment-modal"] input[autocomplete="cc-csc"]', '123');
  await page.click('[data-testid="pay"]');
}

export async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => String(entry.event)));
}

/**
 * A Luhn-valid Visa number no other test uses: one trial per card (issue 17), so a test that
 * needs a trial pays with a card of its own, as a new customer would.
 */
export function uniqueCardNumber(): string {
  const body = `4${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** An e-mail no other test run uses. */
export const uniqueEmail = (label: string): string =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
