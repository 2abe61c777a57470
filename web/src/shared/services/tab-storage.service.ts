/** Session storage keys: what this tab keeps across a reload, and nothing beyond it. */
export const TAB_STORAGE_KEYS = [
  /** QA flag overrides (ff.* and ff.qa) of this visit. */
  'flagOverrides',
  /** The §312k form's draft, until it is sent. */
  'fastwell.cancel.draft',
  /** The §312k receipt, for the confirmation page. */
  'fastwell.cancel.receipt',
  /** The withdrawal form's draft (Art. 11a CRD), until it is sent. */
  'fastwell.withdraw.draft',
  /** The withdrawal's receipt, for the confirmation page. */
  'fastwell.withdraw.receipt',
  /** The kept PayPal plan's link (a withdrawn upsell): its token, for a reload and PayPal's return. */
  'fastwell.withdraw.paypalPlan.token',
  /** A failed renewal's card-update link: its token, for a reload and the bank's return. */
  'fastwell.cardUpdate.token',
  /** The partner flow: registration, e-mail typed, the mail link's proof. */
  'fastwell.wellhub',
] as const;
export type TabStorageKey = (typeof TAB_STORAGE_KEYS)[number];

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The tab's session storage as JSON; without storage (private mode, full) it forgets quietly. */
export class TabStorageService {
  constructor(private readonly storage: Storage | null = sessionStorageOrNull()) {}

  /** The stored value, or undefined when none, unreadable, or refused by `parse`. */
  getJson<T>(key: TabStorageKey, parse: (raw: unknown) => T | undefined): T | undefined {
    try {
      const text = this.storage?.getItem(key);
      return text ? parse(JSON.parse(text) as unknown) : undefined;
    } catch {
      return undefined;
    }
  }

  setJson(key: TabStorageKey, value: unknown): void {
    try {
      this.storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage unavailable: the value lasts for this page only.
    }
  }

  remove(key: TabStorageKey): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // see setJson()
    }
  }
}
