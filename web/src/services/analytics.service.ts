declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export const EVENT_NAME_MAX_LENGTH = 40;
export type EventParams = Record<string, string | number | boolean | null | undefined>;

/** Every event goes to window.dataLayer (the Google Tag Manager convention) in every build. */
export class AnalyticsService {
  track(name: string, params: EventParams = {}): void {
    const event = name.slice(0, EVENT_NAME_MAX_LENGTH);
    window.dataLayer ??= [];
    window.dataLayer.push({ event, ...params });
  }

  error(name: string, error: unknown, params: EventParams = {}): void {
    const message = error instanceof Error ? error.message : String(error);
    this.track(name, { ...params, message });
    console.error(`[${name}]`, error);
  }
}
