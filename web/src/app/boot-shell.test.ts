// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootShellOf } from '../domain/routes';

const SCRIPT = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../public/boot-shell.js'),
  'utf8',
);

/** Runs public/boot-shell.js for a path and answers the shell it chose. */
function shellChosenFor(pathname: string): string | undefined {
  const attributes = new Map<string, string>();
  runInNewContext(SCRIPT, {
    window: { location: { pathname } },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
  });
  return attributes.get('data-boot-shell');
}

describe('the static shell before the app loads (public/boot-shell.js)', () => {
  it.each([
    ['/', 'loading'],
    ['//', 'loading'],
    ['/onboarding', 'loading'],
    ['/onboarding/', 'loading'],
    ['/onboarding/loading', 'loading'],
    ['/onboarding/loading/', 'loading'],
    ['/onboarding/gender', 'none'],
    ['/onboarding/loading_x', 'none'],
    ['/onboarding/height/', 'none'],
    ['/payment', 'gate'],
    ['/login', 'gate'],
    ['/manage_subscription/status', 'gate'],
    ['/onboardingx', 'gate'],
    ['//onboarding', 'gate'],
    ['/terms', 'gate'],
  ])('%s: %s, as bootShellOf says', (pathname, shell) => {
    expect(bootShellOf(pathname)).toBe(shell);
    expect(shellChosenFor(pathname)).toBe(shell);
  });
});

describe('the shell’s images', () => {
  it('the faded logo is the favicon', () => {
    const read = (path: string) =>
      readFileSync(join(dirname(fileURLToPath(import.meta.url)), path), 'utf8');
    expect(read('../ui/logo.svg')).toBe(read('../../public/favicon.svg'));
  });
});
