import type { Gender, Selections } from './selections';
import { STEP_ORDER, isInfoScreen, stepDefinition } from './step-definitions';
import { REINFORCEMENT_SCREEN_IDS, type ScreenSwitch, isScreenOn } from './step-kinds';

export type StepListFlags = {
  /** Flag 'onboarding-steps-variant': 'v2' drops age and adds age_range; anything else is v1. */
  onboardingVariant: string;
  /** Flag 'active-info-screens': the info screens on (none by default), each right after the
   * step that names it. */
  activeInfoScreens?: ScreenSwitch;
  /** Flag 'active-reinforcement-screens': the reinforcement screens on (both by default). */
  activeReinforcementScreens?: ScreenSwitch;
};

/** Where the visitor went at the e-mail step: the e-mail-exists modal's log-in choice. */
export type StepPath = { existingEmailLogin?: boolean };

const EXISTING_EMAIL_LOGIN = 'existing_email_login';
const RECEIVE_EMAIL = 'receive_email';

/**
 * The ordered step ids for a visitor (spec 01 §2.2). v1: the table without age_range; v2: the
 * table without age, age_range right after goals (and after your_goals_info when it is on), both
 * numbered 3 as §2.4 says "goals or age_range 3". Each info and reinforcement screen is listed
 * when its setting has it on. existing_email_login is never
 * listed (the e-mail-exists modal swaps it in for receive_email, see `stepsForPath`).
 * special_occasion_date stays listed; `nextStepId` passes over it after no_event.
 * Gender changes options, not steps; the list is rebuilt when gender is chosen so that it
 * picks up the flags of that moment.
 */
export function buildStepList(gender: Gender | undefined, flags: StepListFlags): string[] {
  void gender;
  const v2 = flags.onboardingVariant === 'v2';
  const reinforcements = flags.activeReinforcementScreens ?? true;
  const infoScreens = flags.activeInfoScreens ?? false;
  const dropped = new Set([
    EXISTING_EMAIL_LOGIN,
    v2 ? 'age' : 'age_range',
    ...REINFORCEMENT_SCREEN_IDS.filter((id) => !isScreenOn(reinforcements, id)),
  ]);
  return STEP_ORDER.filter((id) => !dropped.has(id)).flatMap((id) => {
    const info = stepDefinition(id)?.infoScreen;
    return info && isScreenOn(infoScreens, info) ? [id, info] : [id];
  });
}

/** The list as walked: after the modal's log-in choice existing_email_login takes receive_email's place. */
export function stepsForPath(steps: readonly string[], path: StepPath = {}): readonly string[] {
  if (!path.existingEmailLogin) return steps;
  return steps.map((id) => (id === RECEIVE_EMAIL ? EXISTING_EMAIL_LOGIN : id));
}

/** A step whose `skipWhen` condition holds (special_occasion_date after no_event) is passed over. */
export function isPassedOver(stepId: string, selections: Selections): boolean {
  const condition = stepDefinition(stepId)?.skipWhen;
  return condition !== undefined && selections[condition.stepId] === condition.equals;
}

function walk(
  steps: readonly string[],
  current: string,
  direction: 1 | -1,
  selections: Selections,
  path: StepPath,
): string | undefined {
  const walked = stepsForPath(steps, path);
  const index = walked.indexOf(current);
  if (index < 0) return undefined;
  for (let i = index + direction; i >= 0 && i < walked.length; i += direction) {
    const id = walked[i];
    if (id !== undefined && !isPassedOver(id, selections)) return id;
  }
  return undefined;
}

/** The step after `current`, or undefined after the last step or for a step not in the list. */
export function nextStepId(
  steps: readonly string[],
  current: string,
  selections: Selections = {},
  path: StepPath = {},
): string | undefined {
  return walk(steps, current, 1, selections, path);
}

/** The step before `current`, passing over skipped steps the same way; undefined at the first. */
export function previousStepId(
  steps: readonly string[],
  current: string,
  selections: Selections = {},
  path: StepPath = {},
): string | undefined {
  return walk(steps, current, -1, selections, path);
}

/** The steps the progress bar and the counter count: all shown steps but the info screens. */
export function progressBarStepIds(steps: readonly string[]): string[] {
  return steps.filter((id) => !isInfoScreen(id));
}

/** Counter and bar position: info screens are not counted and show the step they follow. */
export function progressOf(
  steps: readonly string[],
  stepId: string,
  counted: readonly string[] = progressBarStepIds(steps),
): { position: number; total: number } {
  let index = steps.indexOf(stepId);
  while (index > 0 && isInfoScreen(steps[index] ?? '')) index -= 1;
  return { position: counted.indexOf(steps[index] ?? '') + 1, total: counted.length };
}
