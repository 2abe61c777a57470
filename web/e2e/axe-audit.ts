import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 A and AA, including target size (24 px) and colour contrast (AA). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

export type AxeFinding = {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
  /** axe's explanation for the first element, e.g. the two colours and their ratio. */
  summary: string;
};

/** Whether a frame of the page comes from another origin (about:blank frames share the page's). */
function hasForeignFrames(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    return url.startsWith('http') && new URL(url).origin !== origin;
  });
}

/** Collects the serious and critical axe findings of every screen a walk passes. */
export class AxeAudit {
  readonly findings: AxeFinding[] = [];
  readonly screens: string[] = [];

  constructor(private readonly lang: string) {}

  async check(page: Page, screen: string): Promise<void> {
    // Check the screen at rest: its data loaded (no aria-busy region: a skeleton fading into
    // the loaded copy is half transparent), after its step transition (a half-faded button is
    // not the colour a reader sees) and its web fonts.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 10_000,
    });
    await page.waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 10_000 },
    );
    const builder = new AxeBuilder({ page }).withTags(TAGS);
    // axe merges the results of frames from other origins (Stripe's card fields, PayPal's
    // button) in a blank page of its own; a screen without them runs in one go, in the page
    // (in under half the time; the suite audits about 290 screens).
    if (!hasForeignFrames(page)) builder.setLegacyMode();
    const results = await builder.analyze();
    this.screens.push(`${this.lang}:${screen}`);
    for (const violation of results.violations) {
      if (!BLOCKING.has(violation.impact ?? '')) continue;
      this.findings.push({
        screen: `${this.lang}:${screen}`,
        rule: violation.id,
        impact: violation.impact ?? '',
        targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
        summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      });
    }
  }
}
