import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@fastwell/contract/languages';
import type { LegalPage } from './domain/legal-pages';
import { ConsentService } from '../../shared/services/consent.service';
import { createTestStore, TestProviders } from '../../app/testing/app-harness';
import LegalScreen from './legal-screen';

const MARKDOWN = [
  '# Privacy Policy',
  '',
  'Intro with [Stripe](https://stripe.com/privacy) and [terms](/terms).',
  '',
  '{{AD_OPT_OUT}}',
  '',
  '## 1. Controller',
  '',
  '- Fastwell GmbH',
  '- [privacy@fastwell.app](mailto:privacy@fastwell.app)',
].join('\n');

type Answer = { status?: number; body?: string } | 'network-error';

function stubFetch(...answers: Answer[]) {
  const fetchMock = vi.fn((_url: string) => {
    const answer = answers.shift() ?? {};
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(answer.body ?? MARKDOWN, { status: answer.status ?? 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderLegal(page: LegalPage, language: Language = 'en', onShowSettings?: () => void) {
  const store = createTestStore();
  store.language = language;
  window.dataLayer = [];
  render(
    <TestProviders store={store} path={`/${page}`}>
      <Routes>
        <Route
          path={`/${page}`}
          element={<LegalScreen page={page} onShowSettings={onShowSettings} />}
        />
      </Routes>
    </TestProviders>,
  );
  return store;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.dataLayer = [];
});

describe('legal screen', () => {
  it('shows a fixed-height skeleton until the text arrives', async () => {
    stubFetch();
    renderLegal('privacy');
    expect(screen.getByRole('status', { name: 'Loading the page…' })).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.queryByTestId('legal-loading')).toBeNull();
  });

  it('renders the markdown with one h1, safe external links and no placeholder', async () => {
    const fetchMock = stubFetch();
    renderLegal('privacy');
    await screen.findByRole('heading', { level: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/assets/legal/privacy-web.en.md', expect.anything());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: '1. Controller' })).toBeTruthy();
    const stripe = screen.getByRole('link', { name: 'Stripe' });
    expect(stripe.getAttribute('rel')).toBe('noopener noreferrer');
    expect(stripe.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'privacy@fastwell.app' }).getAttribute('rel')).toBe(
      null,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('AD_OPT_OUT');
    expect(document.title).toBe('Privacy Policy | Fastwell');
  });

  it.each<[LegalPage, Language, string]>([
    ['privacy', 'es', '/assets/legal/privacy-web.en.md'],
    ['privacy-app', 'de', '/assets/legal/privacy-app.de.md'],
    ['terms', 'fr', '/assets/legal/terms.fr.md'],
    ['refund-policy', 'pt', '/assets/legal/refund-policy.pt.md'],
  ])('%s in %s fetches %s', async (page, language, path) => {
    const fetchMock = stubFetch();
    renderLegal(page, language);
    await screen.findByRole('heading', { level: 1 });
    expect(fetchMock).toHaveBeenCalledWith(path, expect.anything());
  });

  it.each<[LegalPage, Language, Language]>([
    ['privacy', 'es', 'en'],
    ['terms', 'it', 'it'],
  ])('%s in %s marks its text as %s', async (page, language, textLanguage) => {
    stubFetch();
    renderLegal(page, language);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe(textLanguage);
  });

  it.each<[string, Answer]>([
    ['a network error', 'network-error'],
    ['a 404', { status: 404, body: 'Not found' }],
    ['the SPA fallback page', { body: '<!DOCTYPE html><html><body></body></html>' }],
  ])('%s: logs the event, shows the fallback, and retry loads the text', async (_name, answer) => {
    const fetchMock = stubFetch(answer);
    renderLegal('terms', 'de');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'web_legalFetchFailed',
        page: 'terms',
        path: '/assets/legal/terms.de.md',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the cookie policy shows the consent-tool block with the settings button', async () => {
    stubFetch();
    const onShowSettings = vi.fn();
    renderLegal('cookie-policy', 'en', onShowSettings);
    const block = screen.getByTestId('consent-tool-block');
    expect(block.querySelector('h3')?.textContent).toBe('Your cookie settings');
    fireEvent.click(screen.getByRole('button', { name: 'Show cookie settings' }));
    expect(onShowSettings).toHaveBeenCalledTimes(1);
    await screen.findByRole('heading', { level: 1 });
  });

  it('the settings button opens the consent manager of the store by default', async () => {
    stubFetch(...[{}, {}]);
    const showPreferences = vi
      .spyOn(ConsentService.prototype, 'showPreferences')
      .mockResolvedValue(undefined);
    renderLegal('cookie-policy');
    fireEvent.click(screen.getByRole('button', { name: 'Show cookie settings' }));
    expect(showPreferences).toHaveBeenCalledTimes(1);
    await screen.findByRole('heading', { level: 1 });
    cleanup();
    renderLegal('refund-policy');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('consent-tool-block')).toBeNull();
  });

  it('links home on a direct visit', async () => {
    stubFetch();
    renderLegal('terms');
    await screen.findByRole('heading', { level: 1 });
    const home = screen.getByTestId('legal-back');
    expect(home.textContent).toContain('Home');
    expect(home.getAttribute('href')).toBe('/');
  });
});
