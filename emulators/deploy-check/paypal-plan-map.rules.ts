import type { Check } from './check-report.js';
import { fail, ok, warn } from './check-report.js';

/** PayPal's own plan ids: `P-` and 24 upper-case letters and digits (the emulator's read `P-v8_…`). */
const PAYPAL_PLAN_ID = /^P-[0-9A-Z]{20,}$/;

/**
 * The deployed project's price → PayPal plan map (functions/src/catalogue/paypal-plans/<id>.json,
 * written by catalogue:sync): present in the upload, and holding PayPal's ids, not the emulator's.
 */
export function planMapChecks(
  projectId: string,
  map: { plans: Record<string, string> } | null,
  uploaded: boolean,
): Check[] {
  const sync = `CATALOGUE_PROJECT=${projectId} npm run catalogue:sync`;
  if (!map)
    return [warn(`no PayPal plan map for ${projectId}: PayPal sells nothing until \`${sync}\``)];
  const local = Object.entries(map.plans).filter(([, id]) => !PAYPAL_PLAN_ID.test(id));
  const checks: Check[] = [
    local.length
      ? fail(
          `the PayPal plan map of ${projectId} holds ids PayPal never issues (the local emulator's?): run \`${sync}\``,
          local.map(([key, id]) => `${key}: ${id}`),
        )
      : ok(`PayPal plan map of ${projectId}: ${Object.keys(map.plans).length} plans`),
  ];
  if (!uploaded)
    checks.push(fail(`the PayPal plan map of ${projectId} is not in the built functions`));
  return checks;
}
