import type { Browser, Page } from 'playwright-core';
import { launchProfile, newContext } from './browser';
import { type Body, type Origins, type Timing, chunksBetween, kindOf } from './chunks';
import { PAYMENT_MODAL_READY, SCREENS, STACK } from './config';
import { addMarks, waitForMark } from './paint-probe';
import type { RestoredScreen } from './profiles';
import type { ChunkSet, ScreenBytes } from './types';

/** Keeps every JS and CSS body the page receives; `settled()` once all are read. */
export function collectBodies(page: Page): { settled(): Promise<Map<string, Body>> } {
  const bodies = new Map<string, Body>();
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    const kind = kindOf(url, response.headers()['content-type']);
    if (kind === null || bodies.has(url)) return;
    reads.push(
      response.body().then(
        (raw) => void bodies.set(url, { url, kind, raw }),
        () => undefined,
      ),
    );
  });
  return {
    settled: async () => {
      await Promise.all(reads);
      return bodies;
    },
  };
}

export function resourceTimings(page: Page): Promise<Timing[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      name: entry.name,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
    })),
  );
}

export const origins = (app: string): Origins => ({
  app,
  stripe: STACK.stripe,
  paypal: STACK.paypal,
});

async function screenBytes(
  page: Page,
  bodies: ReturnType<typeof collectBodies>,
  screen: string,
  url: string,
  app: string,
): Promise<ScreenBytes> {
  const paintMs = await waitForMark(page, 'screen');
  const timings = await resourceTimings(page);
  const set = chunksBetween(await bodies.settled(), timings, -Infinity, paintMs, origins(app));
  return { screen, url, paintMs, ...set };
}

/** A cold first visit of one screen: JS and CSS finished before its heading was painted. */
export async function measureScreen(
  browser: Browser,
  screen: 'loading' | 'baseline',
  baseUrl: string,
): Promise<ScreenBytes> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await addMarks(page, { screen: [SCREENS[screen].heading] });
    const bodies = collectBodies(page);
    await page.goto(`${baseUrl}${SCREENS[screen].path}`);
    return await screenBytes(page, bodies, screen, SCREENS[screen].path, baseUrl);
  } finally {
    await context.close();
  }
}

export type PaymentBytes = { payment: ScreenBytes; paymentModal: ChunkSet & { openMs: number } };

/**
 * A screen loaded cold (a copy of a prepared profile, without caches) by a visitor whose state
 * the app restores. On the checkout screen `withModal` then opens the payment modal from the confirm
 * button and runs with it open.
 */
async function measureRestored(
  profileDir: string,
  screen: RestoredScreen,
  withModal?: (
    page: Page,
    payment: ScreenBytes,
    bodies: ReturnType<typeof collectBodies>,
  ) => Promise<void>,
): Promise<ScreenBytes> {
  const context = await launchProfile(profileDir);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const heading = [SCREENS[screen].heading];
    await addMarks(
      page,
      withModal ? { screen: heading, modal: PAYMENT_MODAL_READY } : { screen: heading },
    );
    const bodies = collectBodies(page);
    await page.goto(`${STACK.hosting}${SCREENS[screen].path}`);
    const bytes = await screenBytes(page, bodies, screen, SCREENS[screen].path, STACK.hosting);
    await withModal?.(page, bytes, bodies);
    return bytes;
  } finally {
    await context.close();
  }
}

/** The gender step reloaded by a visitor who is on it. */
export function measureGender(profileDir: string): Promise<ScreenBytes> {
  return measureRestored(profileDir, 'gender');
}

/**
 * The checkout screen reloaded by a visitor who answered the questionnaire, then its payment modal:
 * what loaded after the paint until the card form and the PayPal button were there.
 * `whileOpen` runs with the modal open (the Stripe-call count pays there).
 */
export async function measurePayment(
  profileDir: string,
  whileOpen?: (page: Page) => Promise<void>,
): Promise<PaymentBytes> {
  let paymentModal: PaymentBytes['paymentModal'] | undefined;
  const payment = await measureRestored(profileDir, 'payment', async (page, checkout, bodies) => {
    await page.locator('[data-package-id]').first().waitFor({ timeout: 30_000 });
    await page.click('[data-testid="confirm"]');
    const openMs = await waitForMark(page, 'modal');
    const timings = await resourceTimings(page);
    const added = chunksBetween(
      await bodies.settled(),
      timings,
      checkout.paintMs,
      openMs,
      origins(STACK.hosting),
    );
    paymentModal = { ...added, openMs };
    await whileOpen?.(page);
  });
  if (!paymentModal) throw new Error('the payment modal was not measured');
  return { payment, paymentModal };
}
