import { beforeEach, describe, expect, it } from 'vitest';
import type { AdConversion } from '../domain/ad-conversions';
import { AdTrackersService } from './ad-trackers.service';
import { StorageService } from './storage.service';

const storage = new StorageService(window.localStorage);

function trackers(consent?: 'granted' | 'denied') {
  const sent: AdConversion[] = [];
  return { sent, ads: new AdTrackersService(storage, { consent, sink: (c) => sent.push(c) }) };
}

beforeEach(() => {
  window.localStorage.clear();
  storage.set('gclid', 'g-1');
});

describe('AdTrackersService behind targeting consent', () => {
  it('sends conversions with the stored click ids when targeting is granted', () => {
    const { sent, ads } = trackers('granted');
    ads.observe({ event: 'web_goto_1_gender' });
    ads.observe({ event: 'web_purchaseSuccess' });
    expect(sent).toEqual([
      {
        event: 'ad_conversion',
        conversion: 'Purchase',
        sourceEvent: 'web_purchaseSuccess',
        networks: ['google_ads'],
        gclid: 'g-1',
      },
    ]);
  });

  it('sends Meta’s click id as fbc: fb.1.{time first seen}.{fbclid}', () => {
    storage.set('lastSavedFbclid', 'IwAR2F4-dbP0');
    storage.set('lastSavedFbclidTime', '1700000000000');
    storage.set('fbp', 'fb.1.1596403881668.1116446470');
    const { sent, ads } = trackers('granted');
    ads.observe({ event: 'web_startCheckout' });
    expect(sent[0]).toMatchObject({
      conversion: 'InitiateCheckout',
      fbc: 'fb.1.1700000000000.IwAR2F4-dbP0',
      fbp: 'fb.1.1596403881668.1116446470',
      networks: ['meta', 'google_ads'],
    });
  });

  it('holds conversions before a choice, sends them on accept', () => {
    const { sent, ads } = trackers();
    ads.observe({ event: 'web_startCheckout' });
    expect(sent).toEqual([]);
    ads.setConsent('granted');
    expect(sent.map((c) => c.conversion)).toEqual(['InitiateCheckout']);
  });

  it('never sends when targeting is declined', () => {
    const { sent, ads } = trackers();
    ads.observe({ event: 'web_startCheckout' });
    ads.setConsent('denied');
    ads.observe({ event: 'web_purchaseSuccess' });
    expect(sent).toEqual([]);
  });

  it('goes to window.adTrackerEvents by default, not to the dataLayer', () => {
    window.adTrackerEvents = [];
    window.dataLayer = [];
    new AdTrackersService(storage, { consent: 'granted' }).observe({ event: 'web_signUpSuccess' });
    expect(window.adTrackerEvents.map((c) => c.conversion)).toEqual(['CompleteRegistration']);
    expect(window.dataLayer).toEqual([]);
  });
});
