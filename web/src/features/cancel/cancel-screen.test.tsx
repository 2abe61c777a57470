import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@fastwell/contract/languages';
import { composeTestStore, createTestStore, type TestStore } from '../../app/testing/app-harness';
import { renderInLanguage } from '../../app/testing/language-harness';
import { latestWishedEndDay } from '@fastwell/contract/api/cancellations';
import { calendarDay } from './domain/cancellation-form';
import CancelScreen from './cancel-screen';
import { stubFetch } from '../../shared/testing/fetch-stub';

const RECEIPT = {
  id: 'c_8f3k2',
  receivedAt: '2026-11-27T09:41:05.000Z',
  name: 'Erika Mustermann',
  email: 'erika@example.com',
  reference: 'sub_42',
  kind: 'extraordinary' as const,
  reason: 'Moving abroad',
  endDate: '2026-12-31',
};

// The page offers today up to five years ahead (in the visitor's time zone).
const NEXT_YEAR = new Date().getFullYear() + 1;
const WISHED = `${NEXT_YEAR}-12-31`;

function openCancel(language: Language = 'en', store: TestStore = createTestStore()) {
  renderInLanguage(
    store,
    language,
    '/cancel',
    <Routes>
      <Route path="/cancel" element={<CancelScreen />} />
    </Routes>,
  );
  return store;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

function fillEnglish() {
  type(/your name/i, 'Erika Mustermann');
  type(/e-mail address of your account/i, 'erika@example.com');
  type(/reference/i, 'sub_42');
  fireEvent.click(screen.getByRole('radio', { name: /extraordinary/i }));
  type(/reason for the extraordinary/i, 'Moving abroad');
  fireEvent.click(screen.getByRole('radio', { name: /date of my choice/i }));
  fireEvent.change(screen.getByLabelText(/wished end date/i), { target: { value: WISHED } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cancel screen (/cancel)', () => {
  it('shows translated errors and stays on the form while something is missing', async () => {
    const fetchMock = stubFetch();
    openCancel();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel a contract' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /reason/i })).toBeNull();
    fireEvent.click(screen.getByTestId('continue'));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter the e-mail address of your account.')).toBeTruthy();
    expect(field(/your name/i).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: /extraordinary/i }));
    fireEvent.click(screen.getByTestId('continue'));
    expect(
      await screen.findByText('Please give the reason for the extraordinary cancellation.'),
    ).toBeTruthy();
    expect(screen.getByTestId('continue')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a wished date: explains the billing period, offers today to five years ahead, refuses later', async () => {
    stubFetch();
    openCancel();
    fireEvent.click(screen.getByRole('radio', { name: /date of my choice/i }));
    const date = screen.getByLabelText(/wished end date/i);
    expect(date.getAttribute('min')).toBe(calendarDay(new Date()));
    expect(date.getAttribute('max')).toBe(latestWishedEndDay(calendarDay(new Date())));
    expect(
      screen.getByText(/it ends at the end of the billing period that includes it/i),
    ).toBeTruthy();
    fireEvent.change(date, { target: { value: `${NEXT_YEAR + 5}-12-31` } });
    fireEvent.click(screen.getByTestId('continue'));
    expect(await screen.findByText('Please choose a day within the next 5 years.')).toBeTruthy();
    expect(screen.queryByText(/billing period that includes it/i)).toBeNull();
  });

  it('form → confirmation with "Cancel now" → receipt with id and time, printable', async () => {
    const fetchMock = stubFetch({ status: 201, body: { cancellation: RECEIPT } });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    openCancel();
    fillEnglish();
    fireEvent.click(screen.getByTestId('continue'));

    const review = await screen.findByRole('heading', {
      level: 1,
      name: 'Check your cancellation',
    });
    await waitFor(() => expect(document.activeElement).toBe(review));
    const summary = screen.getByTestId('cancel-review-summary');
    expect(within(summary).getByText('Erika Mustermann')).toBeTruthy();
    expect(within(summary).getByText('Moving abroad')).toBeTruthy();
    expect(within(summary).getByText(`December 31, ${NEXT_YEAR}`)).toBeTruthy();

    // Back to edit keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Back to edit' }));
    expect(field(/your name/i)).toHaveProperty('value', 'Erika Mustermann');
    fireEvent.click(screen.getByTestId('continue'));

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel now' }));
    const done = await screen.findByRole('heading', {
      level: 1,
      name: 'Your cancellation has been received',
    });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const receipt = screen.getByTestId('cancel-receipt');
    expect(within(receipt).getByText('c_8f3k2')).toBeTruthy();
    const time = receipt.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe(RECEIPT.receivedAt);
    expect(time?.textContent).toMatch(/November 27, 2026.*\d{1,2}:41:05/);
    expect(within(receipt).getByText('sub_42')).toBeTruthy();
    expect(
      screen.getByText(
        'We confirm every cancellation or change of a contract by e-mail to erika@example.com. This page is your receipt in any case.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print or save confirmation' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('the receipt survives a reload of the page', async () => {
    stubFetch({ status: 201, body: { cancellation: RECEIPT } });
    openCancel();
    fillEnglish();
    fireEvent.click(screen.getByTestId('continue'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel now' }));
    await screen.findByTestId('cancel-receipt');
    cleanup();
    openCancel('en', composeTestStore());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your cancellation has been received' }),
    ).toBeTruthy();
    expect(screen.getByText('c_8f3k2')).toBeTruthy();
  });

  it('a reload keeps what was typed', () => {
    openCancel();
    type(/your name/i, 'Erika Mustermann');
    fireEvent.click(screen.getByRole('radio', { name: /extraordinary/i }));
    type(/reason for the extraordinary/i, 'Moving abroad');
    cleanup();
    openCancel('en', composeTestStore());
    expect(field(/your name/i)).toHaveProperty('value', 'Erika Mustermann');
    expect(field(/reason for the extraordinary/i)).toHaveProperty('value', 'Moving abroad');
  });

  it('in German the law\'s button reads "jetzt kündigen"', async () => {
    stubFetch({ status: 201, body: { cancellation: RECEIPT } });
    openCancel('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Vertrag kündigen' })).toBeTruthy();
    type(/dein name/i, 'Erika Mustermann');
    type(/e-mail-adresse deines kontos/i, 'erika@example.com');
    expect(screen.getByRole('radio', { name: /zum nächstmöglichen zeitpunkt/i })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByTestId('continue'));
    const button = await screen.findByRole('button', { name: 'jetzt kündigen' });
    expect(screen.getByText('Zum nächstmöglichen Zeitpunkt')).toBeTruthy();
    fireEvent.click(button);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deine Kündigung ist eingegangen' }),
    ).toBeTruthy();
    expect(screen.getByText(/27\. November 2026/)).toBeTruthy();
  });

  it('rate-limited: says when to try again, and nothing typed is lost', async () => {
    stubFetch({
      status: 429,
      body: { error: { code: 'rate-limited', message: 'Too many attempts' } },
      headers: { 'Retry-After': '240' },
    });
    openCancel();
    fillEnglish();
    fireEvent.click(screen.getByTestId('continue'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel now' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Please try again in 4 min.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to edit' }));
    expect(field(/reason for the extraordinary/i)).toHaveProperty('value', 'Moving abroad');
  });

  it('offline: says to try again, and the retry sends it', async () => {
    stubFetch('offline', { status: 201, body: { cancellation: RECEIPT } });
    openCancel();
    fillEnglish();
    fireEvent.click(screen.getByTestId('continue'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel now' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Check your connection and try again',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel now' }));
    expect(await screen.findByTestId('cancel-receipt')).toBeTruthy();
  });
});
