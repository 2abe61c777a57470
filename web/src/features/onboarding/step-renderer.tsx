import { useEffect } from 'react';
import { afterPaint } from '../../shared/lib/after-paint';
import { useAppStores } from '../../shared/stores/store-context';
import { lazyWithPreload } from '../../shared/ui/lazy-with-preload';
import { isPlainStep } from './domain/plain-steps';
import type { StepProps } from './step-flow';
import { MultiSelectStep } from './steps/multi-select-step';
import { SingleSelectStep } from './steps/single-select-step';
import { GenderView } from './views/gender-view';
import { TrackedHoursView } from './views/tracked-hours-view';

/** Every step but the plain ones (domain/plain-steps.ts): a lazy chunk, with Chakra. */
export const LaterStep = lazyWithPreload(() =>
  import('./later-steps').then((module) => module.default),
);

/** One renderer per step kind; custom and information steps by their view. */
export function StepRenderer({ step }: StepProps) {
  const { onboarding } = useAppStores();
  // Not on the first question: its first tap comes first (the later steps are several away).
  const firstQuestion = onboarding.previousOf(step.id) === undefined;
  useEffect(() => {
    if (firstQuestion) return undefined;
    return afterPaint(() => void LaterStep.preload().catch(() => undefined));
  }, [firstQuestion]);
  if (!isPlainStep(step)) return <LaterStep step={step} />;
  switch (step.kind) {
    case 'single-select':
      return <SingleSelectStep step={step} />;
    case 'multi-select':
      return <MultiSelectStep step={step} />;
    default:
      return step.view === 'tracked_hours' ? (
        <TrackedHoursView step={step} />
      ) : (
        <GenderView step={step} />
      );
  }
}
