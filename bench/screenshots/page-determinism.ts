import type { BrowserContext } from 'playwright-core';
import { CONTROL_VISITOR_ID } from '../../web/e2e/browser';
import { presetConsent } from '../../web/e2e/consent-helpers';
import type { Language } from './screenshot-args';
import { NAME_SHIM } from '../paint-probe';

/** The browser's language for each app language: the app follows it (no ?lang=), as for a visitor. */
export const LOCALES: Record<Language, string> = {
  de: 'de-DE',
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  pt: 'pt-PT',
};

export const TIME_ZONE = 'Europe/Berlin';
/**
 * The page's Date.now() throughout a walk (Date is fixed, timers run): every date a step derives
 * from today (the occasion date's default, the plan's target date, the checkout's disclaimer) is
 * the same in every run, and the discount countdown stands at its full length. Before today, so
 * that the consent cookie (expiry from the real time) is valid for the page.
 */
export const FIXED_TIME = Date.parse('2026-06-15T09:00:00+02:00');
/**
 * The loading screen's bar reads Date.now() against its start (FIXED_TIME): the clock is moved
 * on this far for its screenshot, so the bar stands at 50 %. The screen still moves on after its
 * 5 s, which run on a real timer; the rest of the walk keeps this time.
 */
export const LOADING_SHOT_MS = 2500;
export const LOADING_SHOT_PERCENT = '50%';

/**
 * The analysing step advances its bars by Math.random() each tick: while that step is on screen,
 * Math.random() answers a constant, so its bars stand at the same place when its question opens
 * (6 s of ticks) whatever else draws random numbers meanwhile. Elsewhere it stays random.
 */
function steadyAnalysingStep(value: number): void {
  const random = Math.random.bind(Math);
  Math.random = () =>
    document.querySelector('[data-step-id="progress"]') === null ? random() : value;
}

/** The e2e suite's visitor id: the control of every local experiment (web/e2e/browser.ts). */
function presetVisitorId({ id, origin }: { id: string; origin: string }): void {
  if (window.location.origin === origin && window.localStorage.getItem('localId') === null)
    window.localStorage.setItem('localId', id);
}

/**
 * A returning visitor who accepted all cookies (no banner), in the control of every experiment,
 * with the page's time fixed and the analysing step's bars steady.
 */
export async function makeDeterministic(context: BrowserContext, baseUrl: string): Promise<void> {
  await presetConsent(context, baseUrl);
  await context.addInitScript({ content: NAME_SHIM });
  await context.addInitScript(presetVisitorId, {
    id: CONTROL_VISITOR_ID,
    origin: new URL(baseUrl).origin,
  });
  await context.addInitScript(steadyAnalysingStep, 0.5);
  await context.clock.setFixedTime(FIXED_TIME);
}
