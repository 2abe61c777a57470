import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthService } from '../../shared/services/auth.service';
import {
  authError,
  dataLayerEvents,
  LINKED_USER,
  renderUpgrade,
  resetUpgradeTest,
} from './testing/upgrade-harness';

afterEach(resetUpgradeTest);

const stepper = () => screen.getByTestId('upgrade-stepper');

describe('upgrade account stepper', () => {
  it('has four steps after a purchase in this visit, register current (2 of 4)', () => {
    renderUpgrade({ boughtNow: true });
    const items = within(stepper()).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-step'))).toEqual([
      'purchase',
      'register',
      'download',
      'login',
    ]);
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(stepper().getAttribute('aria-label')).toBe('Progress: step 2 of 4');
    expect(items[0]?.textContent).toContain('(completed)');
    expect(dataLayerEvents()).toContain('web_goto_37_upgrade_account');
  });

  it('has four steps when the record holds a subscription', async () => {
    renderUpgrade({ onRecord: true });
    expect(await screen.findByTestId('upgrade-stepper')).toBeTruthy();
    expect(within(stepper()).getAllByRole('listitem')).toHaveLength(4);
  });

  it('has three steps without a purchase, register first (1 of 3)', async () => {
    renderUpgrade({ onRecord: false });
    await screen.findByTestId('upgrade-stepper');
    const items = within(stepper()).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-step'))).toEqual([
      'register',
      'download',
      'login',
    ]);
    expect(items[0]?.getAttribute('aria-current')).toBe('step');
    expect(stepper().getAttribute('aria-label')).toBe('Progress: step 1 of 3');
  });

  it('keeps the buyer here on browser back, with a go-back event for each', async () => {
    renderUpgrade({ boughtNow: true });
    for (let press = 0; press < 2; press += 1) {
      fireEvent.click(screen.getByTestId('history-back'));
      await waitFor(() =>
        expect(screen.getByTestId('location').textContent).toBe('/upgrade_account'),
      );
    }
    await waitFor(() =>
      expect(
        dataLayerEvents().filter((event) => event === 'web_goback_37_upgrade_account'),
      ).toHaveLength(2),
    );
    expect(screen.getByTestId('upgrade-stepper')).toBeTruthy();
  });

  it('holds the stepper place with a skeleton while the record is read', () => {
    renderUpgrade({ onRecord: 'pending' });
    expect(screen.getByTestId('upgrade-stepper-loading')).toBeTruthy();
    expect(screen.queryByTestId('upgrade-stepper')).toBeNull();
  });
});

describe('upgrade account by e-mail', () => {
  it('keeps the validation and links e-mail and password', async () => {
    const link = vi
      .spyOn(AuthService.prototype, 'linkEmailPassword')
      .mockResolvedValue(LINKED_USER);
    const { location } = renderUpgrade({ boughtNow: true });
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'A'.repeat(33) } });
    fireEvent.blur(screen.getByLabelText('First name'));
    expect(screen.getByText('Your name can have at most 32 characters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Anna ' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'Anna@Example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '12345' } });
    fireEvent.blur(screen.getByLabelText('Password'));
    expect(screen.getByText('Your password needs at least 6 characters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(submit);
    await waitFor(() => expect(location()).toBe('/download'));
    expect(link).toHaveBeenCalledWith('anna@example.com', 'secret1', 'Anna');
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'web_signUpSuccess', method: 'password' }),
    );
  });

  it('shows the message of a failed link beside the form', async () => {
    vi.spyOn(AuthService.prototype, 'linkEmailPassword').mockRejectedValue(
      authError('auth/email-already-in-use'),
    );
    renderUpgrade({ boughtNow: true });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByTestId('register-error').textContent).toBe(
        'This e-mail address is already registered. Please log in instead.',
      ),
    );
    expect(screen.getByTestId('social-error').textContent).toBe('');
  });

  it('shows the numbered next steps', () => {
    renderUpgrade({ boughtNow: true });
    const card = screen.getByTestId('next-steps');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Download the Fastwell app on your phone.',
      '2Log in with the account you just created. Your plan and subscription are already there.',
    ]);
  });
});

describe('upgrade account and browser back (spec 02 §2.3)', () => {
  it('keeps the buyer here on browser back', async () => {
    renderUpgrade({ boughtNow: true, previousPath: '/payment_success' });
    await screen.findByTestId('upgrade-stepper');
    await waitFor(() =>
      expect(screen.getByTestId('location').dataset.state).toContain('fastwellBackGuard'),
    );
    for (let press = 0; press < 3; press += 1) {
      fireEvent.click(screen.getByTestId('history-back'));
      await waitFor(() =>
        expect(screen.getByTestId('location').textContent).toBe('/upgrade_account'),
      );
      expect(screen.getByTestId('upgrade-stepper')).toBeTruthy();
    }
    expect(screen.queryByTestId('previous-page')).toBeNull();
  });
});
