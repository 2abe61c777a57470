import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStep } from '../../../app/testing/app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (name: string) => {
  const element = document.querySelector(`input[name="${name}"]`);
  if (!(element instanceof HTMLInputElement)) throw new Error(`no input ${name}`);
  return element;
};
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const alertText = () => screen.getByRole('alert').textContent;
const continueButton = () => screen.getByTestId('continue');

describe('age step', () => {
  it('keeps 2 digits, refuses 17 and 100+, accepts 18 to 99', () => {
    const { store, location } = renderStep('age', { selections: { gender: 'f' } });
    type('age', '1');
    expect(alertText()).toBe('');
    type('age', '17');
    expect(alertText()).toBe('Please enter an age between 18 and 99.');
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    type('age', '1a00');
    expect(field('age').value).toBe('10');
    type('age', '99');
    expect(alertText()).toBe('');
    fireEvent.click(continueButton());
    expect(store.onboarding.selections.age).toBe(99);
    expect(location()).toBe('/onboarding/bmi');
  });

  it('continues with Enter in the field, and only with a valid age', () => {
    const { store, location } = renderStep('age', { selections: { gender: 'f' } });
    type('age', '17');
    fireEvent.submit(field('age').form as HTMLFormElement);
    expect(location()).toBe('/onboarding/age');
    type('age', '42');
    fireEvent.submit(field('age').form as HTMLFormElement);
    expect(store.onboarding.selections.age).toBe(42);
    expect(location()).toBe('/onboarding/bmi');
  });

  it('shows the error after leaving a 1-digit age', () => {
    renderStep('age', { selections: { gender: 'm' } });
    type('age', '5');
    fireEvent.blur(field('age'));
    expect(alertText()).toBe('Please enter an age between 18 and 99.');
  });
});

function answerEmailCheck(exists: boolean) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ emailExists: exists }), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('email step', () => {
  it('explains an invalid address after leaving the field and keeps continue disabled', () => {
    renderStep('email', { selections: { gender: 'f' } });
    type('email', 'anna@example');
    fireEvent.blur(field('email'));
    expect(alertText()).toBe('Please enter a valid e-mail address.');
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    type('email', '');
    expect(alertText()).toBe('Please enter your e-mail address.');
  });

  it('stores a valid address trimmed and lowercased and moves on when it is new', async () => {
    const fetchMock = answerEmailCheck(false);
    const { store, location } = renderStep('email', { selections: { gender: 'f' } });
    type('email', '  Anna@Example.COM ');
    fireEvent.click(continueButton());
    await waitFor(() => expect(location()).toBe('/onboarding/receive_email'));
    expect(store.onboarding.email).toBe('anna@example.com');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('opens the e-mail-exists modal; log in goes to existing_email_login', async () => {
    answerEmailCheck(true);
    const { store, location } = renderStep('email', { selections: { gender: 'm' } });
    type('email', 'known@example.com');
    fireEvent.click(continueButton());
    const modal = await screen.findByTestId('email-exists-modal');
    expect(modal.textContent).toContain('You already have an account');
    fireEvent.click(screen.getByTestId('email-exists-login'));
    await waitFor(() => expect(location()).toBe('/onboarding/existing_email_login'));
    expect(store.onboarding.existingEmailLogin).toBe(true);
    expect(screen.getByTestId('existing-email-login').getAttribute('href')).toBe(
      '/login?email=known%40example.com',
    );
  });

  it('closes the e-mail-exists modal and stays on the e-mail step', async () => {
    answerEmailCheck(true);
    const { store, location } = renderStep('email', { selections: { gender: 'f' } });
    type('email', 'known@example.com');
    fireEvent.click(continueButton());
    const modal = await screen.findByTestId('email-exists-modal');
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('email-exists-modal')).toBeNull());
    expect(location()).toBe('/onboarding/email');
    expect(store.onboarding.existingEmailLogin).toBe(false);
    expect(store.onboarding.email).toBe('');
    expect(field('email').value).toBe('known@example.com');
  });

  it('stays on the step and asks to try again in a moment when the check is rate-limited', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({ error: { code: 'rate-limited', message: 'Too many attempts' } }),
            { status: 429, headers: { 'Retry-After': '30' } },
          ),
        ),
      ),
    );
    const { store, location } = renderStep('email', { selections: { gender: 'f' } });
    type('email', 'anna@example.com');
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(alertText()).toBe('Too many attempts — please try again in a moment.'),
    );
    expect(location()).toBe('/onboarding/email');
    expect(store.onboarding.email).not.toBe('anna@example.com');
  });

  it('shows the text of the newsletter-disclaimer variant', () => {
    renderStep('email', { flags: { 'newsletter-disclaimer': 'v4' } });
    expect(screen.getByRole('heading', { name: 'Save your progress' })).toBeTruthy();
    expect(screen.getByTestId('email-disclaimer').textContent).toBe(
      'Your e-mail is safe with us. No spam, ever.',
    );
  });
});
