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
 * first render when no choice is stored (the banner, a bottom bar that leaves the page usable);
 * a returning visitor's stored choice needs no tool until they open the preferences.
 */
export class ConsentService {
  private ui?: Promise<ConsentUi>;
  private started?: Promise<ConsentUi>;
  private options?: ConsentUiOptions;
  private language?: Language;

  constructor(
    private readonly loadUi: () => Promise<ConsentUi> = () => import('./consent-ui'),
    private readonly cookie: () => string = () => document.cookie,
  ) {}

  /** Shows the banner when no choice is stored; reports a new choice via onChoice. */
  start(options: ConsentUiOptions): Promise<void> {
    this.options = options;
    if (readStoredConsent(this.cookie()).decided) return Promise.resolve();
    return this.run(options).then(() => undefined);
  }

  /** Opens the preferences modal (categories with toggles), loading the tool if it is not yet. */
  async showPreferences(): Promise<void> {
    if (!this.options) return;
    (await this.run(this.options)).showPreferences();
  }

  async setLanguage(language: Language): Promise<void> {
    this.language = language;
    if (!this.started) return;
    await (await this.started).setLanguage(language);
  }

  private run(options: ConsentUiOptions): Promise<ConsentUi> {
    this.started ??= this.load().then(async (ui) => {
      await ui.runConsentUi({ ...options, language: this.language ?? options.language });
      return ui;
    });
    return this.started;
  }

  private load(): Promise<ConsentUi> {
    this.ui ??= this.loadUi();
    return this.ui;
  }
}
