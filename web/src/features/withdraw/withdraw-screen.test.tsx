import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@fastwell/contract/languages';
import { endpoints } from '@fastwell/contract/endpoints';
import { composeTestStore, createTestStore, type TestStore } from '../../app/testing/app-harness';
import { renderInLanguage } from '../../app/testing/language-harness';
import { stubFetch } from '../../shared/testing/fetch-stub';
import WithdrawScreen from './withdraw-screen';

const RECEIPT = {
  id: 'w_8f3k2',
  receivedAt: '2026-11-27T09:41:05.000Z',
  name: 'Erika Mustermann',
  email: 'erika@example.com',
  reference: 'W-42',
};

function openWithdraw(language: Language = 'en', store: TestStore = createTestStore()) {
  renderInLanguage(
    store,
    language,
    '/withdraw',
    <Routes>
      <Route path="/withdraw" element={<WithdrawScreen />} />
    </Routes>,
  );
  return store;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

function fillEnglish() {
  type(/your name/i, 'Erika Mustermann');
  type(/your e-mail address/i, 'Erika@Example.com');
  type(/reference/i, 'W-42');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('withdraw screen (/withdraw)', () => {
  it('explains the withdrawal: 14 days, every contract of the address, 48 hours, refund', () => {
    stubFetch();
    openWithdraw();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Withdraw from a contract' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByText(/within 14 days of concluding it, without giving any reason/),
    ).toBeTruthy();
    const covers = screen.getByText(/every contract of your e-mail address/);
    expect(covers.textContent).toContain('concluded in the last 14 days');
    expect(covers.textContent).toContain('carried out 48 hours after we receive it');
    expect(covers.textContent).toContain('everything you paid is refunded');
    expect(
      screen.getByText('The reference from your contract confirmation e-mail, if you have it.'),
    ).toBeTruthy();
    expect(document.title).toBe('Withdraw from a contract | Fastwell');
  });

  it('shows translated errors and stays on the form while something is missing', async () => {
    const fetchMock = stubFetch();
    openWithdraw();
    fireEvent.click(screen.getByTestId('withdraw-continue'));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(field(/your name/i).getAttribute('aria-invalid')).toBe('true');
    expect(field(/reference/i).getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field(/your name/i)));
    type(/your name/i, 'Erika');
    type(/your e-mail address/i, 'erika@');
    fireEvent.click(screen.getByTestId('withdraw-continue'));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(screen.getByTestId('withdraw-continue')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('form → confirmation with "Confirm withdrawal" → receipt with number and time, printable', async () => {
    const fetchMock = stubFetch({ status: 201, body: { withdrawal: RECEIPT } });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    openWithdraw();
    fillEnglish();
    fireEvent.click(screen.getByTestId('withdraw-continue'));

    const review = await screen.findByRole('heading', { level: 1, name: 'Check your withdrawal' });
    await waitFor(() => expect(document.activeElement).toBe(review));
    const summary = screen.getByTestId('withdraw-review-summary');
    expect(within(summary).getByText('Erika Mustermann')).toBeTruthy();
    expect(within(summary).getByText('erika@example.com')).toBeTruthy();
    expect(within(summary).getByText('W-42')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    // Back to edit keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Back to edit' }));
    expect(field(/your name/i)).toHaveProperty('value', 'Erika Mustermann');
    fireEvent.click(screen.getByTestId('withdraw-continue'));

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    const done = await screen.findByRole('heading', {
      level: 1,
      name: 'We have received your withdrawal',
    });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(endpoints.submitWithdrawal.path);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      reference: 'W-42',
      language: 'en',
    });
    const receipt = screen.getByTestId('withdraw-receipt');
    expect(within(receipt).getByText('w_8f3k2')).toBeTruthy();
    expect(within(receipt).getByText('Erika Mustermann')).toBeTruthy();
    expect(within(receipt).getByText('W-42')).toBeTruthy();
    const time = receipt.querySelector('[data-field="receivedAt"] time');
    expect(time?.getAttribute('dateTime')).toBe(RECEIPT.receivedAt);
    expect(time?.textContent).toMatch(/November 27, 2026.*\d{1,2}:41:05/);
    expect(screen.getByTestId('withdraw-email-note').textContent).toContain(
      'A confirmation e-mail to erika@example.com follows. It states which contracts your withdrawal covers.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Print or save confirmation' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('a receipt without a reference says none was given', async () => {
    const { reference: _reference, ...withoutReference } = RECEIPT;
    stubFetch({ status: 201, body: { withdrawal: withoutReference } });
    openWithdraw();
    type(/your name/i, 'Erika Mustermann');
    type(/your e-mail address/i, 'erika@example.com');
    fireEvent.click(screen.getByTestId('withdraw-continue'));
    expect(
      within(await screen.findByTestId('withdraw-review-summary')).getByText('None given'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('withdraw-confirm'));
    const receipt = await screen.findByTestId('withdraw-receipt');
    expect(within(receipt).getByText('None given')).toBeTruthy();
  });

  it('the receipt survives a reload; "another" starts an empty form', async () => {
    stubFetch({ status: 201, body: { withdrawal: RECEIPT } });
    openWithdraw();
    fillEnglish();
    fireEvent.click(screen.getByTestId('withdraw-continue'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByTestId('withdraw-receipt');
    cleanup();
    openWithdraw('en', composeTestStore());
    expect(
      screen.getByRole('heading', { level: 1, name: 'We have received your withdrawal' }),
    ).toBeTruthy();
    expect(screen.getByText('w_8f3k2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('withdraw-start-over'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Withdraw from a contract' }),
    ).toBeTruthy();
    expect(field(/your name/i)).toHaveProperty('value', '');
  });

  it('a reload keeps what was typed', () => {
    openWithdraw();
    fillEnglish();
    cleanup();
    openWithdraw('en', composeTestStore());
    expect(field(/your name/i)).toHaveProperty('value', 'Erika Mustermann');
    expect(field(/your e-mail address/i)).toHaveProperty('value', 'Erika@Example.com');
    expect(field(/reference/i)).toHaveProperty('value', 'W-42');
  });

  it('in German (Sie) the law\'s button reads "Widerruf bestätigen"', async () => {
    stubFetch({ status: 201, body: { withdrawal: RECEIPT } });
    openWithdraw('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeTruthy();
    expect(screen.getByText(/Sie können einen Vertrag innerhalb von 14 Tagen/)).toBeTruthy();
    type(/ihr name/i, 'Erika Mustermann');
    type(/ihre e-mail-adresse/i, 'erika@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const button = await screen.findByRole('button', { name: 'Widerruf bestätigen' });
    expect(button.getAttribute('data-testid')).toBe('withdraw-confirm');
    fireEvent.click(button);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wir haben Ihren Widerruf erhalten' }),
    ).toBeTruthy();
    expect(screen.getByText(/27\. November 2026/)).toBeTruthy();
  });

  it.each([
    ['es', 'Confirmar desistimiento', 'Continuar'],
    ['fr', 'Confirmer la rétractation', 'Continuer'],
    ['it', 'Confermare il recesso', 'Continua'],
    ['pt', 'Confirmar a livre resolução', 'Continuar'],
  ] as const)('in %s the law\'s button reads "%s"', async (language, confirm, next) => {
    stubFetch();
    openWithdraw(language);
    const [name, email] = screen.getAllByRole('textbox');
    fireEvent.change(name as HTMLElement, { target: { value: 'Erika' } });
    fireEvent.change(email as HTMLElement, { target: { value: 'erika@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: next }));
    expect(await screen.findByRole('button', { name: confirm })).toBeTruthy();
  });

  it('rate-limited: says when to try again, and nothing typed is lost', async () => {
    stubFetch({
      status: 429,
      body: { error: { code: 'rate-limited', message: 'Too many attempts' } },
      headers: { 'Retry-After': '240' },
    });
    openWithdraw();
    fillEnglish();
    fireEvent.click(screen.getByTestId('withdraw-continue'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('withdraw-error');
    expect(alert.textContent).toContain('Too many attempts. Please try again in 4 min.');
    fireEvent.click(screen.getByRole('button', { name: 'Back to edit' }));
    expect(field(/reference/i)).toHaveProperty('value', 'W-42');
  });

  it('offline: says to try again, and the retry sends it', async () => {
    stubFetch('offline', { status: 201, body: { withdrawal: RECEIPT } });
    openWithdraw();
    fillEnglish();
    fireEvent.click(screen.getByTestId('withdraw-continue'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Check your connection and try again',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByTestId('withdraw-receipt')).toBeTruthy();
  });

  it('busy while sending: the button shows it, "Back to edit" waits', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    openWithdraw();
    fillEnglish();
    fireEvent.click(screen.getByTestId('withdraw-continue'));
    fireEvent.click(await screen.findByTestId('withdraw-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-confirm').hasAttribute('data-loading')).toBe(true),
    );
    expect(screen.getByTestId('withdraw-edit')).toHaveProperty('disabled', true);
    answer(new Response(JSON.stringify({ withdrawal: RECEIPT }), { status: 201 }));
    expect(await screen.findByTestId('withdraw-receipt')).toBeTruthy();
  });
});
