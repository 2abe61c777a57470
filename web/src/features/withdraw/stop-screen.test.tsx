import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@fastwell/contract/languages';
import { endpoints } from '@fastwell/contract/endpoints';
import { createTestStore } from '../../app/testing/app-harness';
import { renderInLanguage } from '../../app/testing/language-harness';
import { stubFetch } from '../../shared/testing/fetch-stub';
import StopScreen from './stop-screen';

const RECEIVED_AT = '2026-11-27T09:41:05.000Z';

function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

function openStop(search = '?stop=signed.token', language: Language = 'en') {
  renderInLanguage(
    createTestStore(),
    language,
    `/withdraw/stop${search}`,
    <>
      <Routes>
        <Route path="/withdraw/stop" element={<StopScreen />} />
      </Routes>
      <SearchProbe />
    </>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('stop screen (/withdraw/stop, the e-mail\'s "this was not me" link)', () => {
  it('sends nothing on load; one POST on "Stop the withdrawal", then says it was stopped', async () => {
    const fetchMock = stubFetch({ status: 200, body: { stopped: { receivedAt: RECEIVED_AT } } });
    openStop();
    expect(screen.getByRole('heading', { level: 1, name: "Wasn't this you?" })).toBeTruthy();
    expect(
      screen.getByText(/before it is carried out, 48 hours after it was received/),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Stop the withdrawal' }));
    const success = await screen.findByTestId('stop-success');
    expect(success.textContent).toMatch(
      /^Stopped: your contracts continue unchanged\. The withdrawal received on November 27, 2026.*\d{1,2}:41:05.* will not be carried out\.$/,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(endpoints.stopWithdrawal.path);
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'signed.token' });
    expect(screen.queryByTestId('stop-withdrawal')).toBeNull();
  });

  it('in German (Sie)', async () => {
    stubFetch({ status: 200, body: { stopped: { receivedAt: RECEIVED_AT } } });
    openStop('?stop=t', 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Das waren nicht Sie?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Widerruf stoppen' }));
    expect((await screen.findByTestId('stop-success')).textContent).toMatch(
      /^Gestoppt: Ihre Verträge laufen unverändert weiter\. Der Widerruf vom 27\. November 2026/,
    );
  });

  it('stop-link-invalid: says so, and offers no button that cannot help', async () => {
    stubFetch({ status: 400, body: { error: { code: 'stop-link-invalid', message: 'bad' } } });
    openStop();
    fireEvent.click(screen.getByTestId('stop-withdrawal'));
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('stop-error');
    expect(alert.textContent).toContain('This link is not valid.');
    expect(screen.queryByTestId('stop-withdrawal')).toBeNull();
  });

  it('withdrawal-carried-out: already carried out, contact support', async () => {
    stubFetch({
      status: 409,
      body: { error: { code: 'withdrawal-carried-out', message: 'carried out' } },
    });
    openStop();
    fireEvent.click(screen.getByTestId('stop-withdrawal'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This withdrawal has already been carried out, 48 hours after it was received, and can no longer be stopped here. Please contact our support at support@fastwell.app.',
    );
    expect(screen.queryByTestId('stop-withdrawal')).toBeNull();
  });

  it('rate-limited: says when to try again, and the button stays', async () => {
    stubFetch({
      status: 429,
      body: { error: { code: 'rate-limited', message: 'x' } },
      headers: { 'Retry-After': '60' },
    });
    openStop();
    fireEvent.click(screen.getByTestId('stop-withdrawal'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Please try again in 1 min.',
    );
    expect(screen.getByTestId('stop-withdrawal')).toBeTruthy();
  });

  it('a network failure says to try again, and the retry stops it', async () => {
    stubFetch('offline', { status: 200, body: { stopped: { receivedAt: RECEIVED_AT } } });
    openStop();
    fireEvent.click(screen.getByTestId('stop-withdrawal'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your choice could not be sent. Check your connection and try again.',
    );
    fireEvent.click(screen.getByTestId('stop-withdrawal'));
    expect(await screen.findByTestId('stop-success')).toBeTruthy();
  });

  it('takes the token off the address bar at once (other parameters stay) and sends it on click', async () => {
    const fetchMock = stubFetch({ status: 200, body: { stopped: { receivedAt: RECEIVED_AT } } });
    openStop('?stop=secret.token&lang=de');
    expect(screen.getByTestId('search').textContent).toBe('?lang=de');
    fireEvent.click(screen.getByTestId('stop-withdrawal'));
    await screen.findByTestId('stop-success');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'secret.token' });
  });

  it('a link without a token says it is not valid, without a request', async () => {
    const fetchMock = stubFetch();
    openStop('');
    fireEvent.click(screen.getByTestId('stop-withdrawal'));
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
