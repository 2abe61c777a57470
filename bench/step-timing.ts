import type { Browser } from 'playwright-core';
import { answerStep } from '../web/e2e/questionnaire-walker';
import { newContext } from './browser';
import { SCREENS, STACK, STEPS_PER_PASS, STEP_PASSES } from './config';
import { addStepProbe, waitForStepChangeTo, waitForStepChanges } from './paint-probe';
import { median, percentile } from './stats';
import type { StepSample, StepTiming } from './types';

/**
 * One pass: a fresh visitor (consent given, reduced motion) reaches the gender step and answers
 * it and the next steps like the e2e walker; each change is timed from its click to the next
 * step's heading painted.
 */
async function onboardingPass(
  browser: Browser,
  pass: number,
  steps: number,
): Promise<StepSample[]> {
  const context = await newContext(browser, { consented: true, reducedMotion: true });
  try {
    const page = await context.newPage();
    await addStepProbe(page);
    // A new visitor goes through the loading screen (5 s) to the first step.
    await page.goto(`${STACK.hosting}${SCREENS.loading.path}`);
    const before = (await waitForStepChangeTo(page, 'gender')).length;
    for (let answered = 1; answered <= steps; answered += 1) {
      await answerStep(page, {
        gender: 'f',
        units: 'metric',
        email: `bench-${Date.now()}@example.com`,
      });
      await waitForStepChanges(page, before + answered);
    }
    const changes = await waitForStepChanges(page, before + steps);
    return changes.slice(before).map((change) => {
      if (change.clickAt < 0) throw new Error(`step ${change.to} came without a click`);
      return {
        pass,
        from: change.from ?? '',
        to: change.to,
        ms: change.paintedAt - change.clickAt,
      };
    });
  } finally {
    await context.close();
  }
}

/** The baseline app: its button re-renders the heading as the next "step". */
async function baselinePass(
  browser: Browser,
  baselineUrl: string,
  clicks: number,
): Promise<number[]> {
  const context = await newContext(browser, { reducedMotion: true });
  try {
    const page = await context.newPage();
    await addStepProbe(page);
    await page.goto(`${baselineUrl}/`);
    await waitForStepChanges(page, 1);
    for (let clicked = 1; clicked <= clicks; clicked += 1) {
      await page.click('[data-testid="continue"]');
      await waitForStepChanges(page, clicked + 1);
    }
    const changes = await waitForStepChanges(page, clicks + 1);
    return changes.slice(1).map((change) => change.paintedAt - change.clickAt);
  } finally {
    await context.close();
  }
}

export async function measureStepChanges(
  browser: Browser,
  baselineUrl: string,
): Promise<StepTiming> {
  const samples: StepSample[] = [];
  const baseline: number[] = [];
  for (let pass = 1; pass <= STEP_PASSES; pass += 1) {
    samples.push(...(await onboardingPass(browser, pass, STEPS_PER_PASS)));
    baseline.push(...(await baselinePass(browser, baselineUrl, STEPS_PER_PASS)));
  }
  const values = samples.map((sample) => sample.ms);
  return {
    samples,
    medianMs: median(values),
    p95Ms: percentile(values, 95),
    baseline: { samples: baseline, medianMs: median(baseline), p95Ms: percentile(baseline, 95) },
  };
}
