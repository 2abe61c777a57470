import { describe, expect, it } from 'vitest';
import { MANAGE_STEP_DEFINITIONS, stepAllowed } from './manage-screens';
import { MANAGE_STEPS, SUCCESS_STEPS } from './manage-steps';

describe('manage step definitions (spec 02 §2.6)', () => {
  it('define every step id and nothing else', () => {
    expect(Object.keys(MANAGE_STEP_DEFINITIONS).sort()).toEqual([...MANAGE_STEPS].sort());
  });

  it('use the success screen for exactly the success steps', () => {
    const success = MANAGE_STEPS.filter(
      (step) => MANAGE_STEP_DEFINITIONS[step].screen.kind === 'success',
    );
    expect(success.sort()).toEqual([...SUCCESS_STEPS].sort());
  });

  it.each([
    [
      'cancellation_reason',
      [
        'expensive',
        'undecided',
        'appComplicated',
        'appNotHelping',
        'goalAchieved',
        'foundBetterAlternatives',
        'notSpecified',
      ],
    ],
    ['pause_offer', ['pause', 'noThanks']],
    ['pause_subscription', ['oneMonth', 'twoMonths', 'threeMonths']],
    ['have_questions', ['goToFAQ', 'contactSupport']],
    ['cancellation_reason_goal_achieved', ['learnMore', 'cancelAnyway']],
    ['contact_us_about_experience', ['yes', 'no']],
    ['special_offer', ['accept', 'pauseInstead', 'decline']],
  ] as const)('%s offers %j', (step, options) => {
    const screen = MANAGE_STEP_DEFINITIONS[step].screen;
    expect('options' in screen ? screen.options : []).toEqual(options);
  });
});

describe('stepAllowed', () => {
  it.each([
    ['subscription_status', null, true],
    ['subscription_status', 'error', true],
    ['have_questions', 'expired', true],
    ['cancel_subscription_success', 'canceled', true],
    ['pause_offer', 'active', true],
    ['pause_offer', 'canceled', false],
    ['pause_subscription', 'onHold', false],
    ['special_offer', 'active', true],
    ['special_offer', 'canceled', false],
    ['special_offer', null, false],
    ['cancellation_reason_expensive', 'expired', false],
    ['contact_us_about_experience', 'error', false],
  ] as const)('%s with state %s → %s', (step, state, allowed) => {
    expect(stepAllowed(step, state)).toBe(allowed);
  });
});
