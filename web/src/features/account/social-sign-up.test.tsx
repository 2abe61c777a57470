import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountApi } from '../../shared/services/account.api';
import { AuthService } from '../../shared/services/auth.service';
import { USER_AGENTS } from '../../shared/testing/device';
import {
  authError,
  dataLayerEvents,
  LINKED_USER,
  renderUpgrade,
  resetUpgradeTest,
} from './testing/upgrade-harness';

afterEach(resetUpgradeTest);

describe('upgrade account social buttons', () => {
  it.each([
    ['desktop Chrome: Google only', USER_AGENTS.desktopChrome, 'Win32', true, false],
    ['Safari on a Mac: Google and Apple', USER_AGENTS.macSafari, 'MacIntel', true, true],
    ['Safari on an iPhone: Google and Apple', USER_AGENTS.iphoneSafari, 'iPhone', true, true],
    ['Instagram in-app browser: none', USER_AGENTS.instagramIos, 'iPhone', false, false],
    ['Facebook in-app browser: none', USER_AGENTS.facebookAndroid, 'Linux armv8l', false, false],
  ])('%s', (_name, userAgent, platform, google, apple) => {
    renderUpgrade({ boughtNow: true, userAgent, platform });
    expect(Boolean(screen.queryByRole('button', { name: 'Continue with Google' }))).toBe(google);
    expect(Boolean(screen.queryByRole('button', { name: 'Continue with Apple' }))).toBe(apple);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    // The popup helper is warmed up only where the buttons show.
    expect(vi.mocked(AuthService.prototype.prepareSocialLinking).mock.calls.length > 0).toBe(
      google,
    );
  });

  it('links Google, syncs the record and goes to download', async () => {
    const link = vi.spyOn(AuthService.prototype, 'linkWithProvider').mockResolvedValue(LINKED_USER);
    const { store, location } = renderUpgrade({ boughtNow: true });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(store.ui.blocked).toBe(true);
    await waitFor(() => expect(location()).toBe('/download'));
    expect(link).toHaveBeenCalledWith('google');
    expect(AccountApi.prototype.syncUser).toHaveBeenCalled();
    expect(store.session.user?.isAnonymous).toBe(false);
    expect(store.ui.blocked).toBe(false);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'web_signUpSuccess', method: 'google' }),
    );
    expect(dataLayerEvents()).toContain('web_commit_37_upgrade_account');
  });

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])(
    'a cancelled popup (%s) is silent',
    async (code) => {
      vi.spyOn(AuthService.prototype, 'linkWithProvider').mockRejectedValue(authError(code));
      const { store, location } = renderUpgrade({
        boughtNow: true,
        userAgent: USER_AGENTS.macSafari,
      });
      fireEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
      await waitFor(() => expect(store.ui.blocked).toBe(false));
      expect(screen.getByTestId('social-error').textContent).toBe('');
      expect(dataLayerEvents()).not.toContain('web_signUpFail');
      expect(location()).toBe('/upgrade_account');
    },
  );

  it.each([
    [
      'auth/credential-already-in-use',
      'This account is already linked to another user. Please log in instead.',
    ],
    [
      'auth/popup-blocked',
      'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    ],
    ['auth/internal-error', "We couldn't create your account. Please try again."],
  ])('%s shows its message', async (code, message) => {
    vi.spyOn(AuthService.prototype, 'linkWithProvider').mockRejectedValue(authError(code));
    const { location } = renderUpgrade({ boughtNow: true });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(screen.getByTestId('social-error').textContent).toBe(message));
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'web_signUpFail', method: 'google', code }),
    );
    expect(location()).toBe('/upgrade_account');
  });
});
