import { describe, expect, it } from 'vitest';
import { STEP_DEFINITIONS, STEP_ORDER } from '../../../shared/domain/onboarding/step-definitions';
import { isPlainStep, isPlainStepPath } from './plain-steps';

describe('isPlainStep: the steps that render without Chakra', () => {
  it.each([
    ['gender', true],
    ['tracked_hours', true],
    ['goals', true],
    ['bad_habits', true],
    ['reinforcement_scientific', false],
    ['height', false],
    ['email', false],
    ['bmi', false],
  ])('%s: %s', (id, plain) => {
    const step = STEP_DEFINITIONS.get(id);
    expect(step).toBeDefined();
    expect(step && isPlainStep(step)).toBe(plain);
  });

  it('the questionnaire opens on plain steps up to its first Chakra screen', () => {
    const firstChakraStep = STEP_ORDER.findIndex((id) => {
      const step = STEP_DEFINITIONS.get(id);
      return step !== undefined && !isPlainStep(step);
    });
    expect(STEP_ORDER.slice(0, 3)).toEqual(['gender', 'tracked_hours', 'goals']);
    expect(firstChakraStep).toBeGreaterThan(2);
  });
});

describe('isPlainStepPath', () => {
  it.each([
    ['/onboarding/gender', true],
    ['/onboarding/gender/', true],
    ['/onboarding/goals', true],
    ['/onboarding/height', false],
    // An unknown step sends the visitor back to the (plain) loading screen.
    ['/onboarding/no_such_step', true],
    ['/onboarding', false],
    ['/onboarding/gender/extra', false],
    ['/login', false],
  ])('%s: %s', (path, plain) => {
    expect(isPlainStepPath(path)).toBe(plain);
  });
});
