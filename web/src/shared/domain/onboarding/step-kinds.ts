/** Step kinds of spec 01 §2.2; one renderer per kind. */
export const STEP_KINDS = [
  'single-select',
  'multi-select',
  'height',
  'weight',
  'age',
  'email',
  'custom',
  'information',
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** Which screen renders a `custom` or `information` step (`info` = the six optional info screens). */
export const STEP_VIEWS = [
  'gender',
  'tracked_hours',
  'bmi',
  'special_occasion_date',
  'progress',
  'existing_email_login',
  'receive_email',
  'plan_is_ready',
  'the_one_plan',
  'reinforcement_scientific',
  'reinforcement_before_after',
  'info',
] as const;
export type StepView = (typeof STEP_VIEWS)[number];

/** The optional info screens; each follows the step that names it in `infoScreen`. */
export const INFO_SCREEN_IDS = [
  'your_goals_info',
  'happy_weight_info',
  'energy_level_info',
  'experience_info',
  'out_of_breath_info',
  'bmi_info',
] as const;
export type InfoScreenId = (typeof INFO_SCREEN_IDS)[number];

/** The two reinforcement screens; each is in the list unless its setting switches it off. */
export const REINFORCEMENT_SCREEN_IDS = [
  'reinforcement_scientific',
  'reinforcement_before_after',
] as const;
export type ReinforcementScreenId = (typeof REINFORCEMENT_SCREEN_IDS)[number];

/**
 * A setting that switches optional screens (spec 01 §2.2): true all of them, false none, or the
 * ids of those that are on, each switched by itself.
 */
export type ScreenSwitch = boolean | readonly string[];

export function isScreenOn(setting: ScreenSwitch, id: string): boolean {
  return typeof setting === 'boolean' ? setting : setting.includes(id);
}
