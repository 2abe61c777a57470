export { uniqueCardNumber } from '../../emulators/stripe/testing/unique-card';
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

/** An e-mail no other test run uses. */
export const uniqueEmail = (label: string): string =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
