import type { Gender } from './selections';

export type StepListFlags = { onboardingVariant: 'v1' | 'v2' };

/**
 * The ordered step ids for a visitor. The walking skeleton asks what the payment and the saved
 * onboarding data need; the full questionnaire grows this list.
 */
export function buildStepList(gender: Gender | undefined, flags: StepListFlags): string[] {
  void gender;
  void flags;
  return [
    'gender',
    'goals',
    'fasting_knowledge',
    'height',
    'weight',
    'perfect_weight',
    'email',
    'receive_email',
    'plan_is_ready',
  ];
}

export function nextStepId(steps: readonly string[], current: string): string | undefined {
  const index = steps.indexOf(current);
  return index >= 0 ? steps[index + 1] : undefined;
}
