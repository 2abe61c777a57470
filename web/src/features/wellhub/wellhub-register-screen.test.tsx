import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { composeTestStore } from '../../app/testing/app-harness';
import {
  LINK_TOKEN,
  VERIFIED,
  authError,
  dataLayerEvents,
  renderWellhub,
  resetWellhubTest,
  stubApi,
  stubAuth,
} from './testing/wellhub-harness';

afterEach(resetWellhubTest);

const REGISTER = '/wellhub/register?wellhubRegistrationId=reg-1';
const FROM_MAIL = `${REGISTER}&wellhubVerification=${LINK_TOKEN}`;
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () => screen.getByTestId('continue');
const proven = { email: 'anna@example.com', verified: true };

describe('wellhub register, opened from the confirmation mail', () => {
  it('checks the link, takes it out of the address bar and shows the form with the proven address', async () => {
    const calls = stubApi();
    stubAuth();
    const { location, store } = renderWellhub(FROM_MAIL);
    expect(screen.getByTestId('wellhub-verifying').textContent).toBe('Checking your link…');
    await waitFor(() => expect(field('E-mail').value).toBe('anna@example.com'));
    expect(field('E-mail').readOnly).toBe(true);
    expect(screen.getByText('Confirmed through the link we sent you.')).toBeTruthy();
    expect(location()).toBe('/wellhub/register');
    expect(calls.find((call) => call.key.endsWith('checkVerification'))?.body).toEqual({
      verificationToken: LINK_TOKEN,
    });
    expect(store.wellhub.verification).toEqual({ token: LINK_TOKEN, email: 'anna@example.com' });
    // A reload of this tab keeps the proof (session storage), not the address bar.
    expect(composeTestStore().wellhub.verification?.email).toBe('anna@example.com');
  });

  it('sends an address that has an account to welcome back', async () => {
    stubApi({
      'POST /api/wellhub/checkVerification': { body: { ...VERIFIED, emailExists: true } },
    });
    stubAuth();
    const { location } = renderWellhub(FROM_MAIL);
    await waitFor(() => expect(location()).toBe('/wellhub/welcome-back'));
    expect(screen.getByText(/anna@example\.com/)).toBeTruthy();
  });

  it.each([
    ['an expired link', 409, 'wellhubVerificationExpired', 'This confirmation link has expired.'],
    ['a link that proves nothing', 403, 'wellhubEmailNotVerified', 'could not confirm your e-mail'],
    ['a used registration', 409, 'wellhubRegistrationUsed', 'already been used'],
  ])('says what to do with %s and offers a new link', async (_name, status, code, text) => {
    stubApi({
      'POST /api/wellhub/checkVerification': { status, body: { error: { code, message: code } } },
    });
    stubAuth();
    renderWellhub(FROM_MAIL);
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(screen.getByTestId('wellhub-new-link').getAttribute('href')).toBe(
      '/wellhub?wellhubRegistrationId=reg-1',
    );
  });

  it('sends a visit without a proven address to the e-mail entry', async () => {
    stubApi();
    stubAuth();
    const { location } = renderWellhub(REGISTER, { email: 'anna@example.com' });
    await waitFor(() => expect(location()).toBe('/wellhub'));
  });
});

describe('wellhub register', () => {
  it('shows errors after blur and keeps submit disabled until all fields are valid', async () => {
    stubApi();
    stubAuth();
    renderWellhub(REGISTER, proven);
    expect(field('E-mail').value).toBe('anna@example.com');
    expect(submit().hasAttribute('disabled')).toBe(true);
    expect(dataLayerEvents()).toContain('web_wh_goto_register');

    fireEvent.blur(field('First name'));
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    fireEvent.change(field('First name'), { target: { value: 'A'.repeat(33) } });
    expect(screen.getByText('Your name can have at most 32 characters.')).toBeTruthy();
    fireEvent.change(field('First name'), { target: { value: ` ${'A'.repeat(32)} ` } });
    expect(screen.queryByText('Your name can have at most 32 characters.')).toBeNull();

    fireEvent.change(field('Password'), { target: { value: '12345' } });
    expect(screen.queryByText('Your password needs at least 6 characters.')).toBeNull();
    fireEvent.blur(field('Password'));
    expect(screen.getByText('Your password needs at least 6 characters.')).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(true);

    fireEvent.change(field('Password'), { target: { value: '123456' } });
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
  });

  it('creates the account with trimmed values, registers the partner with the link, goes to download', async () => {
    const calls = stubApi();
    const auth = stubAuth();
    const { getByTestId, store } = renderWellhub(FROM_MAIL);
    await waitFor(() => expect(field('E-mail').value).toBe('anna@example.com'));
    fireEvent.change(field('First name'), { target: { value: '  Anna ' } });
    fireEvent.change(field('Password'), { target: { value: 'secret1' } });
    fireEvent.click(submit());
    await waitFor(() =>
      expect(getByTestId('download-page').textContent).toBe('?hasOldSubscription=false'),
    );
    expect(auth.createAccount).toHaveBeenCalledWith('Anna', 'anna@example.com', 'secret1');
    const register = calls.find((call) => call.key.endsWith('registerNewWellhubUser'));
    expect(register?.body).toEqual({
      gympass_user_id: 'gp-1',
      wellhubRegistrationId: 'reg-1',
      verificationToken: LINK_TOKEN,
    });
    expect(dataLayerEvents()).toContain('web_signUpSuccess');
    // Used up: nothing of the link stays in the tab.
    expect(store.wellhub.verification).toBeNull();
    expect(composeTestStore().wellhub.verification).toBeNull();
  });

  it('shows the translated sign-up error and stays', async () => {
    stubApi();
    const auth = stubAuth();
    auth.createAccount.mockRejectedValue(authError('auth/email-already-in-use'));
    const { location } = renderWellhub(REGISTER, proven);
    fireEvent.change(field('First name'), { target: { value: 'Anna' } });
    fireEvent.change(field('Password'), { target: { value: 'secret1' } });
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This e-mail address is already registered. Please log in instead.',
    );
    expect(location()).toBe('/wellhub/register');
    expect(dataLayerEvents()).toContain('web_signUpFail');
  });

  it('retries only the partner registration once the account exists', async () => {
    stubApi({ 'POST /api/wellhub/registerNewWellhubUser': 'network-error' });
    const auth = stubAuth();
    const { store, getByTestId } = renderWellhub(REGISTER, proven);
    fireEvent.change(field('First name'), { target: { value: 'Anna' } });
    fireEvent.change(field('Password'), { target: { value: 'secret1' } });
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('offline');
    expect(store.session.user?.email).toBe('anna@example.com');
    stubApi();
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(getByTestId('download-page')).toBeTruthy());
    expect(auth.createAccount).toHaveBeenCalledTimes(1);
  });
});
