import { describe, expect, it } from 'vitest';
import { isRecentSignIn, RECENT_SIGN_IN_SECONDS } from './recent-sign-in.rules';

const NOW = new Date('2026-11-26T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('isRecentSignIn', () => {
  it.each([
    ['just now', 0, true],
    ['four minutes ago', 240, true],
    ['exactly five minutes ago', RECENT_SIGN_IN_SECONDS, true],
    ['five minutes and a second ago', RECENT_SIGN_IN_SECONDS + 1, false],
    ['an hour ago', 3600, false],
    ['30 s in the future (clock skew)', -30, true],
    ['ten minutes in the future', -600, false],
  ])('a sign-in %s → %s', (_name, ago, expected) => {
    expect(isRecentSignIn(secondsAgo(ago), NOW)).toBe(expected);
  });

  it('takes another window when given one', () => {
    expect(isRecentSignIn(secondsAgo(90), NOW, 60)).toBe(false);
  });
});
