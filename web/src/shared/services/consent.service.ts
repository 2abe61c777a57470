import { choiceFromRecord, UNDECIDED, type ConsentChoice } from '../domain/consent';
import type { Language } from '@fastwell/contract/languages';
import type * as ConsentUiModule from './consent-ui';
import { CONSENT_COOKIE, type ConsentUiOptions } from './consent-ui-options';

/**
 * The choice already stored by the consent tool, read synchronously at startup so a returning
 * visitor's analytics are not held back until the tool's lazy chunk has loaded.
 */
export function readStoredConsent(cookie: string = document.cookie): ConsentChoice {
  const prefix = `${CONSENT_COOKIE}=`;
  const raw = cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return UNDECIDED;
  try {
    return choiceFromRecord(JSON.parse(decodeURIComponent(raw)));
  } catch {
    return UNDECIDED;
  }
}

type ConsentUi = typeof ConsentUiModule;

/**
 * Wraps vanilla-cookieconsent. The library and its CSS are a separate chunk, loaded after the
 * first render; the banner is a bottom bar that leaves the page usable.
 */
export class ConsentService {
  private ui?: Promise<ConsentUi>;
  private started?: Promise<ConsentUi>;

  constructor(private readonly loadUi: () => Promise<ConsentUi> = () => import('./consent-ui')) {}

  /** Shows the banner when no choice is stored; reports the stored or new choice via onChoice. */
  start(options: ConsentUiOptions): Promise<void> {
    this.started ??= this.load().then(async (ui) => {
      await ui.runConsentUi(options);
      return ui;
    });
    return this.started.then(() => undefined);
  }

  /** Opens the preferences modal (categories with toggles); waits for start if it is loading. */
  async showPreferences(): Promise<void> {
    if (!this.started) return;
    (await this.started).showPreferences();
  }

  async setLanguage(language: Language): Promise<void> {
    if (!this.started) return;
    await (await this.started).setLanguage(language);
  }

  private load(): Promise<ConsentUi> {
    this.ui ??= this.loadUi();
    return this.ui;
  }
}
