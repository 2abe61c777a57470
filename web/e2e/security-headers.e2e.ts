import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser } from './browser';
import { uniqueEmail, walkQuestionnaire } from './funnel-steps';

type Context = Awaited<ReturnType<typeof launchBrowser>>;
let context: Context;

beforeAll(async () => {
  context = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
});

const directives = (csp: string): Record<string, string[]> =>
  Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

/** Records every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('hosting response headers', () => {
  it.each(['/', '/onboarding/gender', '/payment', '/manage_subscription', '/favicon.svg'])(
    '%s: CSP with providers only, HSTS, no-sniff, no framing',
    async (path) => {
      const answer = await fetch(`${BASE_URL}${path}`);
      expect(answer.status).toBe(200);
      const csp = directives(answer.headers.get('content-security-policy') ?? '');
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      // Scripts: this site, Stripe, PayPal, Google sign-in; locally their stand-ins on 127.0.0.1;
      // and index.html's inline boot script, by its hash only.
      for (const source of csp['script-src'] ?? []) {
        expect(source).toMatch(
          /^('self'|'sha256-[A-Za-z0-9+/]+={0,2}'|https:\/\/(\*\.)?(js\.stripe\.com|paypal\.com|www\.paypal\.com|paypalobjects\.com|apis\.google\.com)|http:\/\/127\.0\.0\.1:\d+)$/,
        );
      }
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      const hsts = answer.headers.get('strict-transport-security') ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('the one inline script, index.html’s boot script, is allowed by its hash', async () => {
    const answer = await fetch(`${BASE_URL}/onboarding/gender`);
    const html = await answer.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '', 'utf8')
      .digest('base64');
    const csp = directives(answer.headers.get('content-security-policy') ?? '');
    expect(csp['script-src']).toContain(`'sha256-${hash}'`);
  });

  it('another site cannot frame the app', async () => {
    const page = await context.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    await page.setContent(`<iframe src="${BASE_URL}/" title="framed"></iframe>`);
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const framed = page.frames().find((frame) => frame.url().startsWith(BASE_URL));
    expect(
      await framed
        ?.locator('#root')
        .count()
        .catch(() => 0),
    ).toBeFalsy();
    await page.close();
  });

  it('the funnel runs under the policy: loading, questionnaire, card form and PayPal, login', async () => {
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${BASE_URL}/`);
    await walkQuestionnaire(page, uniqueEmail('csp'));
    await page.locator('[role="radiogroup"]').first().locator('[data-package-id]').first().click();
    await page
      .locator('[data-testid="payment-modal"] input[autocomplete="cc-number"]')
      .waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="paypal-button"]').waitFor({ timeout: 20_000 });
    expect(await violations()).toEqual([]);
    await page.goto(`${BASE_URL}/login`);
    await page.locator('input[type="email"]').waitFor({ timeout: 20_000 });
    expect(await violations()).toEqual([]);
    await page.close();
  });
});
