import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@fastwell/contract/languages';
import { createTestStore } from '../../app/testing/app-harness';
import { renderInLanguage } from '../../app/testing/language-harness';
import RestoreScreen from './restore-screen';
import { stubFetch } from '../../shared/testing/fetch-stub';
import { endpoints } from '@fastwell/contract/endpoints';

function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

function openRestore(search = '?restore=signed.token', language: Language = 'en') {
  renderInLanguage(
    createTestStore(),
    language,
    `/cancel/restore${search}`,
    <>
      <Routes>
        <Route path="/cancel/restore" element={<RestoreScreen />} />
      </Routes>
      <SearchProbe />
    </>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('restore screen (/cancel/restore, the e-mail\'s "this was not me" link)', () => {
  it('sends nothing on load; one POST on "Keep my subscription", then when it renews', async () => {
    const fetchMock = stubFetch({
      status: 200,
      body: { restored: { renewsAt: '2026-12-27T12:00:00.000Z' } },
    });
    openRestore();
    expect(screen.getByRole('heading', { level: 1, name: "Wasn't this you?" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my subscription' }));
    expect(
      await screen.findByText('Your subscription continues and renews on December 27, 2026.'),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(endpoints.restoreCancellation.path);
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'signed.token' });
    expect(screen.queryByRole('button', { name: 'Keep my subscription' })).toBeNull();
  });

  it('in German', async () => {
    stubFetch({ status: 200, body: { restored: { renewsAt: '2026-12-27T12:00:00.000Z' } } });
    openRestore('?restore=t', 'de');
    fireEvent.click(screen.getByRole('button', { name: 'Mein Abo behalten' }));
    expect(
      await screen.findByText('Dein Abo läuft weiter und verlängert sich am 27. Dezember 2026.'),
    ).toBeTruthy();
  });

  it.each([
    ['restore-link-invalid', 400, 'This link is not valid.'],
    ['restore-link-expired', 410, 'This link has expired'],
    ['restore-link-used', 409, 'This link has already been used.'],
    ['restore-not-possible', 409, 'The subscription can no longer be kept.'],
  ])('shows the translated error for %s', async (code, status, text) => {
    stubFetch({ status, body: { error: { code, message: code } } });
    openRestore();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my subscription' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('a server or network failure says to try again, and the retry keeps it', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', fetchMock);
    openRestore();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my subscription' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your choice could not be sent. Check your connection and try again.',
    );
    stubFetch({ status: 200, body: { restored: { renewsAt: null } } });
    fireEvent.click(screen.getByRole('button', { name: 'Keep my subscription' }));
    expect(await screen.findByText('Your subscription continues as before.')).toBeTruthy();
  });

  it('takes the token off the address bar at once (other parameters stay) and sends it on click', async () => {
    const fetchMock = stubFetch({ status: 200, body: { restored: { renewsAt: null } } });
    openRestore('?restore=secret.token&lang=de');
    expect(screen.getByTestId('search').textContent).toBe('?lang=de');
    fireEvent.click(screen.getByRole('button', { name: 'Keep my subscription' }));
    await screen.findByText('Your subscription continues as before.');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'secret.token' });
  });

  it('a link without a token says it is not valid, without a request', async () => {
    const fetchMock = stubFetch({ status: 200, body: {} });
    openRestore('');
    fireEvent.click(screen.getByRole('button', { name: 'Keep my subscription' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
