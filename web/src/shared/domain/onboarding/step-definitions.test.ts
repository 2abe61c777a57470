import { describe, expect, it } from 'vitest';
import {
  INFO_SCREEN_IDS,
  STEP_DEFINITIONS,
  STEP_ORDER,
  type StepDefinition,
  optionsFor,
  stepDefinition,
} from './step-definitions';
import { INFO_STEPS, PLAN_STEPS } from './step-catalogue-plan';
import { QUESTION_STEPS } from './step-catalogue-questions';
import { stepDefinitionSchema } from './step-schema';

function defined(id: string): StepDefinition {
  const definition = stepDefinition(id);
  if (!definition) throw new Error(`step ${id} is not defined`);
  return definition;
}

/** Spec 01 §2.2 table order with §2.4's numbers. */
const TABLE: [string, number, StepDefinition['kind']][] = [
  ['gender', 1, 'custom'],
  ['tracked_hours', 2, 'custom'],
  ['goals', 3, 'multi-select'],
  ['age_range', 3, 'single-select'],
  ['desired_body_type', 4, 'single-select'],
  ['current_body_type', 5, 'single-select'],
  ['target_zones', 6, 'multi-select'],
  ['last_happy_weight', 7, 'single-select'],
  ['breakfast_time', 8, 'single-select'],
  ['lunch_time', 9, 'single-select'],
  ['dinner_time', 10, 'single-select'],
  ['home_or_outside', 11, 'single-select'],
  ['reinforcement_scientific', 12, 'information'],
  ['fasting_feelings', 13, 'single-select'],
  ['workload_frequency', 14, 'single-select'],
  ['work_activity_level', 15, 'single-select'],
  ['out_of_breath', 16, 'single-select'],
  ['walking_time', 17, 'single-select'],
  ['water_intake', 18, 'single-select'],
  ['sleep_quality', 19, 'single-select'],
  ['bad_habits', 20, 'multi-select'],
  ['reinforcement_before_after', 21, 'information'],
  ['fasting_knowledge', 22, 'single-select'],
  ['fasting_motivation', 23, 'single-select'],
  ['height', 24, 'height'],
  ['weight', 25, 'weight'],
  ['perfect_weight', 26, 'weight'],
  ['age', 27, 'age'],
  ['bmi', 28, 'custom'],
  ['special_occasion', 29, 'single-select'],
  ['special_occasion_date', 30, 'custom'],
  ['the_one_plan', 31, 'information'],
  ['progress', 32, 'custom'],
  ['email', 33, 'email'],
  ['existing_email_login', 34, 'custom'],
  ['receive_email', 34, 'custom'],
  ['plan_is_ready', 35, 'custom'],
];

