import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The price → PayPal plan map, as configuration: `npm run catalogue:sync` writes
 * paypal-plans/<Firebase project>.json from what it found or created at PayPal (catalogue key →
 * plan id), and it deploys with the functions. One file per project, because each project talks
 * to its own PayPal account: demo-fastwell.json holds the local PayPal emulator's ids.
 */
const planMapSchema = z.object({
  productId: z.string().min(1),
  plans: z.record(z.string().min(1), z.string().min(1)),
});

export type PayPalPlanMapFile = z.infer<typeof planMapSchema>;

export const LOCAL_PROJECT_ID = 'demo-fastwell';

export function parsePlanMap(input: unknown): PayPalPlanMapFile {
  return planMapSchema.parse(input);
}

export const planMapFileOf = (projectId: string, dir = join(__dirname, 'paypal-plans')): string =>
  join(dir, `${projectId}.json`);

/** The project's map; null when it has none (PayPal then sells nothing: sync first). */
export function loadPlanMap(projectId: string, dir?: string): PayPalPlanMapFile | null {
  let text: string;
  try {
    text = readFileSync(planMapFileOf(projectId, dir), 'utf8');
  } catch {
    return null;
  }
  return parsePlanMap(JSON.parse(text));
}

/** Firebase sets GCLOUD_PROJECT in the Functions runtime and its emulator. */
const runningProject = (): string =>
  process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? LOCAL_PROJECT_ID;

export const PAYPAL_PLAN_MAP: PayPalPlanMapFile = loadPlanMap(runningProject()) ?? {
  productId: '',
  plans: {},
};
