// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from '@fastwell/contract/languages';
import { bootShellOf } from '../shared/domain/routes';

const SCRIPT = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../boot/boot-shell.js'),
  'utf8',
);

type Visit = {
  pathname: string;
  search?: string;
  browserLanguage?: string;
  /** localStorage's content; undefined = storage that throws (blocked). */
  stored?: Record<string, string>;
};

/** Runs src/boot/boot-shell.js for a visit and answers the attributes it set on <html>. */
function runBootShell(visit: Visit): Map<string, string> {
  const attributes = new Map<string, string>();
  const { stored } = visit;
  runInNewContext(SCRIPT, {
    URLSearchParams,
    window: {
      location: { pathname: visit.pathname, search: visit.search ?? '' },
      navigator: { language: visit.browserLanguage ?? 'en-US' },
      get localStorage() {
        if (!stored) throw new Error('SecurityError: storage is blocked');
        return { getItem: (key: string) => stored[key] ?? null };
      },
    },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
  });
  return attributes;
}

const savedQuestionnaire = { appState: JSON.stringify({ steps: ['gender', 'tracked_hours'] }) };

describe('the static shell before the app loads (src/boot/boot-shell.js)', () => {
  it.each([
    ['/', 'loading'],
    ['//', 'loading'],
    ['/onboarding', 'loading'],
    ['/onboarding/', 'loading'],
    ['/onboarding/loading', 'loading'],
    ['/onboarding/loading/', 'loading'],
    ['/onboarding/gender', 'gender'],
    ['/onboarding/gender/', 'gender'],
    ['/onboarding/gender_x', 'none'],
    ['/onboarding/loading_x', 'none'],
    ['/onboarding/height/', 'none'],
    ['/payment', 'gate'],
    ['/login', 'gate'],
    ['/manage_subscription/status', 'gate'],
    ['/onboardingx', 'gate'],
    ['//onboarding', 'gate'],
    ['/terms', 'gate'],
  ])('%s with a saved questionnaire: %s, as bootShellOf says', (pathname, shell) => {
    expect(bootShellOf(pathname, ['gender', 'tracked_hours'])).toBe(shell);
    expect(runBootShell({ pathname, stored: savedQuestionnaire }).get('data-boot-shell')).toBe(
      shell,
    );
  });

  it.each([
    ['nothing saved', {}],
    ['an unreadable saved state', { appState: '{not json' }],
    ['a saved state without the step', { appState: JSON.stringify({ steps: [] }) }],
    ['blocked storage', undefined],
  ])('the gender step with %s shows the loading shell (the app sends it there)', (_, stored) => {
    expect(bootShellOf('/onboarding/gender', [])).toBe('loading');
    expect(runBootShell({ pathname: '/onboarding/gender', stored }).get('data-boot-shell')).toBe(
      'loading',
    );
  });
});

describe('the shell’s language, as RootStore chooses it', () => {
  it.each<[string, Visit]>([
    ['the browser’s', { pathname: '/', browserLanguage: 'de-DE', stored: {} }],
    [
      '?lang over the rest',
      { pathname: '/', search: '?lang=fr', browserLanguage: 'de', stored: { lang: 'it' } },
    ],
    [
      'the stored one over the browser’s',
      { pathname: '/', browserLanguage: 'de', stored: { lang: 'pt' } },
    ],
    ['a region tag', { pathname: '/', browserLanguage: 'pt-BR', stored: {} }],
    ['an unsupported language', { pathname: '/', browserLanguage: 'ja-JP', stored: {} }],
    ['an empty ?lang', { pathname: '/', search: '?lang=', browserLanguage: 'de', stored: {} }],
    ['blocked storage', { pathname: '/', browserLanguage: 'es-MX' }],
  ])('%s', (_, visit) => {
    const tag =
      new URLSearchParams(visit.search ?? '').get('lang') ??
      visit.stored?.lang ??
      visit.browserLanguage ??
      null;
    expect(runBootShell(visit).get('data-boot-lang')).toBe(normalizeLanguage(tag));
  });
});

describe('the shell’s images', () => {
  it('the faded logo is the favicon', () => {
    const read = (path: string) =>
      readFileSync(join(dirname(fileURLToPath(import.meta.url)), path), 'utf8');
    expect(read('../shared/ui/logo.svg')).toBe(read('../../public/favicon.svg'));
  });

  // A path that names no file is left as it is by the build and answered with index.html by
  // Hosting's rewrite: the shell shows a broken image and the app's image becomes the LCP.
  it('every image of index.html is a file the build can take in', () => {
    const webDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
    const html = readFileSync(join(webDir, 'index.html'), 'utf8');
    const sources = [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources).toEqual(['/src/shared/ui/loading-burger.svg', '/src/shared/ui/logo.svg']);
    for (const source of sources) expect(existsSync(join(webDir, source))).toBe(true);
  });
});
