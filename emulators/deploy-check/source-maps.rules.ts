import type { Check } from './check-report.js';
import { fail, ok } from './check-report.js';

export const hasSourceMapComment = (text: string): boolean => /[#@]\s*sourceMappingURL=/.test(text);

export interface BuiltText {
  path: string;
  text: string;
}

/**
 * Hidden source maps: generated (for error reporting), referenced by no built JS or CSS (the
 * browser never asks for them), and absent from what the hosting deploy uploads.
 */
export function sourceMapChecks(
  texts: readonly BuiltText[],
  built: readonly string[],
  deployed: readonly string[],
): Check[] {
  const isMap = (file: string) => file.endsWith('.map');
  const referencing = texts.filter(({ text }) => hasSourceMapComment(text)).map(({ path }) => path);
  const maps = built.filter(isMap);
  const served = deployed.filter(isMap);
  return [
    maps.length
      ? ok(`${maps.length} source maps generated for error reporting`)
      : fail("no source maps generated (web/vite.config.ts build.sourcemap must be 'hidden')"),
    referencing.length
      ? fail(
          `${referencing.length} built files name their source map (sourceMappingURL)`,
          referencing,
        )
      : ok(`no built JS or CSS names a source map (${texts.length} checked)`),
    served.length
      ? fail(
          `${served.length} source maps would be served (add "**/*.map" to hosting.ignore)`,
          served,
        )
      : ok('no source map in the hosting deploy set'),
  ];
}
