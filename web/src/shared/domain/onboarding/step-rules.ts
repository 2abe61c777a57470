import type { Gender, SelectionValue, Selections } from './selections';
import { genderOf, hasSelection } from './selections';
import { optionsFor, stepDefinition } from './step-definitions';
import type { StepDefinitionData } from './step-schema';

/**
 * Continue is disabled until the step has an answer, unless the step overrides it
 * (`continueAlwaysEnabled`). The goal-weight block (BMI under 18.5) is `perfectWeightCard`'s
 * 'underweight' and is checked on the value being typed, before it is an answer.
 */
export function isContinueEnabled(step: StepDefinitionData, selections: Selections): boolean {
  return step.continueAlwaysEnabled || hasSelection(selections[step.id]);
}

/** reinforcement_before_after's title differs by gender (i18next context): m male, else female. */
export function beforeAfterTitleKey(gender: Gender | undefined): string {
  return `steps.reinforcement_before_after.title_${gender === 'm' ? 'male' : 'female'}`;
}

/**
 * After a gender change, answers that the new gender's option lists do not offer are dropped
 * (a man's 'athletic' body type is not one of a woman's options).
 */
export function dropUnofferedAnswers(
  selections: Selections,
  gender: Gender | undefined,
): Selections {
  const kept: Selections = {};
  for (const [stepId, value] of Object.entries(selections)) {
    const step = stepDefinition(stepId);
    const offered = step?.options && !Array.isArray(step.options) ? optionsFor(step, gender) : null;
    if (!offered) kept[stepId] = value;
    else if (typeof value === 'string') {
      if (offered.includes(value)) kept[stepId] = value;
    } else if (Array.isArray(value)) {
      const list = value.filter((option) => offered.includes(option));
      if (list.length > 0) kept[stepId] = list;
    } else kept[stepId] = value;
  }
  return kept;
}

/**
 * Records an answer (spec 01 §3, §4): an empty one (a multi-select with no choice) leaves no
 * answer; no_event removes a special_occasion_date; a gender drops answers it does not offer.
 */
export function applyAnswer(
  selections: Selections,
  stepId: string,
  value: SelectionValue,
): Selections {
  const { [stepId]: _previous, ...rest } = selections;
  const next: Selections = hasSelection(value) ? { ...rest, [stepId]: value } : rest;
  if (stepId === 'special_occasion' && value === 'no_event') delete next.special_occasion_date;
  return stepId === 'gender' ? dropUnofferedAnswers(next, genderOf(value)) : next;
}
