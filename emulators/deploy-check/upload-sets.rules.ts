import { minimatch } from 'minimatch';

/** What firebase-tools adds to `functions.ignore` (and uses when it is absent). */
export const FUNCTIONS_DEFAULT_IGNORE = ['node_modules', '.git'];
export const FUNCTIONS_ALWAYS_IGNORED = [
  'firebase-debug.log',
  'firebase-debug.*.log',
  '.runtimeconfig.json',
];
/** What firebase-tools' hosting deploy never uploads, besides `hosting.ignore`. */
export const HOSTING_ALWAYS_IGNORED = [
  '**/firebase-debug.log',
  '**/firebase-debug.*.log',
  '.firebase/*',
];

/** The path and each directory above it: an ignored directory takes its files with it. */
const selfAndAncestors = (file: string): string[] =>
  file.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'));

/**
 * The files `firebase deploy` zips from a functions source directory: firebase-tools matches
 * each ignore glob against the absolute path with `{ matchBase: true, dot: true }` (a glob
 * without a slash matches any file or directory of that name) and skips ignored directories.
 * `files` are posix paths relative to `sourceDir` (an absolute posix path).
 */
export function functionsUploadSet(
  sourceDir: string,
  files: readonly string[],
  ignore: readonly string[] = FUNCTIONS_DEFAULT_IGNORE,
): string[] {
  const globs = [...ignore, ...FUNCTIONS_ALWAYS_IGNORED];
  return files.filter(
    (file) =>
      !selfAndAncestors(file).some((path) =>
        globs.some((glob) =>
          minimatch(`${sourceDir}/${path}`, glob, { matchBase: true, dot: true }),
        ),
      ),
  );
}

/** The files the hosting deploy uploads from `public`: every file not matched by an ignore glob. */
export function hostingDeploySet(
  files: readonly string[],
  ignore: readonly string[] = [],
): string[] {
  const globs = [...HOSTING_ALWAYS_IGNORED, ...ignore];
  return files.filter(
    (file) =>
      !selfAndAncestors(file).some((path) =>
        globs.some((glob) => minimatch(path, glob, { dot: true })),
      ),
  );
}

/** Uploaded files that only the local stack may hold (the emulator's `.env.local`, `.secret.local`). */
export const localOnlyFiles = (uploaded: readonly string[]): string[] =>
  uploaded.filter((file) => /(^|\/)[^/]*\.local$/.test(file));

/** The terms each contract confirmation mail attaches, one per language (functions' build copies them). */
export const missingLegalTexts = (
  uploaded: readonly string[],
  languages: readonly string[],
): string[] =>
  languages
    .map((language) => `lib/legal/terms.${language}.md`)
    .filter((file) => !uploaded.includes(file));
