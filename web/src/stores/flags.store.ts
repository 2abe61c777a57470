import { compareStructural, makeAutoObservable } from 'mobx';
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
    private readonly service: Pick<FlagsService, 'init' | 'value'>,
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

  /**
   * Writes only the flags whose value changed: a screen that reads flags re-renders when the
   * remote values arrive only if one of its flags differs from its default (such a re-render is
   * synchronous, one long task on a slow phone).
   */
  private apply(overrides: Partial<Record<FlagName, unknown>>): void {
    const values = this.values as Record<FlagName, unknown>;
    for (const name of Object.keys(FLAG_DEFAULTS) as FlagName[]) {
      const raw = name in overrides ? overrides[name] : this.service.value(name);
      const { value, wrongType } = coerceFlag(name, raw);
      if (wrongType) this.analytics.track('web_growthBookWrongFeature', { feature: name });
      if (!compareStructural(values[name], value)) values[name] = value;
    }
    this.ready = true;
  }
}
