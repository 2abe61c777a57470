import type { VisitorFacts } from '../domain/experiments/visitor-attributes';
import type { OverridePolicy } from '../domain/flag-overrides';
import { AnalyticsService } from '../services/analytics.service';
import type { FeatureAssignment } from '../services/flags.service';
import { StorageService } from '../services/storage.service';
import { TabStorageService } from '../services/tab-storage.service';
import { ExperimentExposures } from '../stores/experiment-exposures';
import { FlagsStore } from '../stores/flags.store';

export const TEST_VISITOR_ID = '0b7c4a52-2d0e-4f57-9a11-3f1f2b6c8d90';

/**
 * A GrowthBook stand-in: answers the given remote values, and reports the given experiment
 * assignments the way GrowthBook's tracking callback does when their feature is evaluated.
 */
export function remoteFlags(
  values: Record<string, unknown>,
  options: { fails?: boolean; experiments?: FeatureAssignment[] } = {},
) {
  const seenFacts: VisitorFacts[] = [];
  let report: (assignment: FeatureAssignment) => void = () => undefined;
  return {
    seenFacts,
    init: (facts: VisitorFacts, onAssignment: (a: FeatureAssignment) => void) => {
      seenFacts.push(facts);
      report = onAssignment;
      return options.fails ? Promise.reject(new Error('offline')) : Promise.resolve();
    },
    updateAttributes: (facts: VisitorFacts) => {
      seenFacts.push(facts);
      return Promise.resolve();
    },
    value: (name: string) => {
      const assignment = options.experiments?.find((experiment) => experiment.feature === name);
      if (assignment) report(assignment);
      return values[name];
    },
  };
}

/** A FlagsStore over a stand-in GrowthBook and the page's local and session storage (a "reload" = another call). */
export function flagsStoreOf(
  remote: ReturnType<typeof remoteFlags>,
  options: {
    analytics?: AnalyticsService;
    overridePolicy?: OverridePolicy;
    uid?: () => string;
  } = {},
) {
  const analytics = options.analytics ?? new AnalyticsService({ consent: 'granted' });
  const storage = new StorageService(window.localStorage);
  const exposures = new ExperimentExposures({ storage, analytics, visitorId: TEST_VISITOR_ID });
  return new FlagsStore({
    service: remote,
    analytics,
    tabStorage: new TabStorageService(window.sessionStorage),
    exposures: () => Promise.resolve(exposures),
    overridePolicy: options.overridePolicy ?? { mode: 'open' },
    facts: () => ({
      visitorId: TEST_VISITOR_ID,
      uid: options.uid?.(),
      language: 'en',
      device: { userAgent: 'test' },
      entryPath: '/onboarding/gender',
    }),
  });
}
