/** The six languages of the app (web/public/onboarding/locales). */
export const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGES: readonly Language[] = ['en', 'de'];
/** A channel (0–255) differing by more than this counts the pixel as different. */
export const DEFAULT_TOLERANCE = 8;
/** Share of a screenshot's pixels (percent) that may differ before the step counts as changed. */
export const DEFAULT_THRESHOLD_PERCENT = 0.1;

export type CaptureOptions = {
  /** Undefined: the short commit (with -dirty when the worktree has changes). */
  label?: string;
  langs: readonly Language[];
  /** Use the stack already running (npm start) instead of starting one. */
  running: boolean;
};

export type CompareOptions = {
  labels: readonly [string, string];
  /** Undefined: every language either label has. */
  langs?: readonly Language[];
  tolerance: number;
  thresholdPercent: number;
};

/** What one `npm run screenshots` does: capture, compare, or capture then compare. */
export type ScreenshotsCommand = { capture?: CaptureOptions; compare?: CompareOptions };

const LABEL = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const OPTIONS = ['label', 'langs', 'compare', 'tolerance', 'threshold', 'running'] as const;
type OptionName = (typeof OPTIONS)[number];

function checkedLabel(label: string): string {
  if (!LABEL.test(label) || label.startsWith('compare-'))
    throw new Error(
      `label "${label}": use letters, digits, ".", "_" and "-" (not starting with "compare-")`,
    );
  return label;
}

function checkedLangs(value: string): Language[] {
  const langs = value.split(',').map((lang) => lang.trim());
  const unknown = langs.filter((lang) => !(LANGUAGES as readonly string[]).includes(lang));
  if (unknown.length > 0 || langs.length === 0)
    throw new Error(
      `--langs: unknown language(s) ${unknown.join(', ')}; use ${LANGUAGES.join(',')}`,
    );
  return [...new Set(langs as Language[])];
}

function checkedNumber(name: string, value: string, max: number): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < 0 || number > max)
    throw new Error(`--${name}=${value}: a number from 0 to ${max}`);
  return number;
}

function optionsOf(argv: readonly string[]): Map<OptionName, string> {
  const options = new Map<OptionName, string>();
  for (const arg of argv) {
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    const name = OPTIONS.find((option) => option === match?.[1]);
    if (match === null || name === undefined)
      throw new Error(
        `unknown argument "${arg}"; options: ${OPTIONS.map((o) => `--${o}`).join(' ')}`,
      );
    const value = match[2];
    if ((name === 'running') !== (value === undefined))
      throw new Error(name === 'running' ? '--running takes no value' : `--${name} needs =value`);
    options.set(name, value ?? '');
  }
  return options;
}

/**
 * `npm run screenshots -- [--label=L] [--langs=en,de] [--running]` captures;
 * `--compare=A,B [--tolerance=8] [--threshold=0.1]` compares two labels; with `--label` as well
 * it captures first, then compares.
 */
export function parseScreenshotArgs(argv: readonly string[]): ScreenshotsCommand {
  const options = optionsOf(argv);
  const langs = options.has('langs') ? checkedLangs(options.get('langs') ?? '') : undefined;
  const compareValue = options.get('compare');
  const command: ScreenshotsCommand = {};
  if (compareValue === undefined || options.has('label')) {
    const label = options.get('label');
    command.capture = {
      label: label === undefined ? undefined : checkedLabel(label),
      langs: langs ?? DEFAULT_LANGUAGES,
      running: options.has('running'),
    };
  } else if (options.has('running')) {
    throw new Error('--running is for capturing: --compare alone starts no stack');
  }
  if (compareValue !== undefined) {
    const labels = compareValue.split(',').map((label) => checkedLabel(label.trim()));
    const [a, b] = labels;
    if (labels.length !== 2 || a === undefined || b === undefined || a === b)
      throw new Error(
        `--compare=${compareValue}: name two different labels, e.g. --compare=before,after`,
      );
    command.compare = {
      labels: [a, b],
      langs,
      tolerance: checkedNumber(
        'tolerance',
        options.get('tolerance') ?? `${DEFAULT_TOLERANCE}`,
        255,
      ),
      thresholdPercent: checkedNumber(
        'threshold',
        options.get('threshold') ?? `${DEFAULT_THRESHOLD_PERCENT}`,
        100,
      ),
    };
  } else if (options.has('tolerance') || options.has('threshold')) {
    throw new Error('--tolerance and --threshold go with --compare');
  }
  return command;
}
