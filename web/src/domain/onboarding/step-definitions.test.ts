import { describe, expect, it } from 'vitest';
import {
  STEP_DEFINITIONS,
  type StepDefinition,
  optionsFor,
  stepDefinition,
} from './step-definitions';
import { buildStepList, nextStepId } from './step-list';

function defined(id: string): StepDefinition {
  const definition = stepDefinition(id);
  if (!definition) throw new Error(`step ${id} is not defined`);
  return definition;
}

describe('step catalogue', () => {
  it('defines every step of the list', () => {
    for (const id of buildStepList('f', { onboardingVariant: 'v1' })) {
      expect(STEP_DEFINITIONS.has(id), id).toBe(true);
    }
  });

  it('uses the spec option ids', () => {
    expect(optionsFor(defined('goals'), 'm')).toContain('strengthen_cognitive_functions');
    expect(optionsFor(defined('fasting_knowledge'), 'f')).toEqual(['nothing', 'a_bit', 'expert']);
  });

  it('numbers steps as the analytics funnel does', () => {
    expect(stepDefinition('gender')?.analyticsNumber).toBe(1);
    expect(stepDefinition('email')?.analyticsNumber).toBe(33);
    expect(stepDefinition('plan_is_ready')?.analyticsNumber).toBe(35);
  });

  it('starts at gender and ends at plan_is_ready', () => {
    const steps = buildStepList(undefined, { onboardingVariant: 'v1' });
    expect(steps[0]).toBe('gender');
    expect(steps.at(-1)).toBe('plan_is_ready');
    expect(nextStepId(steps, 'email')).toBe('receive_email');
    expect(nextStepId(steps, 'plan_is_ready')).toBeUndefined();
  });
});
