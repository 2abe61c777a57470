import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LINK_TOKEN,
  authError,
  dataLayerEvents,
  renderWellhub,
  resetWellhubTest,
  stubApi,
  stubAuth,
} from './testing/wellhub-harness';

afterEach(resetWellhubTest);

const WELCOME_BACK = '/wellhub/welcome-back?wellhubRegistrationId=reg-1';
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByTestId('continue');

describe('wellhub welcome back', () => {
  it('checks the password on change and keeps submit disabled while it is empty', () => {
    stubApi();
    stubAuth();
    renderWellhub(WELCOME_BACK, { email: 'anna@example.com', verified: true });
    expect(screen.getByText(/anna@example\.com/)).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('Please enter a password.')).toBeNull();
    fireEvent.change(password(), { target: { value: 'x' } });
    expect(submit().hasAttribute('disabled')).toBe(false);
    fireEvent.change(password(), { target: { value: '' } });
    expect(screen.getByText('Please enter a password.')).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(true);
    expect(dataLayerEvents()).toContain('web_wh_goto_welcome_back');
  });

  it.each([
    ['an active subscription', 'true', { subscription: { id: 'sub_1', status: 'active' } }],
    ['an active partner status', 'true', { wellhub: { status: 'active' } }],
    ['an ended subscription', 'false', { subscription: { id: 'sub_1', status: 'canceled' } }],
    ['no subscription', 'false', {}],
  ])('signs in, registers the partner and goes to download (%s → %s)', async (_n, flag, user) => {
    const calls = stubApi({ 'GET /api/user/profile': { body: { user } } });
    const auth = stubAuth();
    const { getByTestId } = renderWellhub(WELCOME_BACK, {
      email: 'anna@example.com',
      verified: true,
    });
    fireEvent.change(password(), { target: { value: 'secret1' } });
    fireEvent.click(submit());
    await waitFor(() =>
      expect(getByTestId('download-page').textContent).toBe(`?hasOldSubscription=${flag}`),
    );
    expect(auth.signIn).toHaveBeenCalledWith('anna@example.com', 'secret1');
    const register = calls.find((call) => call.key.endsWith('registerNewWellhubUser'));
    expect(register?.body).toEqual({
      gympass_user_id: 'gp-1',
      wellhubRegistrationId: 'reg-1',
      verificationToken: LINK_TOKEN,
    });
    // The profile is read before the membership is registered (spec 02 §4.3 "before").
    const keys = calls.map((call) => call.key);
    expect(keys.indexOf('GET /api/user/profile')).toBeLessThan(
      keys.indexOf('POST /api/wellhub/registerNewWellhubUser'),
    );
  });

  it('shows the translated auth error on a wrong password and stays', async () => {
    const calls = stubApi();
    const auth = stubAuth();
    auth.signIn.mockRejectedValue(authError('auth/wrong-password'));
    const { location } = renderWellhub(WELCOME_BACK, { email: 'anna@example.com', verified: true });
    fireEvent.change(password(), { target: { value: 'wrong' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The e-mail or password is not right. Please try again.',
    );
    expect(location()).toBe('/wellhub/welcome-back');
    expect(calls.some((call) => call.key.endsWith('registerNewWellhubUser'))).toBe(false);
    expect(dataLayerEvents()).toContain('web_signInFail');
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
  });

  it('shows why the partner registration failed', async () => {
    stubApi({
      'POST /api/wellhub/registerNewWellhubUser': {
        status: 409,
        body: { error: { code: 'wellhubUserAlreadyRegistered', message: 'taken' } },
      },
    });
    stubAuth();
    renderWellhub(WELCOME_BACK, { email: 'anna@example.com', verified: true });
    fireEvent.change(password(), { target: { value: 'secret1' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'already linked to another Fastwell account',
    );
  });

  it.each([
    ['without an e-mail', {}],
    ['with an e-mail this tab never proved', { email: 'anna@example.com' }],
  ])('sends a visit %s to the e-mail entry, keeping the link', async (_name, setup) => {
    stubApi();
    stubAuth();
    const { location } = renderWellhub(WELCOME_BACK, setup);
    await waitFor(() => expect(location()).toBe('/wellhub'));
  });

  it('says what to do when Wellhub reports the membership ended', async () => {
    stubApi({
      'POST /api/wellhub/registerNewWellhubUser': {
        status: 403,
        body: { error: { code: 'wellhubMembershipEnded', message: 'ended' } },
      },
    });
    stubAuth();
    renderWellhub(WELCOME_BACK, { email: 'anna@example.com', verified: true });
    fireEvent.change(password(), { target: { value: 'secret1' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Check your plan in the Wellhub app',
    );
  });
});
