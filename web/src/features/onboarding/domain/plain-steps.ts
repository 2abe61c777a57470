import {
  STEP_ORDER,
  type StepDefinitionData,
  stepDefinition,
} from '../../../shared/domain/onboarding/step-definitions';

/**
 * The steps that render with plain elements and CSS (step-renderer.tsx's eager part): the select
 * steps, the gender and tracked-hours screens, so the questionnaire's first steps load no Chakra.
 * Every other step is in the lazy LaterStep chunk and renders with Chakra.
 */
export function isPlainStep(step: Pick<StepDefinitionData, 'kind' | 'view'>): boolean {
  return (
    step.kind === 'single-select' ||
    step.kind === 'multi-select' ||
    (step.kind === 'custom' && (step.view === 'gender' || step.view === 'tracked_hours'))
  );
}

const STEP_PATH = /^\/onboarding\/([^/]+)\/*$/;

const stepIdOf = (pathname: string): string | undefined => STEP_PATH.exec(pathname)?.[1];

/** /onboarding/{step} of a plain step (an unknown step goes to loading, also plain). */
export function isPlainStepPath(pathname: string): boolean {
  const stepId = stepIdOf(pathname);
  if (stepId === undefined) return false;
  const step = stepDefinition(stepId);
  return step === undefined || isPlainStep(step);
}

/** The questionnaire's first question (gender), where every visitor starts answering. */
export const isFirstQuestionPath = (pathname: string): boolean =>
  stepIdOf(pathname) === STEP_ORDER[0];
