/** Pure decisions of the login, create-account and token-login screens (spec 01 §2.3, §4, §8; 02 §2.5, §4.2, §8). */

/**
 * Translation keys of an auth error toast: the code's own message, else the unknown-auth-error
 * text (a sign-in says "couldn't log you in", a sign-up "couldn't create your account").
 */
export function authErrorKeys(code: string, kind: 'signIn' | 'signUp' = 'signUp'): string[] {
  return kind === 'signIn'
    ? [`authErrors.${code}`, 'authErrors.unknownSignIn', 'authErrors.unknown']
    : [`authErrors.${code}`, 'authErrors.unknown'];
}

const POPUP_CANCELLED_CODES = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

export type LoginFailure = 'silent' | 'offerCreateAccount' | 'toast';

/**
 * A failed sign-in: a closed popup is silent; an unknown e-mail (user-not-found, or an
 * invalid-credential answer for an e-mail that has no account, as Firebase answers when it
 * protects against e-mail enumeration) offers to create the account; anything else is a toast.
 */
export function loginFailure(code: string, emailHasAccount?: boolean): LoginFailure {
  if (POPUP_CANCELLED_CODES.has(code)) return 'silent';
  if (code === 'auth/user-not-found') return 'offerCreateAccount';
  if (code === 'auth/invalid-credential' && emailHasAccount === false) return 'offerCreateAccount';
  return 'toast';
}

/** Spec 02 §8: password reset failure messages. */
export function resetPasswordErrorKey(code: string): string {
  return code === 'auth/user-not-found'
    ? 'authErrors.auth/user-not-found'
    : 'resetPasswordModal.errorMessage';
}

/**
 * Where a successful login continues: a same-site path handed over in location state or in the
 * `returnTo` query, else null (the post-onboarding route). Anything else (another origin,
 * `//host`, a login page itself) is ignored.
 */
export function safeReturnTo(...candidates: unknown[]): string | null {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\'))
      continue;
    const path = candidate.split(/[?#]/)[0] ?? '';
    if (path === '/login' || path.startsWith('/login/create_account') || path === '/token_login')
      continue;
    return candidate;
  }
  return null;
}

export type RegisterLinkInput = {
  /** Signed in with e-mail, Google or Apple (not anonymous). */
  registeredUser: boolean;
  /** Answers given in the current onboarding (kept in the onboarding store). */
  onboardingAnswers: number;
};

/**
 * Spec 01 §2.3: the register-now link is hidden during onboarding, i.e. while a visitor who is
 * not a registered user has answered questions of an onboarding (they register after paying).
 */
export function showRegisterLink(input: RegisterLinkInput): boolean {
  return input.registeredUser || input.onboardingAnswers === 0;
}

export type SocialButtonsInput = { flagAvailable: boolean; inAppBrowser: boolean; apple: boolean };

/** Google everywhere, Apple on Apple devices; neither when the flag is off or in in-app browsers. */
export function socialButtons(input: SocialButtonsInput): { google: boolean; apple: boolean } {
  const available = input.flagAvailable && !input.inAppBrowser;
  return { google: available, apple: available && input.apple };
}

/** A sign-in token from the query (futoken or ctoken); blank or absent is missing. */
export function tokenFromQuery(search: string, name: 'futoken' | 'ctoken'): string | null {
  const value = new URLSearchParams(search).get(name)?.trim();
  return value ? value : null;
}
