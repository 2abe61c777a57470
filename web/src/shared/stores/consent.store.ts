import type { i18n } from 'i18next';
import { makeAutoObservable } from 'mobx';
import {
  AD_TRACKERS_CATEGORY,
  ANALYTICS_CATEGORY,
  gateStatus,
  type ConsentCategory,
  type ConsentChoice,
} from '../domain/consent';
import { normalizeLanguage, type Language } from '@fastwell/contract/languages';
import type { AdTrackersService } from '../services/ad-trackers.service';
import type { AnalyticsService } from '../services/analytics.service';
import type { ConsentService } from '../services/consent.service';
import { consentTexts } from '../services/consent-texts';

type Deps = {
  analytics: AnalyticsService;
  adTrackers: AdTrackersService;
  service: ConsentService;
  language: () => Language;
};

/**
 * The visitor's consent per category (spec 02 §7), remembered by the consent tool's cookie.
 * Performance opens analytics, targeting opens ad trackers; before a choice both hold their
 * events in memory (see domain/consent.ts).
 */
export class ConsentStore {
  decided = false;
  readonly necessary = true;
  performance = false;
  functional = false;
  targeting = false;
  social_media = false;
  video = false;

  constructor(
    private readonly deps: Deps,
    initial: ConsentChoice,
  ) {
    makeAutoObservable<ConsentStore, 'deps'>(this, { deps: false }, { autoBind: true });
    this.apply(initial);
  }

  get choice(): ConsentChoice {
    const categories: ConsentCategory[] = ['necessary'];
    if (this.performance) categories.push('performance');
    if (this.functional) categories.push('functional');
    if (this.targeting) categories.push('targeting');
    if (this.social_media) categories.push('social_media');
    if (this.video) categories.push('video');
    return { decided: this.decided, granted: categories };
  }

  /** Takes a choice (stored or new) and opens or closes the gates accordingly. */
  apply(choice: ConsentChoice): void {
    this.decided = choice.decided;
    const has = (category: ConsentCategory) => choice.decided && choice.granted.includes(category);
    this.performance = has('performance');
    this.functional = has('functional');
    this.targeting = has('targeting');
    this.social_media = has('social_media');
    this.video = has('video');
    this.deps.analytics.setConsent(gateStatus(choice, ANALYTICS_CATEGORY));
    this.deps.adTrackers.setConsent(gateStatus(choice, AD_TRACKERS_CATEGORY));
  }

  /** Loads the consent tool (banner when undecided); its texts follow the app's language. */
  async start(translations: i18n): Promise<void> {
    translations.on('languageChanged', (language) => {
      void this.deps.service.setLanguage(normalizeLanguage(language));
    });
    await this.deps.service.start({
      language: this.deps.language(),
      texts: async (language) => {
        await translations.loadLanguages(language);
        return consentTexts(translations.getFixedT(language));
      },
      onChoice: this.apply,
    });
  }

  /** Opens the preferences modal, so a choice can be changed (cookie-policy page). */
  showSettings(): void {
    void this.deps.service.showPreferences();
  }
}
