import type { GateStatus } from '../domain/consent';
import { ConsentGatedQueue } from '../domain/consent-queue';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    /** Set by Google Tag Manager once a container has loaded on the page. */
    google_tag_manager?: unknown;
  }
}

export const EVENT_NAME_MAX_LENGTH = 40;
/**
 * Spec 02 §9: the analytics tag's event timeout. An event the page waits on carries it as Google
 * Tag Manager's `eventTimeout`: the longest the tag manager takes over the event's tags before it
 * calls the event's `eventCallback`.
 */
export const ANALYTICS_EVENT_TIMEOUT_MS = 60_000;
export type EventParams = Record<string, string | number | boolean | null | undefined>;
export type AnalyticsEntry = { event: string } & EventParams;
export type AnalyticsListener = (entry: AnalyticsEntry) => void;
/** Google Tag Manager's keys of an event the page waits on. */
export type TagCallback = { eventCallback: () => void; eventTimeout: number };
/** What reaches the dataLayer: an entry, with the tag manager's callback keys on an awaited one. */
export type DataLayerEntry = { event: string; [key: string]: EventParams[string] | (() => void) };
type Outgoing = { entry: AnalyticsEntry; tag?: TagCallback };

export type AnalyticsOptions = {
  /** The performance-consent gate at start; pending until the visitor chooses. */
  consent?: GateStatus;
  /** Where sent events go; window.dataLayer (the Google Tag Manager convention) by default. */
  sink?: (entry: DataLayerEntry) => void;
  /** The app's release label, sent with every event (spec 01 §9, 02 §9); none by default. */
  release?: string;
  /** Whether a tag manager runs on the page (one that will call an event's callback). */
  tagManagerLoaded?: () => boolean;
};

function pushToDataLayer(entry: DataLayerEntry): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

const gtmLoaded = (): boolean =>
  typeof window.google_tag_manager === 'object' && window.google_tag_manager !== null;

/**
 * Every event goes to window.dataLayer in every build, but only with performance consent
 * (spec 02 §7): before a choice events wait in memory and are flushed on accept; on decline
 * they are discarded and later ones dropped. Local listeners (ad trackers, gated by their own
 * category) see every event; nothing leaves the page through them without targeting consent.
 * Every event carries the release label and who it is about.
 */
export class AnalyticsService {
  private readonly gate: ConsentGatedQueue<Outgoing>;
  private readonly listeners = new Set<AnalyticsListener>();
  private readonly sentListeners = new Set<AnalyticsListener>();
  private readonly release: EventParams;
  private readonly tagManagerLoaded: () => boolean;
  private identity: EventParams = {};

  constructor(options: AnalyticsOptions = {}) {
    const sink = options.sink ?? pushToDataLayer;
    this.release = options.release ? { release: options.release } : {};
    this.tagManagerLoaded = options.tagManagerLoaded ?? gtmLoaded;
    this.gate = new ConsentGatedQueue(({ entry, tag }: Outgoing) => {
      sink(tag ? { ...entry, ...tag } : entry);
      this.sentListeners.forEach((listener) => listener(entry));
    }, options.consent);
  }

  /**
   * Who the events are about, added to every event from now on: the anonymous visitor id from
   * the start, the user's uid once signed in, so exposures and conversions join on one id.
   */
  identify(identity: { visitorId: string; uid?: string }): void {
    this.identity = identity.uid
      ? { visitorId: identity.visitorId, uid: identity.uid }
      : { visitorId: identity.visitorId };
  }

  get consent(): GateStatus {
    return this.gate.gate;
  }

  setConsent(status: GateStatus): void {
    this.gate.setStatus(status);
  }

  /** Sees every tracked event in the page, whatever the performance consent; returns an unsubscribe. */
  onEvent(listener: AnalyticsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sees the events that passed the consent gate, as they are sent; returns an unsubscribe. */
  onSent(listener: AnalyticsListener): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  track(name: string, params: EventParams = {}): void {
    this.gate.push({ entry: this.entryOf(name, params) });
  }

  /**
   * An event the page waits on before it goes away (an in-app browser closing): it resolves once
   * the tag manager has run the event's tags (GTM's `eventCallback`), at the latest after
   * ANALYTICS_EVENT_TIMEOUT_MS (its `eventTimeout`, and a timer of ours in case the tag manager
   * stalls). At once when the event does not leave the page now (no performance consent) or no
   * tag manager runs here to call back.
   */
  trackAndWait(name: string, params: EventParams = {}): Promise<void> {
    if (this.gate.gate !== 'granted' || !this.tagManagerLoaded()) {
      this.track(name, params);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, ANALYTICS_EVENT_TIMEOUT_MS);
      this.gate.push({
        entry: this.entryOf(name, params),
        tag: { eventCallback: done, eventTimeout: ANALYTICS_EVENT_TIMEOUT_MS },
      });
    });
  }

  private entryOf(name: string, params: EventParams): AnalyticsEntry {
    const entry: AnalyticsEntry = {
      event: name.slice(0, EVENT_NAME_MAX_LENGTH),
      ...this.release,
      ...this.identity,
      ...params,
    };
    this.listeners.forEach((listener) => listener(entry));
    return entry;
  }

  error(name: string, error: unknown, params: EventParams = {}): void {
    const message = error instanceof Error ? error.message : String(error);
    this.track(name, { ...params, message });
    console.error(`[${name}]`, error);
  }
}
