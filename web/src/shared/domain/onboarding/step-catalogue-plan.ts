import type { InfoScreenId } from './step-kinds';
import type { StepDefinitionInput } from './step-schema';

/** Steps 24–35 of spec 01 §2.2 (measurements, occasion, plan, e-mail), in table order. */
export const PLAN_STEPS: StepDefinitionInput[] = [
  { id: 'height', kind: 'height', analyticsNumber: 24 },
  { id: 'weight', kind: 'weight', measure: 'current', analyticsNumber: 25 },
  { id: 'perfect_weight', kind: 'weight', measure: 'goal', analyticsNumber: 26 },
  { id: 'age', kind: 'age', analyticsNumber: 27 },
  {
    id: 'bmi',
    kind: 'custom',
    view: 'bmi',
    analyticsNumber: 28,
    infoScreen: 'bmi_info',
    canSkipForward: true,
    continueAlwaysEnabled: true,
  },
  {
    id: 'special_occasion',
    kind: 'single-select',
    analyticsNumber: 29,
    options: [
      'vacation',
      'wedding',
      'sporting_event',
      'summer',
      'reunion',
      'family_event',
      'other',
      'no_event',
    ],
  },
  {
    id: 'special_occasion_date',
    kind: 'custom',
    view: 'special_occasion_date',
    analyticsNumber: 30,
    // The picker starts on a valid default (today + 3 months), so there is always a value.
    continueAlwaysEnabled: true,
    skipWhen: { stepId: 'special_occasion', equals: 'no_event' },
  },
  {
    id: 'the_one_plan',
    kind: 'information',
    view: 'the_one_plan',
    analyticsNumber: 31,
    hasSubtitle: true,
    continueAlwaysEnabled: true,
  },
  // Advances by itself when the analysing progress completes; it has no continue button.
  { id: 'progress', kind: 'custom', view: 'progress', analyticsNumber: 32 },
  { id: 'email', kind: 'email', analyticsNumber: 33, hasSubtitle: true },
  // Never in the built list: reached only through the e-mail-exists modal (spec 01 §2.2, §4).
  {
    id: 'existing_email_login',
    kind: 'custom',
    view: 'existing_email_login',
    analyticsNumber: 34,
    hasSubtitle: true,
  },
  {
    id: 'receive_email',
    kind: 'custom',
    view: 'receive_email',
    analyticsNumber: 34,
    hasSubtitle: true,
  },
  {
    id: 'plan_is_ready',
    kind: 'custom',
    view: 'plan_is_ready',
    analyticsNumber: 35,
    hasSubtitle: true,
    continueAlwaysEnabled: true,
  },
];

/** The step each info screen follows; the screen shares that step's analytics number. */
const INFO_SCREENS: Record<InfoScreenId, number> = {
  your_goals_info: 3,
  happy_weight_info: 7,
  energy_level_info: 13,
  experience_info: 22,
  out_of_breath_info: 16,
  bmi_info: 28,
};

export const INFO_STEPS: StepDefinitionInput[] = Object.entries(INFO_SCREENS).map(
  ([id, analyticsNumber]) => ({
    id,
    kind: 'information',
    view: 'info',
    analyticsNumber,
    hasSubtitle: true,
    continueAlwaysEnabled: true,
  }),
);
