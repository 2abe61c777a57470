import type { Page } from 'playwright-core';
import { launchProfile } from './browser';
import { chunksBetween } from './chunks';
import { SCREENS, STACK } from './config';
import { collectBodies, origins, resourceTimings } from './measure-bytes';
import { type RawStepChange, addMarks, addStepProbe, waitForMark } from './paint-probe';
import type { FirstInteraction } from './types';

/**
 * The app's own option buttons of the gender step (shared/ui/option-button.tsx sets data-option;
 * index.html's static shell of the step has a heading and no options).
 */
export const FIRST_OPTION = '[data-step-id="gender"] [data-option]';
const TAP_DEADLINE_MS = 30_000;
/** How long a tap is given to change the step before the next one. */
const TAP_WAIT_MS = 250;

const changesOf = (page: Page): Promise<RawStepChange[]> =>
  page.evaluate(() => window.__benchSteps ?? []);

const leftGender = (changes: readonly RawStepChange[]) =>
  changes.find((change) => change.from === 'gender');

/** Taps the first option until the step changes; answers the change and the number of taps. */
async function tapUntilTheStepChanges(
  page: Page,
): Promise<{ change: RawStepChange; taps: number }> {
  const option = page.locator(FIRST_OPTION).first();
  const deadline = Date.now() + TAP_DEADLINE_MS;
  let taps = 0;
  while (Date.now() < deadline) {
    // force: at once, as a visitor would, without waiting for the step's entry animation to end.
    await option.click({ force: true, timeout: TAP_WAIT_MS }).then(
      () => (taps += 1),
      () => undefined,
    );
    const moved = await page
      .waitForFunction(
        () => window.__benchSteps?.some((change) => change.from === 'gender') === true,
        undefined,
        { timeout: TAP_WAIT_MS },
      )
      .then(
        () => true,
        () => false,
      );
    const change = moved ? leftGender(await changesOf(page)) : undefined;
    if (change && change.clickAt >= 0) return { change, taps };
    if (change) throw new Error(`the gender step moved to ${change.to} without a tap`);
  }
  throw new Error(`the gender step did not answer a tap within ${TAP_DEADLINE_MS / 1000} s`);
}

/**
 * The gender step reloaded cold by a visitor who is on it (a copy of the prepared profile), its
 * first option tapped as soon as the app has rendered it: when the tap moved the step, when the
 * next step's heading painted, and the JS and CSS transferred until then.
 */
export async function measureFirstInteraction(profileDir: string): Promise<FirstInteraction> {
  const context = await launchProfile(profileDir);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await addMarks(page, { option: [FIRST_OPTION] });
    await addStepProbe(page);
    const bodies = collectBodies(page);
    await page.goto(`${STACK.hosting}${SCREENS.gender.path}`);
    await page.locator(FIRST_OPTION).first().waitFor({ state: 'attached', timeout: 60_000 });
    const { change, taps } = await tapUntilTheStepChanges(page);
    const optionMs = await waitForMark(page, 'option');
    const timings = await resourceTimings(page);
    const set = chunksBetween(
      await bodies.settled(),
      timings,
      -Infinity,
      change.paintedAt,
      origins(STACK.hosting),
    );
    return {
      screen: 'gender',
      url: SCREENS.gender.path,
      optionMs,
      taps,
      tapMs: change.clickAt,
      stepChangedMs: change.seenAt,
      paintMs: change.paintedAt,
      nextStep: change.to,
      ...set,
    };
  } finally {
    await context.close();
  }
}
