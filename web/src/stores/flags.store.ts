import { makeAutoObservable } from 'mobx';
import {
  FLAG_DEFAULTS,
  type FlagName,
  type FlagValues,
  coerceFlag,
  overridesFromSearch,
} from '../domain/flags';
import type { AnalyticsService } from '../services/analytics.service';
import type { FlagsService } from '../services/flags.service';

const OVERRIDES_KEY = 'flagOverrides';

/** Typed flag values: remote (GrowthBook) over defaults, per-visit URL overrides over both. */
export class FlagsStore {
  values: FlagValues = { ...FLAG_DEFAULTS };
  ready = false;

  constructor(
    private readonly service: FlagsService,
    private readonly analytics: AnalyticsService,
  ) {
    makeAutoObservable<FlagsStore, 'service' | 'analytics'>(this, {
      service: false,
      analytics: false,
    });
  }

  get<K extends FlagName>(name: K): FlagValues[K] {
    return this.values[name];
  }

  async init(search: string): Promise<void> {
    try {
      await this.service.init();
    } catch (error) {
      this.analytics.error('web_flagsUnavailable', error);
    }
    this.apply(this.visitOverrides(search));
  }

  private visitOverrides(search: string): Partial<Record<FlagName, unknown>> {
    let saved: Partial<Record<FlagName, unknown>> = {};
    try {
      saved = JSON.parse(sessionStorage.getItem(OVERRIDES_KEY) ?? '{}') as Partial<
        Record<FlagName, unknown>
      >;
    } catch {
      saved = {};
    }
    const merged = { ...saved, ...overridesFromSearch(search) };
    try {
      sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify(merged));
    } catch {
      // storage unavailable: the override lasts for this page only
    }
    return merged;
  }

  private apply(overrides: Partial<Record<FlagName, unknown>>): void {
    const next = { ...FLAG_DEFAULTS } as Record<FlagName, unknown>;
    for (const name of Object.keys(FLAG_DEFAULTS) as FlagName[]) {
      const raw = name in overrides ? overrides[name] : this.service.value(name);
      const { value, wrongType } = coerceFlag(name, raw);
      if (wrongType) this.analytics.track('web_growthBookWrongFeature', { feature: name });
      next[name] = value;
    }
    this.values = next as FlagValues;
    this.ready = true;
  }
}
