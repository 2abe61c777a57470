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
