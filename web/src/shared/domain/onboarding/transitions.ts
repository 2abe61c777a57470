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

/** Custom screens and the two reinforcement screens carry their own layout: no cross-fade. */
export function hasOwnLayout(step: StepShape): boolean {
  return step.kind === 'custom' || step.view?.startsWith('reinforcement_') === true;
}

/**
 * The transition of a step given its neighbours: info screens 800 ms; none when the step itself
 * or a neighbour is custom or a reinforcement screen (the fade runs between two screens, so any
 * pair that involves such a screen has none); otherwise the default.
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
