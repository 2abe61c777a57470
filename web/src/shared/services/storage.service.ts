/** Local storage keys of spec 01 §3; everything the app persists goes through here. */
export const STORAGE_KEYS = [
  'lang',
  'countryCode',
  'region',
  'originalSearchParams',
  'searchParams',
  'firstVisit',
  'localId',
  'dc',
  'dscExp',
  'lastSavedFbclid',
  'lastSavedFbclidTime',
  'appState',
  'tokenId',
  'token',
  'previousStep',
  'lastSavedStep',
  'lastSavedHistoryLength',
  'payment_intent',
  'payment_intent_client_secret',
  'selectedPackageId',
  'subscriptionId',
  'send_event',
  'redirect_status',
  'source',
  'sgroup',
  'fbp',
  'twclid',
  'ttclid',
  'gclid',
  'startupReloadCount',
  /** Experiments the visitor was shown (experiment key → variation), JSON. */
  'experimentsViewed',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

/** Cleared when the loading screen starts a new onboarding. */
export const KEYS_CLEARED_ON_LOADING: readonly StorageKey[] = [
  'appState',
  'tokenId',
  'token',
  'dc',
  'previousStep',
  'lastSavedStep',
  'lastSavedHistoryLength',
  'payment_intent',
  'payment_intent_client_secret',
  'selectedPackageId',
  'subscriptionId',
  'send_event',
  'redirect_status',
  'source',
];

export class StorageService {
  constructor(private readonly storage: Storage = window.localStorage) {}

  get(key: StorageKey): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  set(key: StorageKey, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      // Private mode or full storage: the app keeps working from memory.
    }
  }

  remove(key: StorageKey): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // see set()
    }
  }

  getJson<T>(key: StorageKey, parse: (raw: unknown) => T | undefined): T | undefined {
    const raw = this.get(key);
    if (raw === null) return undefined;
    try {
      return parse(JSON.parse(raw));
    } catch {
      return undefined;
    }
  }

  setJson(key: StorageKey, value: unknown): void {
    this.set(key, JSON.stringify(value));
  }

  clearForNewOnboarding(): void {
    KEYS_CLEARED_ON_LOADING.forEach((key) => this.remove(key));
  }
}
