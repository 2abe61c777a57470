import { createContext, useContext } from 'react';
import type { StepDefinition } from '../../shared/domain/onboarding/step-definitions';

/** What a step screen can do: move on, skip, or go back. Provided by the step route. */
export type StepFlow = {
  step: StepDefinition;
  /** Commits the step (analytics) and goes to the next one. */
  advance: () => void;
  /** Skippable steps: clears the answer and goes on; skip-forward steps: goes on. */
  skip: () => void;
  /** Previous history entry, or the previous step after a reload. */
  back: () => void;
};

export const StepFlowContext = createContext<StepFlow | null>(null);

export function useStepFlow(): StepFlow {
  const flow = useContext(StepFlowContext);
  if (!flow) throw new Error('useStepFlow must be used inside a step route');
  return flow;
}

/** Props every renderer receives. */
export type StepProps = { step: StepDefinition };
