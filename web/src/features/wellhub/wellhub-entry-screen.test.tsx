import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { composeTestStore } from '../../app/testing/app-harness';
import {
  dataLayerEvents,
  renderWellhub,
  resetWellhubTest,
  stubApi,
  stubAuth,
} from './testing/wellhub-harness';
import { endpoints } from '@fastwell/contract/endpoints';

afterEach(resetWellhubTest);

const ENTRY = '/wellhub?wellhubRegistrationId=reg-1';
const emailInput = () => screen.getByLabelText<HTMLInputElement>('E-mail');
const continueButton = () => screen.getByTestId('continue');
const apiError = (status: number, code: string) => ({
  status,
  body: { error: { code, message: code } },
});

describe('wellhub e-mail entry', () => {
  it('shows the registration address masked as a hint, checks on blur, continue needs a valid one', async () => {
    const calls = stubApi();
    stubAuth();
    renderWellhub(ENTRY);
    const form = () => emailInput().closest('form');
    expect(form()?.getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByTestId('wellhub-email-hint')).textContent).toBe(
      'Use the e-mail address you gave Wellhub: a•••@e•••.com',
    );
    expect(form()?.getAttribute('aria-busy')).toBe('false');
    expect(emailInput().value).toBe('');
    expect(calls[0]?.url).toBe(`${endpoints.registrationDetails.path}?wellhubRegistrationId=reg-1`);
    expect(continueButton().hasAttribute('disabled')).toBe(true);
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

  it('mails the confirmation link and waits for it: send again, or another address', async () => {
    const calls = stubApi();
    stubAuth();
    const { location, store } = renderWellhub(ENTRY);
    await screen.findByTestId('wellhub-email-hint');
    fireEvent.change(emailInput(), { target: { value: ' Anna@Example.com ' } });
    fireEvent.click(continueButton());
    const inbox = await screen.findByRole('heading', { name: 'Check your inbox' });
    // A new screen: its title has the focus, so a screen reader announces it.
    expect(document.activeElement).toBe(inbox);
    expect(screen.getByText('We sent a confirmation link to a•••@e•••.com.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('It works for 24 hours.');
    expect(location()).toBe('/wellhub');
    expect(calls.find((call) => call.key === 'POST /api/wellhub/sendVerification')?.body).toEqual({
      wellhubRegistrationId: 'reg-1',
      email: 'anna@example.com',
      language: 'en',
    });
    // Nothing about accounts is asked before the address is proven.
    expect(calls.some((call) => call.key === 'POST /api/auth/checkEmailExists')).toBe(false);
    expect(store.wellhub.email).toBe('anna@example.com');

    fireEvent.click(screen.getByTestId('resend'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'We sent the link again. Open the newest e-mail.',
      ),
    );
    expect(calls.filter((call) => call.key === 'POST /api/wellhub/sendVerification')).toHaveLength(
      2,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use a different e-mail address' }));
    expect(emailInput().value.trim().toLowerCase()).toBe('anna@example.com');
    expect(screen.queryByText('Check your inbox')).toBeNull();
  });

  it.each([
    [
      'another address than the registration names',
      apiError(403, 'wellhubRegistrationMismatch'),
      'not the e-mail address of your Wellhub membership',
    ],
    [
      'a registration already used',
      apiError(409, 'wellhubRegistrationUsed'),
      'already been used. If it was you, log in to the Fastwell app',
    ],
    [
      'a mail the server could not send',
      apiError(502, 'mail-not-sent'),
      'try again in a few minutes',
    ],
    ['too many mails', apiError(429, 'rate-limited'), 'please try again in a moment'],
  ])('says what to do next for %s, and stays', async (_name, answer, text) => {
    stubApi({ 'POST /api/wellhub/sendVerification': answer });
    stubAuth();
    const { location } = renderWellhub(ENTRY);
    await screen.findByTestId('wellhub-email-hint');
    fireEvent.change(emailInput(), { target: { value: 'anna@example.com' } });
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(location()).toBe('/wellhub');
    expect(screen.queryByText('Check your inbox')).toBeNull();
  });

  it.each([
    ['an existing account', '/wellhub/welcome-back', { body: { emailExists: true } }],
    ['a new e-mail', '/wellhub/register', { body: { emailExists: false } }],
    ['a failing check (counts as new)', '/wellhub/register', { status: 500, body: {} }],
  ])('goes straight on with an address this tab proved: %s → %s', async (_n, path, answer) => {
    const calls = stubApi({ 'POST /api/auth/checkEmailExists': answer });
    stubAuth();
    const { location } = renderWellhub(ENTRY, { email: 'anna@example.com', verified: true });
    await screen.findByTestId('wellhub-email-hint');
    fireEvent.click(continueButton());
    await waitFor(() => expect(location()).toBe(path));
    expect(calls.some((call) => call.key === 'POST /api/wellhub/sendVerification')).toBe(false);
  });

  it('remembers the registration and the e-mail for this tab (a reload keeps the flow)', async () => {
    stubApi();
    stubAuth();
    const { store } = renderWellhub(ENTRY);
    await screen.findByTestId('wellhub-email-hint');
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
    [
      'a registration already used',
      { body: { gympass_user_id: 'gp-1', email: 'a•••@e•••.com', used: true } },
      'already been used',
    ],
  ])('shows the partner error for %s', async (_name, answer, text) => {
    stubApi({ 'GET /api/wellhub/registrationDetails': answer });
    stubAuth();
    renderWellhub(ENTRY);
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('asks to try again in a moment when the registration read is rate-limited, also on continue', async () => {
    stubApi({ 'GET /api/wellhub/registrationDetails': apiError(429, 'rate-limited') });
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
});
