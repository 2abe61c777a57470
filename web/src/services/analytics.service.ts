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

  constructor(options: AnalyticsOptions = {}) {
    this.gate = new ConsentGatedQueue(options.sink ?? pushToDataLayer, options.consent);
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

  track(name: string, params: EventParams = {}): void {
    const entry: AnalyticsEntry = { event: name.slice(0, EVENT_NAME_MAX_LENGTH), ...params };
    this.listeners.forEach((listener) => listener(entry));
    this.gate.push(entry);
  }

  error(name: string, error: unknown, params: EventParams = {}): void {
    const message = error instanceof Error ? error.message : String(error);
    this.track(name, { ...params, message });
    console.error(`[${name}]`, error);
  }
}
