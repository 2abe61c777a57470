import { adConversionFor, type AdConversion, type ClickIds, fbcOf } from '../domain/ad-conversions';
import type { GateStatus } from '../domain/consent';
import { ConsentGatedQueue } from '../domain/consent-queue';
import type { AnalyticsEntry } from './analytics.service';
import type { StorageService } from './storage.service';

declare global {
  interface Window {
    /** What the ad tags (Meta pixel, TikTok, Google Ads, X) would receive; see AdTrackersService. */
    adTrackerEvents?: AdConversion[];
  }
}

export type AdTrackersOptions = {
  consent?: GateStatus;
  sink?: (conversion: AdConversion) => void;
};

function pushToAdTrackerEvents(conversion: AdConversion): void {
  window.adTrackerEvents ??= [];
  window.adTrackerEvents.push(conversion);
}

/**
 * Ad conversions, gated by targeting consent (spec 02 §7), with the click ids kept from the
 * entry URL. Offline and honest: no third-party tag is loaded and nothing is sent to a tracker
 * host; conversions go to window.adTrackerEvents, where a tag (or a test) can pick them up.
 * Like analytics: held in memory before a choice, sent on accept, discarded on decline.
 */
export class AdTrackersService {
  private readonly gate: ConsentGatedQueue<AdConversion>;

  constructor(
    private readonly storage: StorageService,
    options: AdTrackersOptions = {},
  ) {
    this.gate = new ConsentGatedQueue(options.sink ?? pushToAdTrackerEvents, options.consent);
  }

  setConsent(status: GateStatus): void {
    this.gate.setStatus(status);
  }

  /** Called with every app event; only conversion events become ad conversions. */
  observe(entry: AnalyticsEntry): void {
    const conversion = adConversionFor(entry.event, this.clickIds());
    if (conversion) this.gate.push(conversion);
  }

  private clickIds(): ClickIds {
    const read = (key: 'fbp' | 'ttclid' | 'gclid' | 'twclid') => this.storage.get(key) ?? undefined;
    return {
      fbp: read('fbp'),
      fbc: fbcOf(this.storage.get('lastSavedFbclid'), this.storage.get('lastSavedFbclidTime')),
      ttclid: read('ttclid'),
      gclid: read('gclid'),
      twclid: read('twclid'),
    };
  }
}
