// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../functions/src/contract/languages';
import {
  FIRST_STEP_SHELL_MARKER,
  everyLanguage,
  firstStepShell,
  firstStepShellHtml,
  genderStepCopy,
} from './first-step-shell';

/** The heading and subtitle of one language's block, as a browser reads the HTML's text. */
function blockText(html: string, language: string): { title?: string; subtitle?: string } {
  const match = new RegExp(`<div lang="${language}"><h1>([^<]*)</h1><p>([^<]*)</p></div>`).exec(
    html,
  );
  const text = (escaped?: string) =>
    escaped?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  return { title: text(match?.[1]), subtitle: text(match?.[2]) };
}

const LOCALES = fileURLToPath(new URL('../public/onboarding/locales', import.meta.url));

describe('the gender step’s static shell in index.html', () => {
  it('holds each language’s title and subtitle from its translation file', () => {
    const copy = everyLanguage((language) => genderStepCopy(LOCALES, language));
    const html = firstStepShellHtml(copy);
    for (const language of SUPPORTED_LANGUAGES) {
      expect(blockText(html, language)).toEqual(copy[language]);
    }
    expect(copy.de.title).not.toBe(copy.en.title);
  });

  it('escapes markup in the copy', () => {
    const copy = { title: '<b>A & "B"</b>', subtitle: "it's" };
    const html = firstStepShellHtml(everyLanguage(() => copy));
    expect(html).not.toContain('<b>');
    expect(blockText(html, 'en')).toEqual(copy);
  });

  it('the plugin fills the marker and refuses an index.html without it', () => {
    const plugin = firstStepShell(LOCALES);
    const transform = plugin.transformIndexHtml as (html: string) => string;
    const html = transform(`<div id="root">${FIRST_STEP_SHELL_MARKER}</div>`);
    expect(html).toContain('class="boot-shell boot-shell-step"');
    expect(() => transform('<div id="root"></div>')).toThrow(FIRST_STEP_SHELL_MARKER);
  });
});
