import type { StepKind } from './step-kinds';
import type { StepDefinitionData } from './step-schema';

/** Spec 01 §4 and §9: step transition kinds and their durations. */
export type TransitionKind = 'info' | 'none' | 'default';

export const INFO_TRANSITION_MS = 800;
export const NO_TRANSITION_MS = 0;
/** The spec names no number for "a default"; 300 ms is our choice. */
export const DEFAULT_TRANSITION_MS = 300;

export const TRANSITION_MS: Readonly<Record<TransitionKind, number>> = {
  info: INFO_TRANSITION_MS,
  none: NO_TRANSITION_MS,
  default: DEFAULT_TRANSITION_MS,
};

type StepShape = Pick<StepDefinitionData, 'kind' | 'view'>;

/**
 * Spec 01 §9's per-kind map: the step kinds flagged true (custom, information, email) carry their
 * own layout, so a step of such a kind and its neighbours have no cross-fade (§4: "steps next to
 * custom or reinforcement ones none"; the reinforcement screens are information steps).
 */
export const KINDS_WITHOUT_TRANSITION: Readonly<Record<StepKind, boolean>> = {
  'single-select': false,
  'multi-select': false,
  height: false,
  weight: false,
  age: false,
  email: true,
  custom: true,
  information: true,
};

export function hasOwnLayout(step: StepShape): boolean {
  return KINDS_WITHOUT_TRANSITION[step.kind];
}

/**
 * The transition of a step given its neighbours: info screens 800 ms; none when the step itself
 * or a neighbour is of a kind flagged in KINDS_WITHOUT_TRANSITION (the fade runs between two
 * screens, so any pair that involves such a screen has none); otherwise the default.
 */
export function transitionKind(
  step: StepShape,
  previous: StepShape | undefined,
  next: StepShape | undefined,
): TransitionKind {
  if (step.view === 'info') return 'info';
  if ([step, previous, next].some((neighbour) => neighbour && hasOwnLayout(neighbour)))
    return 'none';
  return 'default';
}

/** The transition of `stepId` among its neighbours in a built step list. */
export function transitionInList(
  steps: readonly string[],
  stepId: string,
  lookup: (id: string) => StepShape | undefined,
): TransitionKind {
  const step = lookup(stepId);
  if (!step) return 'default';
  const index = steps.indexOf(stepId);
  const at = (i: number) => (index >= 0 && steps[i] !== undefined ? lookup(steps[i]) : undefined);
  return transitionKind(step, at(index - 1), at(index + 1));
}
