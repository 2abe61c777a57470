import { describe, expect, it, vi } from 'vitest';
import type { AccountApi } from '../../../shared/services/account.api';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import { ApiError } from '../../../shared/services/api-error';
import type { AuthUser } from '../../../shared/services/auth.service';
import type { PaymentApi } from '../../../shared/services/payment.api';
import type { TokensApi } from '../services/tokens.api';
import type { CheckoutStore } from '../../checkout/stores/checkout.store';
import { LoginStore } from './login.store';
import type { OnboardingStore } from '../../../shared/stores/onboarding.store';
import type { SessionStore } from '../../../shared/stores/session.store';
import { UiStore } from '../../../shared/stores/ui.store';

const REGISTERED: AuthUser = { uid: 'u1', isAnonymous: false, email: 'a@b.co', displayName: null };
const authError = (code: string) => Object.assign(new Error(code), { code });

function setup(options: { subscription?: boolean; purchaseAvailable?: boolean } = {}) {
  const session = {
    user: null as AuthUser | null,
    signInWithEmail: vi.fn(async () => {
      session.user = REGISTERED;
    }),
    signInWithProvider: vi.fn(async () => {
      session.user = REGISTERED;
    }),
    createAccountWithEmail: vi.fn(async () => {
      session.user = REGISTERED;
    }),
    signInWithCustomToken: vi.fn(async () => {
      session.user = REGISTERED;
    }),
    sendPasswordReset: vi.fn(async () => undefined),
    hasSubscriptionOnRecord: vi.fn(async () => options.subscription === true),
  };
  const ui = new UiStore();
  const analytics = { track: vi.fn() };
  const account = { checkEmailExists: vi.fn(async () => false) };
  const payment = {
    getProducts: vi.fn(async () => ({ isPurchaseAvailable: options.purchaseAvailable ?? true })),
  };
  const tokens = { exchangeFutoken: vi.fn(async () => 'custom-from-futoken') };
  const store = new LoginStore({
    session: session as unknown as SessionStore,
    ui,
    analytics: analytics as unknown as AnalyticsService,
    onboarding: { selections: {} } as unknown as OnboardingStore,
    checkout: { products: null, groupId: 'v8' } as unknown as CheckoutStore,
    account: account as unknown as AccountApi,
    payment: payment as unknown as PaymentApi,
    tokens: tokens as unknown as TokensApi,
  });
  const errors = () => ui.notices.filter((n) => n.kind === 'error').map((n) => n.messageKey);
  return { store, session, ui, analytics, account, payment, tokens, errors };
}

