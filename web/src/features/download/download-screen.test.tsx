import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionView } from '../../shared/domain/subscription';
import { AccountApi, type UserRecord } from '../../shared/services/account.api';
import { ApiError } from '../../shared/services/api-error';
import { createTestStore, TestProviders } from '../../app/testing/app-harness';
import { emulateDevice, USER_AGENTS } from '../../shared/testing/device';
import DownloadScreen from './download-screen';

let device: { restore: () => void } | undefined;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  device?.restore();
  device = undefined;
  window.dataLayer = [];
});

type Setup = {
  userAgent?: string;
  token?: 'ok' | 'fails' | 'pending' | 'not-recent';
  record?: UserRecord;
  boughtNow?: boolean;
  query?: string;
  path?: string;
  /** The subscription id the purchase resolution kept (until the next onboarding). */
  resolvedId?: string;
};

function renderDownload(setup: Setup = {}) {
  device = emulateDevice({ userAgent: setup.userAgent ?? USER_AGENTS.desktopChrome });
  const token = setup.token ?? 'ok';
  vi.spyOn(AccountApi.prototype, 'generateCustomToken').mockImplementation(() =>
    token === 'ok'
      ? Promise.resolve('custom.token.value')
      : token === 'fails'
        ? Promise.reject(new Error('500'))
        : token === 'not-recent'
          ? Promise.reject(new ApiError(401, 'recent-sign-in-required', 'Sign in again'))
          : new Promise<string>(() => undefined),
  );
  vi.spyOn(AccountApi.prototype, 'profile').mockResolvedValue(setup.record ?? {});
  const store = createTestStore();
  if (setup.resolvedId) store.services.storage.set('subscriptionId', setup.resolvedId);
  window.dataLayer = [];
  runInAction(() => {
    store.session.user = {
      uid: 'u1',
      isAnonymous: false,
      email: 'anna@example.com',
      displayName: 'Anna',
    };
    if (setup.boughtNow) store.purchase.subscription = { id: 'sub_new' } as SubscriptionView;
  });
  const result = render(
    <TestProviders store={store} path={setup.path ?? `/download${setup.query ?? ''}`}>
      <Routes>
        <Route path="/download" element={<DownloadScreen flow="onboarding" />} />
        <Route
          path="/start"
          element={
            <div data-testid="start-page">
              <Link to="/download">to download</Link>
            </div>
          }
        />
      </Routes>
    </TestProviders>,
  );
  return { ...result, store };
}

const events = () => (window.dataLayer ?? []).map((entry) => entry.event);
const badge = (store: 'apple' | 'google') => screen.getByTestId(`app-badge-${store}`);
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('download screen', () => {
  it('shows the QR code on a desktop once the link with the token exists', async () => {
    renderDownload();
    expect(events()).toContain('web_goto_38_download');
    const qr = await screen.findByTestId('download-qr');
    expect(qr.querySelector('svg')?.getAttribute('height')).toBe('171');
    expect(screen.getByRole('img', { name: 'QR code to download the Fastwell app' })).toBeTruthy();
    const href = new URL(badge('apple').getAttribute('href') ?? '');
    expect(href.searchParams.get('deep_link_sub2')).toBe('custom.token.value');
    expect(href.searchParams.get('deep_link_sub1')).toBe('anna@example.com');
    expect(badge('google').getAttribute('href')).toBe(badge('apple').getAttribute('href'));
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeTruthy();
  });

  it('shows no QR code on a phone, but working badges', async () => {
    renderDownload({ userAgent: USER_AGENTS.iphoneSafari });
    await waitFor(() => expect(badge('apple').getAttribute('href')).toContain('deep_link_sub2='));
    expect(screen.queryByTestId('download-qr-block')).toBeNull();
  });

  it('without a custom token: badges still link (no token), no QR code, one event', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDownload({ token: 'fails' });
    await waitFor(() =>
      expect(badge('apple').getAttribute('href')).toContain('deep_link_value=web_signup'),
    );
    expect(badge('apple').getAttribute('href')).not.toContain('deep_link_sub2');
    expect(screen.queryByTestId('download-qr-block')).toBeNull();
    expect(events()).toContain('web_customTokenFailed');
    expect(consoleError).toHaveBeenCalled();
  });

  it('says the app will ask to log in when the sign-in is not recent enough for a token', async () => {
    renderDownload({ token: 'not-recent' });
    const note = await screen.findByTestId('download-sign-in-note');
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toBe(
      'For your security, the app will not sign you in automatically this time: log in there with the account you created here.',
    );
    expect(badge('apple').getAttribute('href')).not.toContain('deep_link_sub2');
    expect(screen.queryByTestId('download-qr-block')).toBeNull();
    expect(events()).not.toContain('web_customTokenFailed');
  });

  it('moves the focus to the title once the screen is ready', async () => {
    renderDownload();
    const title = screen.getByRole('heading', { level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('shows no sign-in note when the token was made', async () => {
    renderDownload();
    await screen.findByTestId('download-qr');
    expect(screen.queryByTestId('download-sign-in-note')).toBeNull();
  });

  it('a badge clicked before the link exists only logs an event', async () => {
    renderDownload({ token: 'pending' });
    expect(screen.getByTestId('download-qr-block')).toBeTruthy();
    expect(screen.queryByTestId('download-qr')).toBeNull();
    expect(badge('google').getAttribute('aria-disabled')).toBe('true');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      badge('google').dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'web_storeBadgeNoLink', store: 'google' }),
    );
    expect(events()).not.toContain('web_storeBadgeClick');
  });

  it('a badge click with a link is logged and followed', async () => {
    renderDownload();
    await screen.findByTestId('download-qr');
    // jsdom cannot follow a link to another document.
    badge('apple').addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(badge('apple'));
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'web_storeBadgeClick', store: 'apple' }),
    );
  });

  const subscriber: UserRecord = { subscription: { id: 's1', status: 'active' } };
  it.each<[string, boolean, Setup]>([
    ['a subscriber who bought earlier', true, { record: subscriber }],
    ['a buyer of this visit', false, { record: subscriber, boughtNow: true }],
    [
      'a buyer back with the post-purchase query',
      false,
      { record: subscriber, query: '?subscriptionId=s1' },
    ],
    ['a buyer of this visit after a reload', false, { record: subscriber, resolvedId: 's1' }],
    [
      'a subscriber whose kept id is of another purchase',
      true,
      { record: subscriber, resolvedId: 'other' },
    ],
    ['the partner flag', true, { query: '?hasOldSubscription=true' }],
    ['no subscription', false, {}],
  ])('%s → already premium: %s', async (_name, premium, setup) => {
    renderDownload(setup);
    await screen.findByTestId('download-qr');
    expect(heading()).toBe(premium ? 'You already have Premium' : 'Download the app');
    expect(Boolean(screen.queryByTestId('premium-notice'))).toBe(premium);
  });

  it('keeps the visitor here on browser back, with a go-back event for each', async () => {
    renderDownload({ token: 'pending', path: '/start' });
    fireEvent.click(screen.getByRole('link', { name: 'to download' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    for (let press = 0; press < 3; press += 1) {
      fireEvent.click(screen.getByTestId('history-back'));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/download'));
    }
    expect(screen.queryByTestId('start-page')).toBeNull();
    await waitFor(() =>
      expect(events().filter((event) => event === 'web_goback_38_download')).toHaveLength(3),
    );
  });

  it('lists the 3-step how-to and the helpdesk link', () => {
    renderDownload({ token: 'pending' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Need help? Contact our helpdesk' })).toBeTruthy();
  });
});
