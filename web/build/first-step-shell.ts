import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type Language, SUPPORTED_LANGUAGES } from '../../functions/src/contract/languages.js';

/** Where index.html asks for the first step's static shell. */
export const FIRST_STEP_SHELL_MARKER = '<!-- first-step-shell -->';

export type StepCopy = { title: string; subtitle: string };

/** One value per language of the app. */
export function everyLanguage<T>(valueOf: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, valueOf(language)]),
  ) as Record<Language, T>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function stringAt(tree: unknown, path: readonly string[]): string {
  let node = tree;
  for (const key of path) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined;
  }
  if (typeof node !== 'string' || node === '') throw new Error(`missing ${path.join('.')}`);
  return node;
}

/** The gender step's title and subtitle in one language, from its translation file. */
export function genderStepCopy(localesDir: string, language: Language): StepCopy {
  const tree: unknown = JSON.parse(
    readFileSync(join(localesDir, language, 'translation.json'), 'utf8'),
  );
  return {
    title: stringAt(tree, ['steps', 'gender', 'title']),
    subtitle: stringAt(tree, ['steps', 'gender', 'subtitle']),
  };
}

/**
 * The questionnaire's first step (gender) as static HTML, one block per language: index.html
 * paints its heading before any JavaScript has run, and boot-shell.js picks the block of the
 * visitor's language (data-boot-lang). The boxes copy the step frame's (a 64 px top bar, 16 px
 * gap, the 2xl heading and the subtitle), so the app's first render replaces it in place.
 */
export function firstStepShellHtml(copy: Record<Language, StepCopy>): string {
  const blocks = SUPPORTED_LANGUAGES.map(
    (language) =>
      `<div lang="${language}"><h1>${escapeHtml(copy[language].title)}</h1>` +
      `<p>${escapeHtml(copy[language].subtitle)}</p></div>`,
  ).join('');
  const shown = SUPPORTED_LANGUAGES.map(
    (language) => `[data-boot-lang='${language}'] .boot-shell-step > [lang='${language}']`,
  ).join(',');
  return (
    `<style>${shown}{display:block}</style>` +
    `<div class="boot-shell boot-shell-step" aria-hidden="true"><div class="boot-shell-bar"></div>${blocks}</div>`
  );
}

/** Vite plugin: fills index.html's first-step shell from public/onboarding/locales. */
export function firstStepShell(localesDir: string): Plugin {
  return {
    name: 'fastwell:first-step-shell',
    transformIndexHtml(html) {
      if (!html.includes(FIRST_STEP_SHELL_MARKER)) {
        throw new Error(`index.html has no ${FIRST_STEP_SHELL_MARKER}`);
      }
      const copy = everyLanguage((language) => genderStepCopy(localesDir, language));
      return html.replace(FIRST_STEP_SHELL_MARKER, firstStepShellHtml(copy));
    },
  };
}
