import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The functions' params for the emulator, where Firebase documents them: plain settings in
 * `functions/.env.local`, secrets in `functions/.secret.local` (both git-ignored), so the local
 * stack feeds the function exactly as production's Secret Manager and dotenv params do
 * (functions/src/params.ts), without any secret in the process environment.
 */
export function writeFunctionParams(
  functionsDir: string,
  params: { settings: Record<string, string>; secrets: Record<string, string> },
): void {
  const dotenv = (values: Record<string, string>): string =>
    Object.entries(values)
      .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
      .join('');
  writeFileSync(join(functionsDir, '.env.local'), dotenv(params.settings));
  writeFileSync(join(functionsDir, '.secret.local'), dotenv(params.secrets), { mode: 0o600 });
}

/**
 * The local stack's rate limits (functions/src/params.ts has production's). Every local caller is
 * one address, 127.0.0.1, and the reliability run sends 500 visitors (each a few public lookups
 * and up to six purchase attempts) through it within minutes, and may run again within the hour;
 * e2e reuses the seeded demo accounts. These leave all of that far below the limits, yet stay
 * finite: a caller can still exceed them, and the route tests check 429 with their own low ones.
 */
export const LOCAL_RATE_LIMITS = {
  RATE_LIMIT_PUBLIC_PER_IP_PER_MINUTE: '10000',
  RATE_LIMIT_MONEY_PER_IP_PER_HOUR: '100000',
  RATE_LIMIT_MONEY_PER_UID_PER_HOUR: '1000',
} as const;