describe('step catalogue', () => {
  it('holds the 37 step ids of §2.2 in table order, plus the six info screens', () => {
    expect(STEP_ORDER).toEqual(TABLE.map(([id]) => id));
    expect(STEP_DEFINITIONS.size).toBe(37 + 6);
  });

  it.each(TABLE)('%s is number %i, kind %s', (id, number, kind) => {
    expect(defined(id).analyticsNumber).toBe(number);
    expect(defined(id).kind).toBe(kind);
  });

  it.each([
    ['your_goals_info', 'goals', 3],
    ['happy_weight_info', 'last_happy_weight', 7],
    ['energy_level_info', 'fasting_feelings', 13],
    ['out_of_breath_info', 'out_of_breath', 16],
    ['experience_info', 'fasting_knowledge', 22],
    ['bmi_info', 'bmi', 28],
  ])('%s follows %s and shares number %i', (info, step, number) => {
    expect(defined(step).infoScreen).toBe(info);
    expect(defined(info)).toMatchObject({
      kind: 'information',
      view: 'info',
      analyticsNumber: number,
    });
    expect(defined(info).transition).toBe('info');
  });

  it('lists every info screen', () => {
    expect(INFO_SCREEN_IDS.every((id) => STEP_DEFINITIONS.has(id))).toBe(true);
  });

  it.each([
    ['desired_body_type', 'm', ['average', 'lean', 'athletic', 'ripped']],
    ['desired_body_type', 'f', ['average', 'lean', 'toned', 'curvy']],
    ['desired_body_type', 'o', ['average', 'lean', 'toned', 'curvy']],
    ['target_zones', 'm', ['legs_and_glutes', 'chest', 'arms_and_shoulders', 'abs', 'full_body']],
    ['target_zones', 'f', ['legs', 'chest', 'glutes', 'belly', 'full_body']],
    ['target_zones', undefined, ['legs', 'chest', 'glutes', 'belly', 'full_body']],
    ['fasting_motivation', 'm', ['justCurious', 'iWantToTry', 'imSerious']],
    ['fasting_knowledge', 'f', ['nothing', 'a_bit', 'expert']],
    ['age_range', 'f', ['age_18_to_29', 'age_30_to_39', 'age_40_to_49', 'age_50_and_up']],
    ['lunch_time', 'm', ['before1pm', 'between1and2', 'between2and4', 'skip']],
    ['water_intake', 'm', ['none', '2_glasses', 'between_2_and_6', 'a_lot']],
    [
      'special_occasion',
      'f',
      [
        'vacation',
        'wedding',
        'sporting_event',
        'summer',
        'reunion',
        'family_event',
        'other',
        'no_event',
      ],
    ],
    ['gender', undefined, ['m', 'f']],
    ['height', 'm', []],
  ] as const)('%s for %s offers the spec ids', (id, gender, options) => {
    expect(optionsFor(defined(id), gender)).toEqual(options);
  });

  /** Spec 01 §2.2's "Options or behaviour" column, copied as written there. */
  const SPEC_TABLE_OPTIONS: [string, string][] = [
    [
      'goals',
      'lose_weight, improve_overall_health, boost_energy, strengthen_cognitive_functions, improve_sleep, support_longevity',
    ],
    ['current_body_type', 'overweight, slightly_overweight, midsized, thin'],
    ['last_happy_weight', 'less_than_1_year, 1_to_2_years, more_than_2_years, never'],
    ['breakfast_time', 'before7am, between7and9, after9, skip'],
    ['dinner_time', 'before5pm, between5and7, after7, skip'],
    ['home_or_outside', 'home, outside, both'],
    ['fasting_feelings', 'steady, unsteady, low'],
    ['workload_frequency', '9_to_5, shifts, flexible, dont_work'],
    ['work_activity_level', 'inactive, active, bit_of_both'],
    ['out_of_breath', 'cant_talk, can_talk, ok, easy'],
    ['walking_time', 'less_than_20, 20_to_60, more_than_60'],
    ['sleep_quality', 'less_than_5, between_5_and_6, between_7_and_8, more_than_8'],
    [
      'bad_habits',
      'sleep_too_little, eat_processed_foods, eat_chocolate_and_candy, drink_soda, hate_working_out, smoking',
    ],
  ];

  it.each(SPEC_TABLE_OPTIONS)(
    '%s offers the spec table’s options for every gender: %s',
    (id, row) => {
      for (const gender of ['m', 'f', 'o', undefined])
        expect(optionsFor(defined(id), gender)).toEqual(row.split(', '));
    },
  );

  it('lets only bad_habits be skipped, and tracked_hours and bmi be skipped forward', () => {
    const all = [...STEP_DEFINITIONS.values()];
    expect(all.filter((step) => step.skippable).map((step) => step.id)).toEqual(['bad_habits']);
    expect(all.filter((step) => step.canSkipForward).map((step) => step.id)).toEqual([
      'tracked_hours',
      'bmi',
    ]);
  });

  it('gives every custom and information step a view, every information step continue', () => {
    for (const step of STEP_DEFINITIONS.values()) {
      if (step.kind === 'custom' || step.kind === 'information')
        expect(step.view, step.id).toBeDefined();
      if (step.kind === 'information') expect(step.continueAlwaysEnabled, step.id).toBe(true);
    }
    expect(defined('weight').measure).toBe('current');
    expect(defined('perfect_weight').measure).toBe('goal');
    expect(defined('bad_habits').hasSubtitle).toBe(true);
  });

  it('passes over the date after no_event', () => {
    expect(defined('special_occasion_date').skipWhen).toEqual({
      stepId: 'special_occasion',
      equals: 'no_event',
    });
  });

  it.each([
    ['gender', 'none'],
    ['tracked_hours', 'none'],
    ['goals', 'none'],
    ['age_range', 'default'],
    ['home_or_outside', 'none'],
    ['reinforcement_scientific', 'none'],
    ['fasting_feelings', 'none'],
    ['workload_frequency', 'default'],
    ['fasting_knowledge', 'none'],
    ['height', 'default'],
    ['age', 'none'],
    ['the_one_plan', 'none'],
    ['email', 'none'],
  ])('derives the transition of %s: %s', (id, transition) => {
    expect(defined(id).transition).toBe(transition);
  });
});

describe('step schema', () => {
  it.each([...QUESTION_STEPS, ...PLAN_STEPS, ...INFO_STEPS].map((input) => [input.id, input]))(
    'passes %s, which the app uses exactly as the schema makes it',
    (id, input) => {
      const { transition: _transition, ...used } = defined(id);
      expect(used).toEqual(stepDefinitionSchema.parse(input));
    },
  );

  it.each([
    [{ id: 'x', kind: 'single-select', analyticsNumber: 3 }, 'select steps need options'],
    [{ id: 'x', kind: 'custom', analyticsNumber: 3 }, 'need a view'],
    [{ id: 'x', kind: 'age', view: 'bmi', analyticsNumber: 3 }, 'only custom and information'],
    [{ id: 'x', kind: 'weight', analyticsNumber: 3 }, 'need a measure'],
    [
      { id: 'x', kind: 'single-select', options: ['a'], skippable: true, analyticsNumber: 3 },
      'clear on skip',
    ],
    [{ id: 'x', kind: 'single-select', options: ['a', 'a'], analyticsNumber: 3 }, 'unique'],
    [{ id: 'x', kind: 'age', analyticsNumber: 39 }, 'analyticsNumber'],
    [{ id: 'x', kind: 'age', infoScreen: 'nope', analyticsNumber: 3 }, 'infoScreen'],
  ])('refuses %j', (input, message) => {
    const result = stepDefinitionSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(message);
  });

  it('fills the defaults', () => {
    expect(stepDefinitionSchema.parse({ id: 'x', kind: 'age', analyticsNumber: 27 })).toMatchObject(
      {
        skippable: false,
        canSkipForward: false,
        hasSubtitle: false,
        continueAlwaysEnabled: false,
      },
    );
  });
});
