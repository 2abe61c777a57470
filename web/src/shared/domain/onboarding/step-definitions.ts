import { QUESTION_STEPS } from './step-catalogue-questions';
import { INFO_STEPS, PLAN_STEPS } from './step-catalogue-plan';
import { INFO_SCREEN_IDS, type InfoScreenId } from './step-kinds';
import type { StepDefinitionData, StepDefinitionInput } from './step-schema';
import { type TransitionKind, transitionInList } from './transitions';

export {
  INFO_SCREEN_IDS,
  STEP_KINDS,
  STEP_VIEWS,
  type InfoScreenId,
  type StepKind,
  type StepView,
} from './step-kinds';
export type { StepDefinitionData, StepDefinitionInput } from './step-schema';
export type { TransitionKind } from './transitions';

/**
 * A step of the catalogue. `transition` is derived by the rule of transitions.ts from the step's
 * neighbours in the table order of spec 01 §2.2 (info screens left out, as they are optional);
 * for the exact neighbours of a built list use `transitionInList`.
 */
export type StepDefinition = StepDefinitionData & { readonly transition: TransitionKind };

/**
 * Every step id of spec 01 §2.2 in its table order (age_range right after goals,
 * existing_email_login right before receive_email); the six info screens come separately.
 */
export const STEP_ORDER: readonly string[] = [...QUESTION_STEPS, ...PLAN_STEPS].map(
  (step) => step.id,
);

/** The schema's defaults (step-schema.ts; its test checks that both agree on every step). */
function withDefaults(input: StepDefinitionInput): StepDefinitionData {
  return {
    ...input,
    skippable: input.skippable ?? false,
    canSkipForward: input.canSkipForward ?? false,
    hasSubtitle: input.hasSubtitle ?? false,
    continueAlwaysEnabled: input.continueAlwaysEnabled ?? false,
  };
}

function buildCatalogue(inputs: readonly StepDefinitionInput[]): Map<string, StepDefinition> {
  const parsed = new Map<string, StepDefinitionData>();
  for (const input of inputs) {
    const step = withDefaults(input);
    if (parsed.has(step.id)) throw new Error(`step ${step.id} is defined twice`);
    parsed.set(step.id, step);
  }
  const catalogue = new Map<string, StepDefinition>();
  for (const step of parsed.values()) {
    if (step.skipWhen && !parsed.has(step.skipWhen.stepId))
      throw new Error(`step ${step.id} skips on unknown step ${step.skipWhen.stepId}`);
    const transition = transitionInList(STEP_ORDER, step.id, (id) => parsed.get(id));
    catalogue.set(step.id, { ...step, transition });
  }
  return catalogue;
}

/**
 * The step catalogue: all 37 step ids of §2.2 plus the six info screens (each passes the step
 * schema: step-definitions.test.ts).
 */
export const STEP_DEFINITIONS: ReadonlyMap<string, StepDefinition> = buildCatalogue([
  ...QUESTION_STEPS,
  ...PLAN_STEPS,
  ...INFO_STEPS,
]);

export function stepDefinition(id: string): StepDefinition | undefined {
  return STEP_DEFINITIONS.get(id);
}

export function isInfoScreen(id: string): id is InfoScreenId {
  return (INFO_SCREEN_IDS as readonly string[]).includes(id);
}

/**
 * A step's options for a gender: a shared list as it is; a per-gender list gives m's options
 * for m and f's otherwise (o and unset use f's list).
 */
export function optionsFor(definition: StepDefinitionData, gender: string | undefined): string[] {
  const { options } = definition;
  if (!options) return [];
  if (Array.isArray(options)) return options;
  return gender === 'm' ? options.m : options.f;
}
