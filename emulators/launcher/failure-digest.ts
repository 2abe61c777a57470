// CI keeps only the end of a run's output, so npm test repeats why each failed step failed there.

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

export const stripAnsi = (text: string): string => text.replace(ANSI, '');

/** vitest's headings of what failed: "⎯⎯ Failed Tests 2 ⎯⎯", "⎯⎯ Failed Suites 1 ⎯⎯", "⎯⎯ Unhandled Errors ⎯⎯". */
const SECTION = /⎯+ (Failed Tests|Failed Suites|Unhandled Errors?)\b/;
const SUMMARY = /^\s*(Test Files|Tests|Errors)\s{2,}/;
/** A code frame's line ("  12| expect(…)", "     |   ^") says nothing the message does not. */
const CODE_FRAME = /^\s*\d*\s*\|/;
const SEPARATOR = /^⎯+(\[\d+\/\d+\]⎯*)?$/;

/**
 * What a failed step's output says about why: vitest's failed tests, suites and unhandled errors
 * (names, messages and where), then its summary; for any other command its last lines.
 */
export function failureDigest(output: string, maxLines = 40): string[] {
  const lines = stripAnsi(output)
    .split(/\r?\n/)
    .map((line) => line.trimEnd());
  const start = lines.findIndex((line) => SECTION.test(line));
  if (start === -1) return tail(lines, Math.min(maxLines, 25));

  const summary = lines.filter((line) => SUMMARY.test(line)).map((line) => line.trim());
  const end = lines.findIndex((line, index) => index > start && SUMMARY.test(line));
  const details = lines
    .slice(start, end === -1 ? undefined : end)
    .filter((line) => line.trim() !== '' && !CODE_FRAME.test(line) && !SEPARATOR.test(line.trim()))
    .map((line) => (SECTION.test(line) ? line.replace(/⎯/g, '').trim() : line));
  const room = Math.max(maxLines - summary.length, 1);
  const shown = details.length > room ? [...details.slice(0, room - 1), '…'] : details;
  return [...shown, ...summary];
}

function tail(lines: string[], count: number): string[] {
  return lines.filter((line) => line.trim() !== '').slice(-count);
}
