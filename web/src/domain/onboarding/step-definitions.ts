import { z } from 'zod';

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

const optionList = z.array(z.string().min(1)).min(1);

export const stepDefinitionSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(STEP_KINDS),
  /** Funnel number of spec 01 §2.4, used in go-to/commit/back/skip events. */
  analyticsNumber: z.number().int().min(1).max(38),
  /** Options, either shared or per gender (m / f; o uses f's list). */
  options: z.union([optionList, z.object({ m: optionList, f: optionList })]).optional(),
  skippable: z.boolean().default(false),
  /** Info screen that may follow this step when info screens are active. */
  infoScreen: z.string().optional(),
  /** Which custom screen renders a `custom` step. */
  view: z.enum(['gender', 'receive_email', 'plan_is_ready']).optional(),
  /** Which measurement a weight step records. */
  measure: z.enum(['current', 'goal']).optional(),
});
export type StepDefinition = z.infer<typeof stepDefinitionSchema>;

const definitions: z.input<typeof stepDefinitionSchema>[] = [
  { id: 'gender', kind: 'custom', view: 'gender', analyticsNumber: 1, options: ['m', 'f'] },
  {
    id: 'goals',
    kind: 'multi-select',
    analyticsNumber: 3,
    infoScreen: 'your_goals_info',
    options: [
      'lose_weight',
      'improve_overall_health',
      'boost_energy',
      'strengthen_cognitive_functions',
      'improve_sleep',
      'support_longevity',
    ],
  },
  {
    id: 'fasting_knowledge',
    kind: 'single-select',
    analyticsNumber: 22,
    infoScreen: 'experience_info',
    options: ['nothing', 'a_bit', 'expert'],
  },
  { id: 'height', kind: 'height', analyticsNumber: 24 },
  { id: 'weight', kind: 'weight', measure: 'current', analyticsNumber: 25 },
  { id: 'perfect_weight', kind: 'weight', measure: 'goal', analyticsNumber: 26 },
  { id: 'email', kind: 'email', analyticsNumber: 33 },
  { id: 'receive_email', kind: 'custom', view: 'receive_email', analyticsNumber: 34 },
  { id: 'plan_is_ready', kind: 'custom', view: 'plan_is_ready', analyticsNumber: 35 },
];

/** The step catalogue, checked against the schema when the module loads. */
export const STEP_DEFINITIONS: ReadonlyMap<string, StepDefinition> = new Map(
  definitions.map((definition) => {
    const parsed = stepDefinitionSchema.parse(definition);
    return [parsed.id, parsed];
  }),
);

export function stepDefinition(id: string): StepDefinition | undefined {
  return STEP_DEFINITIONS.get(id);
}

export function optionsFor(definition: StepDefinition, gender: string | undefined): string[] {
  const { options } = definition;
  if (!options) return [];
  if (Array.isArray(options)) return options;
  return gender === 'm' ? options.m : options.f;
}
