import { z } from '@fastwell/contract/zod';
import { INFO_SCREEN_IDS, STEP_KINDS, STEP_VIEWS, type StepKind } from './step-kinds';

/**
 * The catalogue's schema. The catalogue is a constant of the app, so it is checked by
 * step-definitions.test.ts rather than at every page load (zod parsing all 43 steps was a fifth of
 * the start's blocking time on a mid-range phone); step-definitions.ts applies the same defaults.
 */
const SELECT_KINDS: readonly StepKind[] = ['single-select', 'multi-select'];
const VIEW_KINDS: readonly StepKind[] = ['custom', 'information'];

const optionList = z.array(z.string().check(z.minLength(1))).check(
  z.minLength(1),
  z.refine((list) => new Set(list).size === list.length, 'option ids must be unique'),
);
const off = () => z._default(z.boolean(), false);

export const stepDefinitionSchema = z
  .object({
    id: z.string().check(z.minLength(1)),
    kind: z.enum(STEP_KINDS),
    /** Funnel number of spec 01 §2.4 used in go-to/commit/back/skip events; info screens share
     * the number of the step they follow. */
    analyticsNumber: z.int().check(z.gte(1), z.lte(38)),
    /** Options, either shared or per gender (m / f; o uses f's list). */
    options: z.optional(z.union([optionList, z.object({ m: optionList, f: optionList })])),
    /** Skip button that clears the answer (spec: only bad_habits). */
    skippable: off(),
    /** May be skipped forward without an answer (tracked_hours, bmi). */
    canSkipForward: off(),
    /** Info screen that follows this step when info screens are active. */
    infoScreen: z.optional(z.enum(INFO_SCREEN_IDS)),
    /** Which screen renders a `custom` or `information` step. */
    view: z.optional(z.enum(STEP_VIEWS)),
    /** Which measurement a weight step records. */
    measure: z.optional(z.enum(['current', 'goal'])),
    /** The screen shows `steps.{id}.subtitle` under its title. */
    hasSubtitle: off(),
    /** Continue is enabled without an answer (overrides "disabled until a selection"). */
    continueAlwaysEnabled: off(),
    /** Branching as data: the step is passed over when another step's answer equals a value. */
    skipWhen: z.optional(
      z.object({
        stepId: z.string().check(z.minLength(1)),
        equals: z.string().check(z.minLength(1)),
      }),
    ),
  })
  .check(
    z.superRefine((step, ctx) => {
      const fail = (message: string) =>
        ctx.addIssue({ code: 'custom', message: `${step.id}: ${message}` });
      if (SELECT_KINDS.includes(step.kind) && !step.options) fail('select steps need options');
      if (VIEW_KINDS.includes(step.kind) && !step.view)
        fail('custom and information steps need a view');
      if (!VIEW_KINDS.includes(step.kind) && step.view)
        fail('only custom and information steps have a view');
      if ((step.kind === 'weight') !== (step.measure !== undefined))
        fail('weight steps (only) need a measure');
      if (step.skippable && step.kind !== 'multi-select')
        fail('only multi-select steps clear on skip');
    }),
  );

/** A catalogue entry with its defaults; `StepDefinition` (step-definitions.ts) adds the derived transition. */
export type StepDefinitionData = z.infer<typeof stepDefinitionSchema>;
export type StepDefinitionInput = z.input<typeof stepDefinitionSchema>;
