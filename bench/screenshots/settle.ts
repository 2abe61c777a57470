import type { Page, Request } from 'playwright-core';

const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 15_000;
/** Streams stay open: they never count as pending. */
const STREAMS = new Set(['eventsource', 'websocket']);

/** The page's requests in flight, as the browser reports them. */
export class NetworkWatch {
  private readonly pending = new Set<Request>();
  private lastChange = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => {
      if (STREAMS.has(request.resourceType())) return;
      this.pending.add(request);
      this.lastChange = Date.now();
    });
    const done = (request: Request) => {
      if (this.pending.delete(request)) this.lastChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Waits until no request has been in flight for QUIET_MS; answers the URLs still pending on timeout. */
  async quiet(timeoutMs = SETTLE_TIMEOUT_MS): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.pending.size === 0 && Date.now() - this.lastChange >= QUIET_MS) return [];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return [...this.pending].map((request) => request.url());
  }
}

/** Lazy images load now: a full-page screenshot scrolls nothing into view. */
const loadLazyImages = (page: Page): Promise<void> =>
  page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]'))
      image.setAttribute('loading', 'eager');
  });

/** The page's web fonts, and every image decoded (or failed). */
const fontsAndImages = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });

const twoFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * Until the screen is still: the pointer off the content (no hover style), no request in flight
 * for a while, fonts and images in, two frames painted. Animations the screenshot itself stops
 * (`animations: 'disabled'`). Answers a warning when requests stayed pending.
 */
export async function settle(page: Page, network: NetworkWatch): Promise<string | null> {
  await page.mouse.move(0, 0);
  await loadLazyImages(page);
  const pending = await network.quiet();
  await fontsAndImages(page);
  await twoFrames(page);
  return pending.length > 0 ? `requests still pending: ${pending.join(', ')}` : null;
}
