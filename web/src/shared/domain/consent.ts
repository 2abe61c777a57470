/**
 * Consent decisions (spec 02 §7): which category gates what, and what happens to an event
 * before, on and after the visitor's choice. Pure: the services own the IO.
 */
export const CONSENT_CATEGORIES = [
  'necessary',
  'performance',
  'functional',
  'targeting',
  'social_media',
  'video',
] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;
export const OPTIONAL_CATEGORIES = CONSENT_CATEGORIES.filter(
  (category): category is OptionalCategory => category !== 'necessary',
);

/** Performance gates analytics; targeting gates ad trackers. */
export const ANALYTICS_CATEGORY: ConsentCategory = 'performance';
export const AD_TRACKERS_CATEGORY: ConsentCategory = 'targeting';

/** The visitor's choice; `decided` is false until the banner was answered (or a cookie read). */
export type ConsentChoice = { decided: boolean; granted: readonly ConsentCategory[] };
export const UNDECIDED: ConsentChoice = { decided: false, granted: ['necessary'] };
export const ALL_GRANTED: ConsentChoice = { decided: true, granted: CONSENT_CATEGORIES };

export type GateStatus = 'pending' | 'granted' | 'denied';

/** Necessary is always on; any other category is pending until a choice is made. */
export function gateStatus(choice: ConsentChoice, category: ConsentCategory): GateStatus {
  if (category === 'necessary') return 'granted';
  if (!choice.decided) return 'pending';
  return choice.granted.includes(category) ? 'granted' : 'denied';
}

/** Events kept in memory before a choice; beyond this the oldest are kept, newer dropped. */
export const MAX_QUEUED_EVENTS = 200;

export type EventAction = 'send' | 'queue' | 'drop';

/** Granted: send now. Pending: hold in memory (up to the cap). Denied: never sent, not kept. */
export function eventAction(status: GateStatus, queued: number): EventAction {
  if (status === 'granted') return 'send';
  if (status === 'denied') return 'drop';
  return queued < MAX_QUEUED_EVENTS ? 'queue' : 'drop';
}

export type QueueAction = 'flush' | 'keep' | 'discard';

/** When the gate's status changes: accept flushes the queue, decline discards it. */
export function queueAction(status: GateStatus): QueueAction {
  if (status === 'granted') return 'flush';
  if (status === 'denied') return 'discard';
  return 'keep';
}

const isCategory = (value: unknown): value is ConsentCategory =>
  (CONSENT_CATEGORIES as readonly unknown[]).includes(value);

/**
 * The consent tool's stored record (vanilla-cookieconsent's cookie, JSON): a choice counts only
 * with a consent id, both timestamps and a category list, as the tool itself requires.
 */
export function choiceFromRecord(record: unknown): ConsentChoice {
  if (typeof record !== 'object' || record === null) return UNDECIDED;
  const { consentId, consentTimestamp, lastConsentTimestamp, categories } = record as Record<
    string,
    unknown
  >;
  const valid =
    typeof consentId === 'string' &&
    consentId !== '' &&
    typeof consentTimestamp === 'string' &&
    typeof lastConsentTimestamp === 'string' &&
    Array.isArray(categories);
  return valid ? choiceFromCategories(categories) : UNDECIDED;
}

/** A made choice from the tool's accepted category names (unknown names are ignored). */
export function choiceFromCategories(categories: readonly unknown[]): ConsentChoice {
  const granted = categories.filter(isCategory);
  return {
    decided: true,
    granted: granted.includes('necessary') ? granted : ['necessary', ...granted],
  };
}
