import type { Page } from 'playwright-core';

/**
 * In-page probes, installed before the app's scripts run (addInitScript). Their functions are
 * serialised into the page: they must not use anything from this module's scope.
 */

/**
 * A raw step change as the page saw it: times are performance.now() of the page. `seenAt`: the
 * new step's heading was in the document; `paintedAt`: one frame later.
 */
export type RawStepChange = {
  from: string | null;
  to: string;
  clickAt: number;
  seenAt: number;
  paintedAt: number;
};

declare global {
  interface Window {
    __benchMarks?: Record<string, number>;
    __benchSteps?: RawStepChange[];
  }
}

/**
 * tsx compiles with esbuild's keepNames, which wraps functions in `__name(…)`: a function passed
 * to the page would throw without this shim.
 */
export const NAME_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/**
 * Marks: for each name, the performance.now() at which all its selectors were on the page (with
 * text, or as a form field) and one frame had been painted since. The page keeps them in
 * window.__benchMarks.
 */
function installMarks(spec: Record<string, string[]>): void {
  const marks: Record<string, number> = {};
  window.__benchMarks = marks;
  const pending = new Map(Object.entries(spec));
  const present = (selector: string) => {
    const element = document.querySelector(selector);
    if (element === null) return false;
    if (element instanceof HTMLInputElement) return true;
    return (element.textContent ?? '').trim() !== '' || element.childElementCount > 0;
  };
  const afterPaint = (done: (time: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  const observer = new MutationObserver(() => {
    for (const [name, selectors] of pending) {
      if (!selectors.every(present)) continue;
      pending.delete(name);
      afterPaint((time) => {
        marks[name] = time;
      });
    }
    if (pending.size === 0) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Step changes: each time `[data-step-id]` names another step whose h1 has text, the last click
 * before it and the time one frame later (window.__benchSteps).
 */
function installStepProbe(): void {
  const changes: RawStepChange[] = [];
  window.__benchSteps = changes;
  let lastClick = -1;
  let current: string | null = null;
  document.addEventListener(
    'click',
    (event) => {
      lastClick = event.timeStamp;
    },
    true,
  );
  const afterPaint = (done: (time: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  new MutationObserver(() => {
    const step = document.querySelector('[data-step-id]');
    const id = step?.getAttribute('data-step-id') ?? null;
    if (step === null || id === null || id === current) return;
    const heading = step.querySelector('h1');
    if (heading === null || (heading.textContent ?? '').trim() === '') return;
    const from = current;
    const clickAt = lastClick;
    const seenAt = performance.now();
    current = id;
    lastClick = -1;
    afterPaint((paintedAt) => changes.push({ from, to: id, clickAt, seenAt, paintedAt }));
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

export async function addMarks(page: Page, spec: Record<string, string[]>): Promise<void> {
  await page.addInitScript({ content: NAME_SHIM });
  await page.addInitScript(installMarks, spec);
}

export async function addStepProbe(page: Page): Promise<void> {
  await page.addInitScript({ content: NAME_SHIM });
  await page.addInitScript(installStepProbe);
}

/** Waits for a mark and answers its time (ms after navigation start). */
export async function waitForMark(page: Page, name: string, timeoutMs = 60_000): Promise<number> {
  const handle = await page.waitForFunction((mark) => window.__benchMarks?.[mark], name, {
    timeout: timeoutMs,
  });
  const value: unknown = await handle.jsonValue();
  if (typeof value !== 'number') throw new Error(`mark ${name} is not a number`);
  return value;
}

/** Waits until the page has recorded `count` step changes and answers them. */
export async function waitForStepChanges(
  page: Page,
  count: number,
  timeoutMs = 30_000,
): Promise<RawStepChange[]> {
  await page.waitForFunction((n) => (window.__benchSteps?.length ?? 0) >= n, count, {
    timeout: timeoutMs,
  });
  return page.evaluate(() => window.__benchSteps ?? []);
}

/** Waits until the latest step change recorded went to `stepId`; answers all changes so far. */
export async function waitForStepChangeTo(
  page: Page,
  stepId: string,
  timeoutMs = 30_000,
): Promise<RawStepChange[]> {
  await page.waitForFunction((id) => window.__benchSteps?.at(-1)?.to === id, stepId, {
    timeout: timeoutMs,
  });
  return page.evaluate(() => window.__benchSteps ?? []);
}
