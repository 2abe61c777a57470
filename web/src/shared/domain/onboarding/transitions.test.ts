import { describe, expect, it } from 'vitest';
import { stepDefinition } from './step-definitions';
import { STEP_KINDS } from './step-kinds';
import {
  KINDS_WITHOUT_TRANSITION,
  TRANSITION_MS,
  transitionInList,
  transitionKind,
} from './transitions';

const single = { kind: 'single-select' } as const;
const custom = { kind: 'custom', view: 'bmi' } as const;
const reinforcement = { kind: 'information', view: 'reinforcement_scientific' } as const;
const info = { kind: 'information', view: 'info' } as const;
const plan = { kind: 'information', view: 'the_one_plan' } as const;
const email = { kind: 'email' } as const;
const height = { kind: 'height' } as const;

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
    ['the_one_plan (information) between singles', plan, single, single, 'none'],
    ['email itself', email, single, single, 'none'],
    ['single before email', single, single, email, 'none'],
    ['single after an info screen', single, info, single, 'none'],
    ['height between singles', height, single, single, 'default'],
    ['first step', single, undefined, single, 'default'],
  ] as const)('%s', (_name, step, previous, next, expected) => {
    expect(transitionKind(step, previous, next)).toBe(expected);
  });

  it('flags custom, information and email true in the per-kind map, the other kinds false', () => {
    expect(STEP_KINDS.filter((kind) => KINDS_WITHOUT_TRANSITION[kind])).toEqual([
      'email',
      'custom',
      'information',
    ]);
  });

  it('follows the neighbours of the built list', () => {
    const steps = ['fasting_knowledge', 'fasting_motivation', 'height', 'weight'];
    expect(transitionInList(steps, 'fasting_motivation', stepDefinition)).toBe('default');
    const withInfo = ['fasting_knowledge', 'experience_info', 'fasting_motivation', 'height'];
    expect(transitionInList(withInfo, 'fasting_motivation', stepDefinition)).toBe('none');
    expect(transitionInList(withInfo, 'experience_info', stepDefinition)).toBe('info');
    expect(transitionInList(steps, 'unknown', stepDefinition)).toBe('default');
  });
});
