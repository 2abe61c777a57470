import type { Page } from 'playwright-core';

export type Units = 'metric' | 'imperial';
export type WalkOptions = {
  gender: 'm' | 'f';
  units: Units;
  email: string;
  /** Answer special_occasion with no_event (which skips the date step). */
  noEvent?: boolean;
  /** Called on every step before answering; return true to stop the walk there. */
  stopAt?: (stepId: string) => boolean;
  /** Awaited on every new step before it is answered (e.g. an accessibility check). */
  onNewStep?: (stepId: string) => Promise<void>;
};

const STEP_TIMEOUT = 20_000;
const continueButton = (page: Page) => page.locator('[data-testid="continue"]');

export async function currentStepId(page: Page): Promise<string> {
  const step = page.locator('[data-step-id]').first();
  await step.waitFor({ timeout: STEP_TIMEOUT });
  return (await step.getAttribute('data-step-id')) ?? '';
}

async function fillMeasurement(page: Page, stepId: string, options: WalkOptions): Promise<void> {
  const imperial = options.units === 'imperial';
  if (stepId === 'height') {
    if (imperial) {
      await page.click('[data-unit="ft/in"]');
      await page.fill('input[name="height-ft"]', '5');
      await page.fill('input[name="height-in"]', '9');
    } else {
      await page.fill('input[name="height-cm"]', '178');
    }
    return;
  }
  if (imperial) await page.click('[data-unit="lb"]');
  const value = stepId === 'weight' ? (imperial ? '200' : '92') : imperial ? '170' : '80';
  await page.fill(`input[name="${stepId}"]`, value);
}

/** Answers the step on screen like a visitor would; answers the step id it answered. */
export async function answerStep(page: Page, options: WalkOptions): Promise<string> {
  const stepId = await currentStepId(page);
  const step = page.locator(`[data-step-id="${stepId}"]`);
  if (stepId === 'loading') {
    // The loading screen moves on by itself after its bar.
  } else if (stepId === 'gender') {
    await page.click(`[data-option="${options.gender}"]`);
  } else if (stepId === 'height' || stepId === 'weight' || stepId === 'perfect_weight') {
    await fillMeasurement(page, stepId, options);
    await continueButton(page).click();
  } else if (stepId === 'age') {
    await page.fill('input[name="age"]', '34');
    await continueButton(page).click();
  } else if (stepId === 'special_occasion') {
    await page.click(`[data-option="${options.noEvent ? 'no_event' : 'vacation'}"]`);
  } else if (stepId === 'email') {
    await page.fill('input[name="email"]', options.email);
    await continueButton(page).click();
  } else if (stepId === 'receive_email') {
    await page.click('[data-option="yes"]');
  } else if (stepId === 'progress') {
    await answerAnalysing(page);
  } else if ((await step.locator('[aria-pressed]').count()) > 0) {
    // Multi-select: choose the first option, then continue.
    await step.locator('[data-option]').first().click();
    await continueButton(page).click();
  } else if ((await step.locator('[data-option]').count()) > 0) {
    await step.locator('[data-option]').first().click();
  } else {
    await continueButton(page).click();
  }
  return stepId;
}

/** The analysing step asks a question after 6 s and finishes on its own afterwards. */
async function answerAnalysing(page: Page): Promise<void> {
  const modal = page.locator('[data-testid="analysing-question"]');
  await modal.waitFor({ timeout: STEP_TIMEOUT });
  await modal.locator('[data-option]').first().click();
}

/** Walks from wherever the visitor is until the payment screen (or `stopAt`); answers the ids seen. */
export async function walkToPayment(page: Page, options: WalkOptions): Promise<string[]> {
  const seen: string[] = [];
  for (let guard = 0; guard < 60; guard += 1) {
    if (new URL(page.url()).pathname === '/payment') return seen;
    const stepId = await currentStepId(page);
    if (options.stopAt?.(stepId)) return seen;
    if (seen.at(-1) !== stepId) {
      seen.push(stepId);
      await options.onNewStep?.(stepId);
    }
    await answerStep(page, options);
    await page.waitForFunction(
      (previous) =>
        window.location.pathname === '/payment' ||
        document.querySelector('[data-step-id]')?.getAttribute('data-step-id') !== previous,
      stepId,
      { timeout: 30_000 },
    );
  }
  throw new Error(`questionnaire did not reach /payment; steps: ${seen.join(', ')}`);
}
