import type { ExperimentAssignments } from '@fastwell/contract/experiments';
import {
  type Assignment,
  isNewExposure,
  isStorableAssignment,
  parseExposureLog,
  withExposure,
} from '../domain/experiments/exposure-log';
import { EXPERIMENT_VIEWED } from '../domain/experiments/experiment-viewed';
import type { AnalyticsService } from '../services/analytics.service';
import type { StorageService } from '../services/storage.service';

/**
 * The experiments a visitor was shown (issue 20, point 2): a flag whose value came from an
 * experiment counts as shown when a screen or a decision first reads it, not when GrowthBook
 * evaluates it at start-up. Each experiment and variation is sent once per visitor, across
 * reloads (the log lives in local storage); the log also travels with a purchase. While the
 * visitor has not yet chosen about analytics, the event waits in memory: the log is stored only
 * once the choice is made (or the held events are sent), so a reload before the choice shows and
 * holds the exposure again instead of losing it.
 */
export class ExperimentExposures {
  private log: ExperimentAssignments;

  constructor(
    private readonly deps: {
      storage: StorageService;
      analytics: AnalyticsService;
      visitorId: string;
    },
  ) {
    this.log = parseExposureLog(deps.storage.get('experimentsViewed'));
    deps.analytics.onSent((entry) => {
      if (entry.event === EXPERIMENT_VIEWED) this.store();
    });
  }

  shown(assignment: Assignment): void {
    if (!isStorableAssignment(assignment) || !isNewExposure(this.log, assignment)) return;
    const next = withExposure(this.log, assignment);
    if (next === this.log) return;
    this.log = next;
    this.deps.analytics.track(EXPERIMENT_VIEWED, {
      experimentKey: assignment.experimentKey,
      variationId: assignment.variation,
      visitorId: this.deps.visitorId,
    });
    if (this.deps.analytics.consent !== 'pending') this.store();
  }

  private store(): void {
    this.deps.storage.set('experimentsViewed', JSON.stringify(this.log));
  }

  /** Experiment key → variation of everything shown so far (sent with a purchase). */
  viewed(): ExperimentAssignments {
    return { ...this.log };
  }
}
