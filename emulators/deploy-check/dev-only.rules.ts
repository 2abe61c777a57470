import type { Check } from './check-report.js';
import { fail, ok } from './check-report.js';

/**
 * The attribute every development-only element of the web app carries (the debug panel of spec
 * 02 §6, web/src/app/debug/debug-panel.tsx): a production build must hold no trace of it.
 */
export const DEV_ONLY_MARKER = 'data-dev-only';

/** The built files that would ship a development-only part (its marker in their text). */
export function devOnlyChecks(texts: readonly { path: string; text: string }[]): Check {
  const found = texts.filter(({ text }) => text.includes(DEV_ONLY_MARKER)).map(({ path }) => path);
  return found.length
    ? fail(
        `${found.length} built files carry development-only code (${DEV_ONLY_MARKER}: load it behind import.meta.env.DEV)`,
        found,
      )
    : ok(`no development-only code in the build (${texts.length} files checked)`);
}
