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
    (step.kind === 'custom' && isPlainView(step.view))
  );
}

type StepView = NonNullable<StepDefinitionData['view']>;

/** The custom screens among the plain steps; the later steps' chunk has a view for the others. */
const PLAIN_VIEWS = ['gender', 'tracked_hours'] as const satisfies readonly StepView[];
export type PlainView = (typeof PLAIN_VIEWS)[number];

export const isPlainView = (view: StepView | undefined): view is PlainView =>
  (PLAIN_VIEWS as readonly (StepView | undefined)[]).includes(view);

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
