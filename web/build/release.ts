import { readFileSync } from 'node:fs';

/** The identifier the build replaces with the release label (web/src/shared/domain/release.ts). */
export const RELEASE_DEFINE = '__APP_RELEASE__';

/** The version of a package.json: the app's release label. */
export function releaseOf(packageJson: URL): string {
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: unknown };
  if (typeof version !== 'string' || !version)
    throw new Error(`${packageJson.pathname} has no version`);
  return version;
}

/**
 * Spec 01 §9 and 02 §9: the release label at runtime is web/package.json's version, compiled in
 * as a constant by Vite's (and Vitest's) `define`, so the page never fetches it.
 */
export function releaseDefine(): Record<string, string> {
  return {
    [RELEASE_DEFINE]: JSON.stringify(releaseOf(new URL('../package.json', import.meta.url))),
  };
}
