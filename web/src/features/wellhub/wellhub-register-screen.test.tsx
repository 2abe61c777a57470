import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authError,
  dataLayerEvents,
  renderWellhub,
  resetWellhubTest,
  stubApi,
  stubAuth,
} from '../../testing/wellhub-harness';

afterEach(resetWellhubTest);

const REGISTER = '/wellhub/register?wellhubRegistrationId=reg-1';
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () => screen.getByTestId('continue');

describe('wellhub register', () => {
  it('shows errors after blur and keeps submit disabled until all fields are valid', async () => {
    stubApi();
    stubAuth();
    renderWellhub(REGISTER, { email: 'anna@example.com' });
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

    fireEvent.change(field('E-mail'), { target: { value: 'anna@example' } });
    fireEvent.blur(field('E-mail'));
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();

    fireEvent.change(field('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.change(field('Password'), { target: { value: '123456' } });
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
  });

  it('creates the account with trimmed values, registers the partner, goes to download', async () => {
    const calls = stubApi();
    const auth = stubAuth();
    const { getByTestId } = renderWellhub(REGISTER);
    await waitFor(() => expect(field('E-mail').value).toBe('anna@example.com'));
    fireEvent.change(field('First name'), { target: { value: '  Anna ' } });
    fireEvent.change(field('E-mail'), { target: { value: ' Anna@Example.com ' } });
    fireEvent.change(field('Password'), { target: { value: 'secret1' } });
    fireEvent.click(submit());
    await waitFor(() =>
      expect(getByTestId('download-page').textContent).toBe('?hasOldSubscription=false'),
    );
    expect(auth.createAccount).toHaveBeenCalledWith('Anna', 'anna@example.com', 'secret1');
    const register = calls.find((call) => call.key.endsWith('registerNewWellhubUser'));
    expect(register?.body).toEqual({ gympass_user_id: 'gp-1', wellhubRegistrationId: 'reg-1' });
    expect(dataLayerEvents()).toContain('web_signUpSuccess');
  });

  it('shows the translated sign-up error and stays', async () => {
    stubApi();
    const auth = stubAuth();
    auth.createAccount.mockRejectedValue(authError('auth/email-already-in-use'));
    const { location } = renderWellhub(REGISTER, { email: 'anna@example.com' });
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
    const { store, getByTestId } = renderWellhub(REGISTER, { email: 'anna@example.com' });
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
