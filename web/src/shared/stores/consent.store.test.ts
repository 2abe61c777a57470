import { describe, expect, it, vi } from 'vitest';
import { ALL_GRANTED, UNDECIDED, type ConsentChoice } from '../domain/consent';
import { AdTrackersService } from '../services/ad-trackers.service';
import { AnalyticsService } from '../services/analytics.service';
import type { ConsentService } from '../services/consent.service';
import { StorageService } from '../services/storage.service';
import { ConsentStore } from './consent.store';

function make(initial: ConsentChoice) {
  const analytics = new AnalyticsService();
  const adTrackers = new AdTrackersService(new StorageService(window.localStorage));
  const adConsent = vi.spyOn(adTrackers, 'setConsent');
  const service = { showPreferences: vi.fn(async () => undefined) };
  const store = new ConsentStore(
    { analytics, adTrackers, service: service as unknown as ConsentService, language: () => 'en' },
    initial,
  );
  return { store, analytics, adConsent, service };
}

describe('ConsentStore', () => {
  it('starts undecided with both gates pending', () => {
    const { store, analytics, adConsent } = make(UNDECIDED);
    expect(store.decided).toBe(false);
    expect(store.performance).toBe(false);
    expect(analytics.consent).toBe('pending');
    expect(adConsent).toHaveBeenLastCalledWith('pending');
  });

  it('opens analytics and ad trackers from a stored accept-all', () => {
    const { store, analytics, adConsent } = make(ALL_GRANTED);
    expect(store.choice).toEqual(ALL_GRANTED);
    expect(analytics.consent).toBe('granted');
    expect(adConsent).toHaveBeenLastCalledWith('granted');
  });

  it('gates each tracker by its own category', () => {
    const { store, analytics, adConsent } = make(UNDECIDED);
    store.apply({ decided: true, granted: ['necessary', 'targeting'] });
    expect(store.targeting).toBe(true);
    expect(store.performance).toBe(false);
    expect(analytics.consent).toBe('denied');
    expect(adConsent).toHaveBeenLastCalledWith('granted');
  });

  it('opens the preferences modal on showSettings', () => {
    const { store, service } = make(ALL_GRANTED);
    store.showSettings();
    expect(service.showPreferences).toHaveBeenCalledTimes(1);
  });
});
