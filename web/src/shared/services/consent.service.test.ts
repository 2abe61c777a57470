import { describe, expect, it, vi } from 'vitest';
import { ALL_GRANTED, UNDECIDED } from '../domain/consent';
import { ConsentService, readStoredConsent } from './consent.service';
import type * as ConsentUiModule from './consent-ui';
import type { ConsentUiOptions } from './consent-ui-options';

const stamp = '2026-11-21T10:00:00.000Z';
const record = (categories: string[]) =>
  encodeURIComponent(
    JSON.stringify({
      categories,
      consentId: 'id-1',
      consentTimestamp: stamp,
      lastConsentTimestamp: stamp,
    }),
  );

describe('readStoredConsent', () => {
  it.each([
    ['no cookie', '', UNDECIDED],
    ['another cookie only', 'a=1', UNDECIDED],
    ['broken JSON', 'cc_cookie=%7Bnope', UNDECIDED],
    [
      'necessary only',
      `a=1; cc_cookie=${record(['necessary'])}`,
      { decided: true, granted: ['necessary'] },
    ],
    ['accept all', `cc_cookie=${record([...ALL_GRANTED.granted])}`, ALL_GRANTED],
  ])('%s', (_, cookie, expected) => {
    expect(readStoredConsent(cookie)).toEqual(expected);
  });
});

describe('ConsentService', () => {
  function fakeUi() {
    return {
      runConsentUi: vi.fn(async (_options: ConsentUiOptions) => undefined),
      showPreferences: vi.fn(),
      setLanguage: vi.fn(async () => undefined),
    };
  }
  const options: ConsentUiOptions = {
    language: 'en',
    texts: async () => ({ consentModal: {}, preferencesModal: { sections: [] } }),
    onChoice: () => undefined,
  };

  it('loads the tool once, and opens preferences only after it started', async () => {
    const ui = fakeUi();
    const load = vi.fn(async () => ui as unknown as typeof ConsentUiModule);
    const service = new ConsentService(load, () => '');
    await service.showPreferences();
    expect(load).not.toHaveBeenCalled();
    await Promise.all([service.start(options), service.start(options)]);
    await service.showPreferences();
    expect(load).toHaveBeenCalledTimes(1);
    expect(ui.runConsentUi).toHaveBeenCalledTimes(1);
    expect(ui.showPreferences).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a visitor whose choice is stored, until they open the preferences (in the language set last)', async () => {
    const ui = fakeUi();
    const load = vi.fn(async () => ui as unknown as typeof ConsentUiModule);
    const service = new ConsentService(load, () => `cc_cookie=${record(['necessary'])}`);
    await service.start(options);
    await service.setLanguage('de');
    expect(load).not.toHaveBeenCalled();
    await service.showPreferences();
    expect(load).toHaveBeenCalledTimes(1);
    expect(ui.runConsentUi).toHaveBeenCalledWith(expect.objectContaining({ language: 'de' }));
    expect(ui.showPreferences).toHaveBeenCalledTimes(1);
    await service.showPreferences();
    expect(ui.runConsentUi).toHaveBeenCalledTimes(1);
    expect(ui.showPreferences).toHaveBeenCalledTimes(2);
  });
});
