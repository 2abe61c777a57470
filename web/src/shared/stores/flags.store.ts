import { compareStructural, makeAutoObservable } from 'mobx';
import type { ExperimentAssignments } from '@fastwell/contract/experiments';
import type { Assignment } from '../domain/experiments/exposure-log';
import type { VisitorFacts } from '../domain/experiments/visitor-attributes';
import { type OverridePolicy, overridesAllowed, qaKeyFromSearch } from '../domain/flag-overrides';
import {
  FLAG_DEFAULTS,
  type FlagName,
  type FlagValues,
  coerceFlag,
  overridesFromSearch,
} from '../domain/flags';
import type { AnalyticsService } from '../services/analytics.service';
import type { FlagsService } from '../services/flags.service';
import type { TabStorageService } from '../services/tab-storage.service';
import type { ExperimentExposures } from './experiment-exposures';

type Overrides = Partial<Record<FlagName, unknown>>;
type SavedOverrides = { overrides?: Overrides; qaKey?: string };

const savedOverrides = (raw: unknown): SavedOverrides | undefined =>
  raw && typeof raw === 'object' ? (raw as SavedOverrides) : undefined;

export type FlagsStoreDeps = {
  service: Pick<FlagsService, 'init' | 'value' | 'updateAttributes'>;
  analytics: AnalyticsService;
  /** Keeps the visit's overrides across a reload of this tab. */
  tabStorage: Pick<TabStorageService, 'getJson' | 'setJson'>;
  /** The exposure log, a lazy chunk loaded with the flags (nothing is exposed before). */
  exposures: () => Promise<ExperimentExposures>;
  /** What is known about the visitor now (read at start and on every refresh). */
  facts: () => VisitorFacts;
  overridePolicy: OverridePolicy;
};

/**
 * Typed flag values: remote (GrowthBook) over defaults, per-visit URL overrides over both (where
 * the build allows them). Reading a flag whose value came from an experiment is the visitor's
 * exposure to it.
 */
export class FlagsStore {
  values: FlagValues = { ...FLAG_DEFAULTS };
  ready = false;
  private readonly assignments = new Map<string, Assignment>();
  private overrides: Overrides = {};
  private exposures?: ExperimentExposures;

  constructor(private readonly deps: FlagsStoreDeps) {
    makeAutoObservable<FlagsStore, 'deps' | 'assignments' | 'overrides' | 'exposures'>(this, {
      deps: false,
      assignments: false,
      overrides: false,
      exposures: false,
    });
  }

  get<K extends FlagName>(name: K): FlagValues[K] {
    const assignment = this.assignments.get(name);
    if (assignment) this.exposures?.shown(assignment);
    return this.values[name];
  }

  /** The experiments this visitor was shown, to travel with a purchase. */
  viewedExperiments(): ExperimentAssignments {
    return this.exposures?.viewed() ?? {};
  }

  async init(search: string): Promise<void> {
    const [remote, exposures] = await Promise.allSettled([
      this.deps.service.init(this.deps.facts(), ({ feature, ...assignment }) =>
        this.assignments.set(feature, assignment),
      ),
      this.deps.exposures(),
    ]);
    if (remote.status === 'rejected')
      this.deps.analytics.error('web_flagsUnavailable', remote.reason);
    // Without the log (its chunk failed to load) no exposure is sent and none travels.
    if (exposures.status === 'fulfilled') this.exposures = exposures.value;
    this.overrides = await this.visitOverrides(search);
    this.apply();
  }

  /** The visitor's attributes changed (signed in, another language, country known). */
  async refreshAttributes(): Promise<void> {
    if (!this.ready) return;
    await this.deps.service.updateAttributes(this.deps.facts());
    this.apply();
  }

  private async visitOverrides(search: string): Promise<Overrides> {
    const saved = this.deps.tabStorage.getJson('flagOverrides', savedOverrides) ?? {};
    const overrides = { ...saved.overrides, ...overridesFromSearch(search) };
    const qaKey = qaKeyFromSearch(search) ?? saved.qaKey;
    this.deps.tabStorage.setJson('flagOverrides', { overrides, qaKey });
    if (Object.keys(overrides).length === 0) return {};
    if (await overridesAllowed(this.deps.overridePolicy, qaKey)) return overrides;
    this.deps.analytics.track('web_flagOverridesIgnored', {
      flags: Object.keys(overrides).join(','),
    });
    console.warn('Flag overrides ignored: this build needs the QA key (?ff.qa=…).');
    return {};
  }

  /**
   * Writes only the flags whose value changed: a screen that reads flags re-renders when the
   * remote values arrive only if one of its flags differs from its default (such a re-render is
   * synchronous, one long task on a slow phone). A forced flag is in no experiment.
   */
  private apply(): void {
    const values = this.values as Record<FlagName, unknown>;
    for (const name of Object.keys(FLAG_DEFAULTS) as FlagName[]) {
      const forced = name in this.overrides;
      if (forced) this.assignments.delete(name);
      const raw = forced ? this.overrides[name] : this.deps.service.value(name);
      const { value, wrongType } = coerceFlag(name, raw);
      if (wrongType) {
        this.assignments.delete(name);
        this.deps.analytics.track('web_growthBookWrongFeature', { feature: name });
      }
      if (!compareStructural(values[name], value)) values[name] = value;
    }
    this.ready = true;
  }
}
