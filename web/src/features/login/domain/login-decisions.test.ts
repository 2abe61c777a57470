import { describe, expect, it } from 'vitest';
import {
  authErrorKeys,
  loginFailure,
  resetPasswordErrorKey,
  safeReturnTo,
  showRegisterLink,
  socialButtons,
  tokenFromQuery,
} from './login-decisions';

describe('login decisions', () => {
  it.each([
    ['auth/popup-closed-by-user', undefined, 'silent'],
    ['auth/cancelled-popup-request', undefined, 'silent'],
    ['auth/user-cancelled', undefined, 'silent'],
    ['auth/user-not-found', undefined, 'offerCreateAccount'],
    ['auth/invalid-credential', false, 'offerCreateAccount'],
    ['auth/invalid-credential', true, 'toast'],
    ['auth/invalid-credential', undefined, 'toast'],
    ['auth/wrong-password', undefined, 'toast'],
    ['auth/network-request-failed', undefined, 'toast'],
  ] as const)('sign-in failure %s (account exists: %s) → %s', (code, exists, expected) => {
    expect(loginFailure(code, exists)).toBe(expected);
  });

  it('toasts the code’s message with the unknown-error fallback', () => {
    expect(authErrorKeys('auth/wrong-password')).toEqual([
      'authErrors.auth/wrong-password',
      'authErrors.unknown',
    ]);
    expect(authErrorKeys('auth/x', 'signIn')).toEqual([
      'authErrors.auth/x',
      'authErrors.unknownSignIn',
      'authErrors.unknown',
    ]);
  });

  it.each([
    ['auth/user-not-found', 'authErrors.auth/user-not-found'],
    ['auth/network-request-failed', 'resetPasswordModal.errorMessage'],
    ['auth/unknown', 'resetPasswordModal.errorMessage'],
  ])('reset-password failure %s → %s', (code, key) => {
    expect(resetPasswordErrorKey(code)).toBe(key);
  });

  it.each([
    [[undefined, null], null],
    [['/login/download', null], '/login/download'],
    [[undefined, '/manage_subscription?x=1'], '/manage_subscription?x=1'],
    [['https://evil.example/', '/payment'], '/payment'],
    [['//evil.example', null], null],
    [['/\\evil.example', null], null],
    [['/login', '/login/create_account'], null],
    [['/token_login?futoken=1', null], null],
    [[42, 'payment'], null],
  ] as [unknown[], string | null][])('returnTo %j → %s', (candidates, expected) => {
    expect(safeReturnTo(...candidates)).toBe(expected);
  });

  it.each([
    [{ registeredUser: false, onboardingAnswers: 0 }, true],
    [{ registeredUser: false, onboardingAnswers: 3 }, false],
    [{ registeredUser: true, onboardingAnswers: 3 }, true],
    [{ registeredUser: true, onboardingAnswers: 0 }, true],
  ])('register link for %j → %s', (input, expected) => {
    expect(showRegisterLink(input)).toBe(expected);
  });

  it.each([
    [
      { flagAvailable: true, inAppBrowser: false, apple: false },
      { google: true, apple: false },
    ],
    [
      { flagAvailable: true, inAppBrowser: false, apple: true },
      { google: true, apple: true },
    ],
    [
      { flagAvailable: false, inAppBrowser: false, apple: true },
      { google: false, apple: false },
    ],
    [
      { flagAvailable: true, inAppBrowser: true, apple: true },
      { google: false, apple: false },
    ],
  ])('social buttons for %j → %j', (input, expected) => {
    expect(socialButtons(input)).toEqual(expected);
  });

  it('reads sign-in tokens from the query', () => {
    expect(tokenFromQuery('?futoken=abc', 'futoken')).toBe('abc');
    expect(tokenFromQuery('?futoken=%20', 'futoken')).toBeNull();
    expect(tokenFromQuery('?ctoken=a.b.c&x=1', 'ctoken')).toBe('a.b.c');
    expect(tokenFromQuery('', 'ctoken')).toBeNull();
  });
});
