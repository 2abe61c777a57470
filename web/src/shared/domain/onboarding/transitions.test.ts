import { describe, expect, it } from 'vitest';
import { stepDefinition } from './step-definitions';
import { TRANSITION_MS, transitionInList, transitionKind } from './transitions';

const single = { kind: 'single-select' } as const;
const custom = { kind: 'custom', view: 'bmi' } as const;
const reinforcement = { kind: 'information', view: 'reinforcement_scientific' } as const;
const info = { kind: 'information', view: 'info' } as const;
const plan = { kind: 'information', view: 'the_one_plan' } as const;

describe('transitions', () => {
  it('names the durations', () => {
    expect(TRANSITION_MS).toEqual({ info: 800, none: 0, default: 300 });
  });

  it.each([
    ['info screen', info, custom, custom, 'info'],
    ['single between singles', single, single, single, 'default'],
    ['single after custom', single, custom, single, 'none'],
    ['single before reinforcement', single, single, reinforcement, 'none'],
    ['custom itself', custom, single, single, 'none'],
    ['reinforcement itself', reinforcement, single, single, 'none'],
    ['the_one_plan between singles', plan, single, single, 'default'],
    ['first step', single, undefined, single, 'default'],
  ] as const)('%s', (_name, step, previous, next, expected) => {
    expect(transitionKind(step, previous, next)).toBe(expected);
  });

  it('follows the neighbours of the built list', () => {
    const steps = ['bmi', 'bmi_info', 'special_occasion', 'the_one_plan'];
    expect(transitionInList(steps, 'special_occasion', stepDefinition)).toBe('default');
    expect(transitionInList(['bmi', 'special_occasion'], 'special_occasion', stepDefinition)).toBe(
      'none',
    );
    expect(transitionInList(steps, 'unknown', stepDefinition)).toBe('default');
  });
});
