// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsService } from './analytics.service';
import { createI18n } from './i18n';

afterEach(() => vi.unstubAllGlobals());

describe('createI18n', () => {
  it('logs web_i18n_error when the translation file cannot be loaded, and still starts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('not found', { status: 404 }))),
    );
    const analytics = new AnalyticsService();
    const error = vi.spyOn(analytics, 'error').mockImplementation(() => undefined);
    const i18n = await createI18n('de', analytics);
    expect(error).toHaveBeenCalledWith(
      'web_i18n_error',
      expect.any(Error),
      expect.objectContaining({ language: 'de' }),
    );
    // Keys show instead of text; the app itself keeps running.
    expect(i18n.t('payment.title')).toBe('payment.title');
  });
});

describe('createI18n: the translations', () => {
  it('loads the language file and retries after a server error', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('unavailable', { status: 503 }))
      .mockImplementation(() =>
        Promise.resolve(
          new Response(JSON.stringify({ payment: { title: 'Zahlung' } }), { status: 200 }),
        ),
      );
    vi.stubGlobal('fetch', fetch);
    const i18n = await createI18n('de', new AnalyticsService());
    expect(i18n.t('payment.title')).toBe('Zahlung');
    const urls = fetch.mock.calls.map(([url]) => String(url));
    // German twice (the 503, then the retry), and English, the fallback language, once.
    expect(urls.filter((url) => url === '/onboarding/locales/de/translation.json')).toHaveLength(2);
    expect(urls.filter((url) => url === '/onboarding/locales/en/translation.json')).toHaveLength(1);
  });
});