describe('LoginStore', () => {
  it.each([
    [{ subscription: false, purchaseAvailable: true }, '/login/payment'],
    [{ subscription: false, purchaseAvailable: false }, '/login/download'],
    [{ subscription: true, purchaseAvailable: true }, '/login/download'],
  ])('e-mail login with %j goes on to %s (spec 02 §4.9)', async (options, route) => {
    const { store } = setup(options);
    await expect(store.loginWithEmail({ email: 'a@b.co', password: 'x' }, null)).resolves.toBe(
      route,
    );
  });

  it('prefers the caller’s returnTo', async () => {
    const { store } = setup();
    await expect(store.loginWithEmail({ email: 'a@b.co', password: 'x' }, '/x')).resolves.toBe(
      '/x',
    );
  });

  it('a wrong password is a translated toast and no navigation', async () => {
    const { store, session, errors, analytics } = setup();
    session.signInWithEmail.mockRejectedValueOnce(authError('auth/wrong-password'));
    await expect(
      store.loginWithEmail({ email: 'a@b.co', password: 'x' }, null),
    ).resolves.toBeNull();
    expect(errors()).toEqual([
      ['authErrors.auth/wrong-password', 'authErrors.unknownSignIn', 'authErrors.unknown'],
    ]);
    expect(analytics.track).toHaveBeenCalledWith('web_signInFail', {
      method: 'password',
      code: 'auth/wrong-password',
    });
    expect(store.createOffer).toBeNull();
  });

  it.each(['auth/user-not-found', 'auth/invalid-credential'])(
    '%s for an unknown e-mail offers to create the account, which signs up and goes on',
    async (code) => {
      const { store, session, errors } = setup();
      session.signInWithEmail.mockRejectedValueOnce(authError(code));
      await store.loginWithEmail({ email: 'new@b.co', password: 'secret1' }, null);
      expect(errors()).toEqual([]);
      expect(store.createOffer).toEqual({ email: 'new@b.co', password: 'secret1' });
      await expect(store.acceptCreateOffer(null)).resolves.toBe('/login/payment');
      expect(session.createAccountWithEmail).toHaveBeenCalledWith('', 'new@b.co', 'secret1');
      expect(store.createOffer).toBeNull();
    },
  );

  it('a closed popup is silent; other provider errors toast and log web_signUpFail', async () => {
    const { store, session, errors, analytics } = setup();
    session.signInWithProvider.mockRejectedValueOnce(authError('auth/popup-closed-by-user'));
    await expect(store.withProvider('google', 'signUp', null)).resolves.toBeNull();
    expect(errors()).toEqual([]);
    session.signInWithProvider.mockRejectedValueOnce(authError('auth/popup-blocked'));
    await store.withProvider('apple', 'signUp', null);
    expect(errors()).toEqual([['authErrors.auth/popup-blocked', 'authErrors.unknown']]);
    expect(analytics.track).toHaveBeenCalledWith('web_signUpFail', {
      method: 'apple',
      code: 'auth/popup-blocked',
    });
  });

  it('create account signs up and logs web_signUpSuccess', async () => {
    const { store, session, analytics } = setup();
    await expect(store.createAccount('Anna', 'a@b.co', 'secret1')).resolves.toBe('/login/payment');
    expect(session.createAccountWithEmail).toHaveBeenCalledWith('Anna', 'a@b.co', 'secret1');
    expect(analytics.track).toHaveBeenCalledWith('web_signUpSuccess', { method: 'password' });
  });

  it.each([
    [null, 'resetPasswordModal.successMessage', undefined],
    ['auth/user-not-found', undefined, 'authErrors.auth/user-not-found'],
    ['auth/network-request-failed', undefined, 'resetPasswordModal.errorMessage'],
  ])('password reset failing with %s', async (code, success, error) => {
    const { store, session, ui } = setup();
    if (code) session.sendPasswordReset.mockRejectedValueOnce(authError(code));
    await expect(store.sendPasswordReset('a@b.co')).resolves.toBe(code === null);
    const notice = ui.notices[0];
    expect(notice?.messageKey).toBe(success ?? error);
    expect(notice?.kind).toBe(success ? 'success' : 'error');
  });

  it('token login: futoken is exchanged, ctoken used as is, missing and failing go back', async () => {
    const { store, session, tokens, errors } = setup();
    await expect(store.tokenLogin('futoken', 'fu')).resolves.toBe('/login/payment');
    expect(tokens.exchangeFutoken).toHaveBeenCalledWith('fu');
    expect(session.signInWithCustomToken).toHaveBeenLastCalledWith('custom-from-futoken');
    await store.tokenLogin('ctoken', 'ct');
    expect(session.signInWithCustomToken).toHaveBeenLastCalledWith('ct');
    await expect(store.tokenLogin('ctoken', null)).resolves.toBeNull();
    tokens.exchangeFutoken.mockRejectedValueOnce(new Error('401'));
    await expect(store.tokenLogin('futoken', 'bad')).resolves.toBeNull();
    expect(errors()).toEqual(['login.token.missing', 'login.token.failed']);
  });

  it('token login refused as too many attempts asks to try again in a moment', async () => {
    const { store, tokens, errors } = setup();
    tokens.exchangeFutoken.mockRejectedValueOnce(
      new ApiError(429, 'rate-limited', 'Too many attempts; try again in 30 seconds'),
    );
    await expect(store.tokenLogin('futoken', 'fu')).resolves.toBeNull();
    expect(errors()).toEqual(['errors.rateLimited']);
  });
});
