import { join } from 'node:path';

/** Where the screenshots go (not committed): `.local/screenshots/<label>/<lang>/<NN>-<step>.png`. */
export const screenshotsRoot = (repoRoot: string): string => join(repoRoot, '.local/screenshots');

/** The screenshots of one label and language. */
export const labelDir = (root: string, label: string, lang: string): string =>
  join(root, label, lang);

/** The diff images of a comparison: `compare-<a>-<b>/<lang>/`. */
export const compareDir = (root: string, a: string, b: string): string =>
  join(root, `compare-${a}-${b}`);

/** A step id as a file name part: letters, digits, "_" and "-"; anything else becomes "-". */
const safeId = (stepId: string): string => stepId.replace(/[^A-Za-z0-9_-]/g, '-') || 'unnamed';

/** The `order`th screenshot (from 1) of a walk: `07-gender.png`. */
export function shotFileName(order: number, stepId: string): string {
  if (!Number.isInteger(order) || order < 1) throw new Error(`order ${order}: a whole number ≥ 1`);
  return `${String(order).padStart(2, '0')}-${safeId(stepId)}.png`;
}

const SHOT = /^(\d{2,})-(.+)\.png$/;

/** The step a screenshot file shows (its name without the order), or null for other files. */
export function stepOfFile(fileName: string): string | null {
  return SHOT.exec(fileName)?.[2] ?? null;
}

/** One step of a comparison: the file of each label that has it. */
export type ShotPair = { step: string; a?: string; b?: string };

/**
 * Pairs two labels' screenshots of one language by step, not by order, so that a step one walk
 * has and the other lacks shows as that step missing (not as every later step changed). In the
 * order of `a`, then the steps only `b` has in its order.
 */
export function pairShots(aFiles: readonly string[], bFiles: readonly string[]): ShotPair[] {
  const byStep = (files: readonly string[]) => {
    const steps = new Map<string, string>();
    for (const file of [...files].sort()) {
      const step = stepOfFile(file);
      if (step === null) continue;
      // A step a walk shows twice keeps both: the second as "step (2)".
      let key = step;
      for (let seen = 2; steps.has(key); seen += 1) key = `${step} (${seen})`;
      steps.set(key, file);
    }
    return steps;
  };
  const a = byStep(aFiles);
  const b = byStep(bFiles);
  const pairs: ShotPair[] = [...a].map(([step, file]) => ({ step, a: file, b: b.get(step) }));
  for (const [step, file] of b) if (!a.has(step)) pairs.push({ step, b: file });
  return pairs;
}
