export type Outcome = 'ok' | 'warn' | 'fail';

export interface Check {
  outcome: Outcome;
  text: string;
  /** Indented lines under the check (files, functions, values). */
  details?: readonly string[];
}

export interface Section {
  title: string;
  checks: Check[];
}

export const ok = (text: string, details?: readonly string[]): Check => ({
  outcome: 'ok',
  text,
  ...(details ? { details } : {}),
});
export const warn = (text: string, details?: readonly string[]): Check => ({
  outcome: 'warn',
  text,
  ...(details ? { details } : {}),
});
export const fail = (text: string, details?: readonly string[]): Check => ({
  outcome: 'fail',
  text,
  ...(details ? { details } : {}),
});

/** One check per problem, or a single ok when there is none. */
export const failEachOr = (problems: readonly string[], okText: string): Check[] =>
  problems.length ? problems.map((problem) => fail(problem)) : [ok(okText)];

const MAX_DETAILS = 10;

const MARK: Record<Outcome, string> = { ok: '  ok  ', warn: ' warn ', fail: ' FAIL ' };

export const countOf = (sections: readonly Section[], outcome: Outcome): number =>
  sections.reduce(
    (sum, section) => sum + section.checks.filter((check) => check.outcome === outcome).length,
    0,
  );

/** The report as printed: one line per check, details indented, a verdict at the end. */
export function formatReport(sections: readonly Section[], seconds: number): string {
  const lines: string[] = [];
  for (const section of sections) {
    lines.push('', `== ${section.title}`);
    for (const check of section.checks) {
      lines.push(`[${MARK[check.outcome]}] ${check.text}`);
      const details = check.details ?? [];
      for (const detail of details.slice(0, MAX_DETAILS)) lines.push(`           ${detail}`);
      if (details.length > MAX_DETAILS)
        lines.push(`           ... and ${details.length - MAX_DETAILS} more`);
    }
  }
  const failed = countOf(sections, 'fail');
  const warned = countOf(sections, 'warn');
  const total = sections.reduce((sum, section) => sum + section.checks.length, 0);
  lines.push(
    '',
    `Deploy check ${failed ? 'FAILED' : 'passed'}: ${total} checks, ${failed} failed, ${warned} warnings, ${seconds.toFixed(0)} s.`,
  );
  return `${lines.join('\n')}\n`;
}
