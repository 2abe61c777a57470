import { fireEvent, screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_AGENTS } from '../../shared/testing/device';
import { renderLogin, resetLoginTest } from './testing/login-harness';

afterEach(resetLoginTest);

const type = (name: string, value: string) =>
  fireEvent.change(document.querySelector(`input[name="${name}"]`) as HTMLInputElement, {
    target: { value },
  });

describe('login screen', () => {
  it('shows the register link to a new visitor and hides it during an onboarding', () => {
    renderLogin();
    expect(screen.getByTestId('register-now')).toBeTruthy();
    resetLoginTest();
    renderLogin({ selections: { gender: 'f' } });
    expect(screen.queryByTestId('register-now')).toBeNull();
  });

  it.each([
    ['desktop', USER_AGENTS.desktopChrome, {}, true, false],
    ['iPhone', USER_AGENTS.iphoneSafari, {}, true, true],
    ['in-app browser', USER_AGENTS.instagramIos, {}, false, false],
    ['flag off', USER_AGENTS.iphoneSafari, { 'social-login-available': false }, false, false],
  ])('social buttons on %s', (_, userAgent, flags, google, apple) => {
    renderLogin({ userAgent, flags });
    expect(screen.queryByTestId('social-google') !== null).toBe(google);
    expect(screen.queryByTestId('social-apple') !== null).toBe(apple);
  });

  it('logs in with the typed e-mail (prefilled from the query) and goes on', async () => {
    const { store, location } = renderLogin({ path: '/login?email=Anna@B.co' });
    const login = vi.spyOn(store.login, 'loginWithEmail').mockResolvedValue('/login/download');
    type('password', 'secret1');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(location()).toBe('/login/download'));
    expect(login).toHaveBeenCalledWith({ email: 'anna@b.co', password: 'secret1' }, null);
  });

  it('does not submit without e-mail and password and says why', () => {
    const { store } = renderLogin();
    const login = vi.spyOn(store.login, 'loginWithEmail');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(login).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please enter a password.')).toBeTruthy();
  });

  it('reset password validates the e-mail before sending it', async () => {
    const { store } = renderLogin();
    const send = vi.spyOn(store.login, 'sendPasswordReset').mockResolvedValue(true);
    fireEvent.click(screen.getByTestId('forgot-password'));
    await screen.findByTestId('reset-password-modal');
    type('resetEmail', 'nope');
    fireEvent.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    type('resetEmail', 'Anna@b.co ');
    fireEvent.click(screen.getByTestId('reset-password-submit'));
    await waitFor(() => expect(send).toHaveBeenCalledWith('anna@b.co'));
  });

  it('the create-account offer names the e-mail and creates the account', async () => {
    const { store, location } = renderLogin();
    runInAction(() => {
      store.login.createOffer = { email: 'new@b.co', password: 'secret1' };
    });
    const accept = vi.spyOn(store.login, 'acceptCreateOffer').mockResolvedValue('/login/payment');
    expect((await screen.findByTestId('create-account-offer-modal')).textContent).toContain(
      'new@b.co',
    );
    fireEvent.click(screen.getByTestId('create-account-offer-create'));
    await waitFor(() => expect(location()).toBe('/login/payment'));
    expect(accept).toHaveBeenCalledWith(null);
  });
});

describe('create-account screen', () => {
  it('keeps submit disabled while a field is invalid and shows the spec messages', async () => {
    const { store, location } = renderLogin({ path: '/login/create_account' });
    const create = vi.spyOn(store.login, 'createAccount').mockResolvedValue('/login/payment');
    const submit = screen.getByTestId('create-account-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type('firstName', 'a'.repeat(33));
    fireEvent.blur(document.querySelector('input[name="firstName"]') as HTMLInputElement);
    expect(screen.getByText('Your name can have at most 32 characters.')).toBeTruthy();
    type('firstName', ' Anna ');
    type('email', 'anna@b.co');
    type('password', '12345');
    fireEvent.blur(document.querySelector('input[name="password"]') as HTMLInputElement);
    expect(screen.getByText('Your password needs at least 6 characters.')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    type('password', '123456');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(location()).toBe('/login/payment'));
    expect(create).toHaveBeenCalledWith('Anna', 'anna@b.co', '123456');
  });
});
