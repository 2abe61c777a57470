import type { GateStatus } from '../domain/consent';
import { ConsentGatedQueue } from '../domain/consent-queue';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export const EVENT_NAME_MAX_LENGTH = 40;
export type EventParams = Record<string, string | number | boolean | null | undefined>;
export type AnalyticsEntry = { event: string } & EventParams;
export type AnalyticsListener = (entry: AnalyticsEntry) => void;

export type AnalyticsOptions = {
  /** The performance-consent gate at start; pending until the visitor chooses. */
  consent?: GateStatus;
  /** Where sent events go; window.dataLayer (the Google Tag Manager convention) by default. */
  sink?: (entry: AnalyticsEntry) => void;
};

function pushToDataLayer(entry: AnalyticsEntry): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

/**
 * Every event goes to window.dataLayer in every build, but only with performance consent
 * (spec 02 §7): before a choice events wait in memory and are flushed on accept; on decline
 * they are discarded and later ones dropped. Local listeners (ad trackers, gated by their own
 * category) see every event; nothing leaves the page through them without targeting consent.
 */
export class AnalyticsService {
  private readonly gate: ConsentGatedQueue<AnalyticsEntry>;
  private readonly listeners = new Set<AnalyticsListener>();
  private readonly sentListeners = new Set<AnalyticsListener>();
  private identity: EventParams = {};

  constructor(options: AnalyticsOptions = {}) {
    const sink = options.sink ?? pushToDataLayer;
    this.gate = new ConsentGatedQueue((entry: AnalyticsEntry) => {
      sink(entry);
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
    const entry: AnalyticsEntry = {
      event: name.slice(0, EVENT_NAME_MAX_LENGTH),
      ...this.identity,
      ...params,
    };
    this.listeners.forEach((listener) => listener(entry));
    this.gate.push(entry);
  }

  error(name: string, error: unknown, params: EventParams = {}): void {
    const message = error instanceof Error ? error.message : String(error);
    this.track(name, { ...params, message });
    console.error(`[${name}]`, error);
  }
}
