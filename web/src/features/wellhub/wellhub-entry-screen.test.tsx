import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { composeTestStore } from '../../testing/app-harness';
import {
  dataLayerEvents,
  REGISTRATION,
  renderWellhub,
  resetWellhubTest,
  stubApi,
  stubAuth,
} from '../../testing/wellhub-harness';

afterEach(resetWellhubTest);

const ENTRY = '/wellhub?wellhubRegistrationId=reg-1';
const emailInput = () => screen.getByLabelText<HTMLInputElement>('E-mail');
const continueButton = () => screen.getByTestId('continue');

describe('wellhub e-mail entry', () => {
  it('offers the registration e-mail, checks on blur and keeps continue disabled until valid', async () => {
    const calls = stubApi();
    stubAuth();
    renderWellhub(ENTRY);
    const form = () => emailInput().closest('form');
    expect(form()?.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(emailInput().value).toBe(REGISTRATION.email));
    expect(form()?.getAttribute('aria-busy')).toBe('false');
    expect(calls[0]?.url).toBe('/api/wellhub/registrationDetails?wellhubRegistrationId=reg-1');
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    expect(dataLayerEvents()).toContain('web_wh_goto_login');
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );

    fireEvent.change(emailInput(), { target: { value: 'anna@' } });
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();
    fireEvent.blur(emailInput());
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    fireEvent.change(emailInput(), { target: { value: ' Anna@Example.com ' } });
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();
    expect(continueButton().hasAttribute('disabled')).toBe(false);
  });

  it.each([
    ['an existing account', '/wellhub/welcome-back', { body: { emailExists: true } }],
    ['a new e-mail', '/wellhub/register', { body: { emailExists: false } }],
    ['a failing check (counts as new)', '/wellhub/register', { status: 500, body: {} }],
  ])('sends %s to %s, keeping the link and the e-mail', async (_name, path, answer) => {
    const calls = stubApi({ 'POST /api/auth/checkEmailExists': answer });
    stubAuth();
    const { location, store } = renderWellhub(ENTRY);
    await waitFor(() => expect(emailInput().value).toBe(REGISTRATION.email));
    fireEvent.change(emailInput(), { target: { value: ' Anna@Example.com ' } });
    fireEvent.click(continueButton());
    await waitFor(() => expect(location()).toBe(path));
    expect(calls.find((call) => call.key === 'POST /api/auth/checkEmailExists')?.body).toEqual({
      email: 'anna@example.com',
    });
    expect(store.wellhub.email).toBe('anna@example.com');
    expect(store.wellhub.registrationId).toBe('reg-1');
  });

  it('remembers the registration and the e-mail for this tab (a reload keeps the flow)', async () => {
    stubApi();
    stubAuth();
    const { store } = renderWellhub(ENTRY);
    await waitFor(() => expect(emailInput().value).toBe(REGISTRATION.email));
    await store.wellhub.continueWithEmail('anna@example.com');
    const reloaded = composeTestStore();
    expect(reloaded.wellhub.registrationId).toBe('reg-1');
    expect(reloaded.wellhub.email).toBe('anna@example.com');
  });

  it('tells a visitor without a registration to open the link from Wellhub again', async () => {
    const calls = stubApi();
    stubAuth();
    const { location } = renderWellhub('/wellhub/login');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please open Fastwell again from the Wellhub app.');
    expect(calls.some((call) => call.key.includes('registrationDetails'))).toBe(false);
    fireEvent.change(emailInput(), { target: { value: 'anna@example.com' } });
    fireEvent.click(continueButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Wellhub app'));
    expect(location()).toBe('/wellhub/login');
  });

  it.each([
    ['an unknown registration', { status: 404, body: {} }, "We couldn't find your Wellhub"],
    ['a registration without e-mail', { body: { gympass_user_id: 'gp-1' } }, 'no e-mail address'],
  ])('shows the partner error for %s', async (_name, answer, text) => {
    stubApi({ 'GET /api/wellhub/registrationDetails': answer });
    stubAuth();
    renderWellhub(ENTRY);
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('asks to try again in a moment when the registration read is rate-limited, also on continue', async () => {
    const limited = { status: 429, body: { error: { code: 'rate-limited', message: 'Too many' } } };
    stubApi({ 'GET /api/wellhub/registrationDetails': limited });
    stubAuth();
    const { location } = renderWellhub(ENTRY);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts — please try again in a moment.',
    );
    fireEvent.change(emailInput(), { target: { value: 'anna@example.com' } });
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('please try again in a moment'),
    );
    expect(location()).toBe('/wellhub');
  });

  it('asks to try again in a moment when the e-mail check is rate-limited', async () => {
    stubApi({
      'POST /api/auth/checkEmailExists': {
        status: 429,
        body: { error: { code: 'rate-limited', message: 'Too many' } },
      },
    });
    stubAuth();
    const { location } = renderWellhub(ENTRY);
    await waitFor(() => expect(emailInput().value).toBe(REGISTRATION.email));
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts — please try again in a moment.',
    );
    expect(location()).toBe('/wellhub');
  });

  it('refuses an e-mail other than the registration one before any account is touched', async () => {
    const calls = stubApi();
    stubAuth();
    const { location } = renderWellhub(ENTRY);
    await waitFor(() => expect(emailInput().value).toBe(REGISTRATION.email));
    fireEvent.change(emailInput(), { target: { value: 'bob@example.com' } });
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'not the e-mail address of your Wellhub membership',
    );
    expect(location()).toBe('/wellhub');
    expect(calls.some((call) => call.key === 'POST /api/auth/checkEmailExists')).toBe(false);
  });
});
