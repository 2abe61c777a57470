import type { DemoState } from './demo-users.js';

/**
 * The demo A/B tests (issue 20), as the web's GrowthBook runs them: which variation each demo
 * visitor saw first, and what the demo buyers carried when they bought. Deterministic, so the
 * report on a freshly seeded database prints the same table every time.
 */
export const DEMO_EXPERIMENTS = {
  'selected-package-index': ['0', '1'],
  'color-scheme': ['original', 'blue', 'green'],
} as const;

type Assignments = {
  'selected-package-index': '0' | '1';
  'color-scheme': 'original' | 'blue' | 'green';
};

export interface DemoVisitor {
  visitorId: string;
  experiments: Assignments;
}

export interface DemoExperimentBuyer extends DemoVisitor {
  state: DemoState;
  /** false: the visitor declined analytics consent, so the web sent no exposure. */
  exposed: boolean;
}

const COLORS = DEMO_EXPERIMENTS['color-scheme'];

/** 21 visitors who saw both tests and bought nothing. */
export const DEMO_BROWSERS: readonly DemoVisitor[] = Array.from({ length: 21 }, (_, i) => ({
  visitorId: `demo-visitor-${String(i + 1).padStart(2, '0')}`,
  experiments: {
    'selected-package-index': i % 2 === 0 ? '0' : '1',
    'color-scheme': COLORS[i % 3] ?? 'original',
  },
}));

const buyer = (
  state: DemoState,
  packageIndex: '0' | '1',
  color: Assignments['color-scheme'],
  exposed = true,
): DemoExperimentBuyer => ({
  state,
  visitorId: `demo-buyer-${state.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
  experiments: { 'selected-package-index': packageIndex, 'color-scheme': color },
  exposed,
});

/**
 * The demo users whose purchase carried the tests: those whose iapLog has the purchase (the
 * canceled, expired and paused ones were first observed in their later state, so the log has
 * no 'purchased' entry and the report sees no purchase). The 3-month buyer declined analytics
 * consent: the report counts that purchase apart.
 */
export const DEMO_EXPERIMENT_BUYERS: readonly DemoExperimentBuyer[] = [
  buyer('anonymousSubscribed', '0', 'blue'),
  buyer('trialing', '1', 'original'),
  buyer('activeOneMonth', '0', 'green'),
  buyer('paypal', '1', 'green'),
  buyer('activeThreeMonths', '1', 'blue', false),
];

/** `experimentExposures/{experimentKey}/{visitorId}` of every exposed demo visitor, as a patch. */
export function demoExposures(at: string): Record<string, { variation: string; at: string }> {
  const visitors = [...DEMO_BROWSERS, ...DEMO_EXPERIMENT_BUYERS.filter((b) => b.exposed)];
  const patch: Record<string, { variation: string; at: string }> = {};
  for (const { visitorId, experiments } of visitors)
    for (const [key, variation] of Object.entries(experiments))
      patch[`${key}/${visitorId}`] = { variation, at };
  return patch;
}
