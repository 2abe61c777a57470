import type { TFunction } from 'i18next';
import type { StepDefinition } from '../../shared/domain/onboarding/step-definitions';

/** Title and subtitle keys of a step: `steps.{id}.title`, `steps.{id}.subtitle` when it has one. */
export function stepCopy(
  t: TFunction,
  step: StepDefinition,
  fallbackSubtitle?: string,
): { title: string; subtitle?: string } {
  return {
    title: t(`steps.${step.id}.title`),
    subtitle: step.hasSubtitle ? t(`steps.${step.id}.subtitle`) : fallbackSubtitle,
  };
}
