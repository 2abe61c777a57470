import { describe, expect, it } from 'vitest';
import {
  cardUpdatePath,
  flowFromPath,
  isCardUpdatePath,
  isPaypalPlanPath,
  flowPagePath,
  isPreAuthPath,
  isCheckoutPath,
  isProtectedPath,
  unauthenticatedRedirect,
} from './routes';

describe('flowFromPath', () => {
  it.each([
    ['/', 'onboarding', true],
    ['/onboarding/gender', 'onboarding', true],
    ['/payment', 'onboarding', true],
    ['/login/payment', 'login', true],
    ['/token_login', 'login', true],
    ['/manage_subscription/special_offer', 'manage_subscription', true],
    ['/wellhub/register', 'wellhub', true],
    ['/terms', 'static', true],
    ['/cancel/restore', 'static', true],
    ['/withdraw', 'static', true],
    ['/withdraw/stop', 'static', true],
    ['/withdraw/paypal-plan', 'static', true],
    ['/card-update', 'static', true],
    ['/nonsense/path', 'onboarding', false],
  ])('%s → %s (known %s)', (path, flow, known) => {
    expect(flowFromPath(path)).toEqual({ flow, known });
  });
});

describe('route access', () => {
  it('protects every payment, upgrade and download page of every flow', () => {
    for (const path of [
      '/payment',
      '/download',
      '/login/payment-success',
      '/manage_subscription/payment',
      '/wellhub/download',
    ]) {
      expect(isProtectedPath(path)).toBe(true);
    }
    for (const path of [
      '/',
      '/onboarding/loading',
      '/login',
      '/wellhub',
      '/terms',
      '/manage_subscription',
      '/cancel',
      '/withdraw',
      '/withdraw/stop',
      '/withdraw/paypal-plan',
      '/card-update',
    ]) {
      expect(isProtectedPath(path)).toBe(false);
    }
  });

  it('lets home, loading and onboarding through before auth settles', () => {
    expect(isPreAuthPath('/')).toBe(true);
    expect(isPreAuthPath('/onboarding/height')).toBe(true);
    expect(isPreAuthPath('/login')).toBe(false);
  });

  it('sends unauthenticated visitors to loading unless the flag says login', () => {
    expect(unauthenticatedRedirect('loading')).toBe('/onboarding/loading');
    expect(unauthenticatedRedirect('login')).toBe('/login');
  });

  it('knows which flows have which pages', () => {
    expect(flowPagePath('login', 'upgradeAccount')).toBe('/login/upgrade_account');
    expect(flowPagePath('manage_subscription', 'ebook')).toBeUndefined();
    expect(flowPagePath('wellhub', 'download')).toBe('/wellhub/download');
  });
});

describe('the checkout screen of each flow (its chunk loads during the startup gate)', () => {
  it.each([
    ['/payment', true],
    ['/login/payment', true],
    ['/manage_subscription/payment/', true],
    ['/payment_success', false],
    ['/login/payment-success', false],
    ['/onboarding/gender', false],
    ['/withdraw', false],
  ])('%s → %s', (path, expected) => {
    expect(isCheckoutPath(path)).toBe(expected);
  });
});

describe('the card-update page', () => {
  it('opens with the link’s token in its query, encoded', () => {
    expect(cardUpdatePath('a.b+c/d=')).toBe('/card-update?token=a.b%2Bc%2Fd%3D');
  });

  it.each([
    ['/card-update', true],
    ['/card-update/', true],
    ['/card-update/x', false],
    ['/payment', false],
  ])('%s is the card-update page: %s', (path, expected) => {
    expect(isCardUpdatePath(path)).toBe(expected);
  });
});

describe('the kept PayPal plan’s page', () => {
  it.each([
    ['/withdraw/paypal-plan', true],
    ['/withdraw/paypal-plan/', true],
    ['/withdraw/stop', false],
    ['/withdraw', false],
    ['/card-update', false],
  ])('%s is the kept PayPal plan’s page: %s', (path, expected) => {
    expect(isPaypalPlanPath(path)).toBe(expected);
  });
});
