import { useEffect } from 'react';
import { afterPaint } from '../../shared/lib/after-paint';
import { lazyWithPreload } from '../../shared/ui/lazy-with-preload';
import type { StepProps } from './step-flow';
import { MultiSelectStep } from './steps/multi-select-step';
import { SingleSelectStep } from './steps/single-select-step';
import { GenderView } from './views/gender-view';

/** Every step but the select steps and the gender screen (the first one): a lazy chunk. */
export const LaterStep = lazyWithPreload(() =>
  import('./later-steps').then((module) => module.default),
);

/** One renderer per step kind; custom and information steps by their view. */
export function StepRenderer({ step }: StepProps) {
  useEffect(() => afterPaint(() => void LaterStep.preload().catch(() => undefined)), []);
  switch (step.kind) {
    case 'single-select':
      return <SingleSelectStep step={step} />;
    case 'multi-select':
      return <MultiSelectStep step={step} />;
    case 'custom':
      if (step.view === 'gender') return <GenderView step={step} />;
      return <LaterStep step={step} />;
    default:
      return <LaterStep step={step} />;
  }
}
