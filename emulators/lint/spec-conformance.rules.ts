/**
 * The rules of docs/spec-conformance.md: every numbered heading of the spec documents has a row,
 * every test a row names exists with the title it quotes, every source file it names exists.
 * Pure: the files come through `RepoFiles`, so the rules are table-tested with inline fixtures.
 */

/** A numbered heading of a spec document: `## 4. States` is "4", `### 4.13 Manage flow` "4.13". */
export interface SpecHeading {
  doc: string;
  section: string;
  title: string;
}

export interface TestReference {
  file: string;
  title: string;
}

export const STATUSES = ['built', 'partial', 'missing', 'deviation', 'untested'] as const;
export type Status = (typeof STATUSES)[number];

export interface ConformanceRow {
  id: string;
  doc: string;
  section: string;
  requirement: string;
  where: string[];
  tests: TestReference[];
  status: string;
  line: number;
}

export interface DeviationRow {
  id: string;
  text: string;
  line: number;
}

export interface ConformanceTable {
  rows: ConformanceRow[];
  deviations: DeviationRow[];
  problems: string[];
}

/** What the rules read of the repository: paths are relative to its root. */
export interface RepoFiles {
  isFile(path: string): boolean;
  exists(path: string): boolean;
  read(path: string): string | undefined;
}

const NUMBERED_HEADING = /^(##|###) (\d+(?:\.\d+)?)\.? (.+)$/;
const ROW_ID = /^(0\d)-(\d+(?:\.\d+)?)-(\d+)$/;
/** Unit, route and browser tests, and the money audit (its scenarios live in `*-audit.ts`). */
const TEST_FILE = /(?:\.(?:test|e2e|audit)\.tsx?|-audit\.ts)$/;
const TEST_REFERENCE = /`([^`]+)`\s*›\s*"([^"]+)"/g;
const BACKTICKED = /`([^`]+)`/g;
const ROWS_HEADER = ['Id', 'Requirement', 'Where', 'Test', 'Status'];
const DEVIATIONS_HEADER = ['Id', 'Deviation', 'Reason'];

export function specHeadings(doc: string, markdown: string): SpecHeading[] {
  return markdown.split('\n').flatMap((line) => {
    const match = NUMBERED_HEADING.exec(line.trimEnd());
    if (!match) return [];
    const [, level, section, title] = match as unknown as [string, string, string, string];
    const nested = section.includes('.');
    if ((level === '###') !== nested) return [];
    return [{ doc, section, title }];
  });
}

/** The cells of a markdown table line; `\|` stays inside its cell. */
export function tableCells(line: string): string[] | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith('|') || !trimmed.endsWith('|')) return null;
  return trimmed
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const isSeparator = (cells: string[]) => cells.every((cell) => /^:?-{3,}:?$/.test(cell));
const sameHeader = (cells: string[], header: string[]) =>
  cells.length === header.length && cells.every((cell, index) => cell === header[index]);

export function testReferences(cell: string): TestReference[] {
  return [...cell.matchAll(TEST_REFERENCE)].map(([, file, title]) => ({
    file: file as string,
    title: title as string,
  }));
}

/** Source paths of a Where cell: every backticked token with a slash (a file or a folder). */
export function wherePaths(cell: string): string[] {
  return [...cell.matchAll(BACKTICKED)]
    .map(([, path]) => path as string)
    .filter((path) => path.includes('/'));
}

export function parseConformance(markdown: string): ConformanceTable {
  const rows: ConformanceRow[] = [];
  const deviations: DeviationRow[] = [];
  const problems: string[] = [];
  let table: 'rows' | 'deviations' | null = null;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    const cells = tableCells(text);
    if (!cells) {
      table = null;
      return;
    }
    if (sameHeader(cells, ROWS_HEADER)) table = 'rows';
    else if (sameHeader(cells, DEVIATIONS_HEADER)) table = 'deviations';
    else if (isSeparator(cells)) return;
    else if (table === 'deviations') {
      deviations.push({ id: cells[0] ?? '', text: cells.slice(1).join(' '), line });
    } else if (table === 'rows') {
      const row = parseRow(cells, line);
      if (typeof row === 'string') problems.push(row);
      else rows.push(row);
    }
  });
  return { rows, deviations, problems };
}

function parseRow(cells: string[], line: number): ConformanceRow | string {
  if (cells.length !== ROWS_HEADER.length)
    return `line ${line}: a row has ${cells.length} cells, not ${ROWS_HEADER.length}`;
  const [id, requirement, where, test, status] = cells as [string, string, string, string, string];
  const match = ROW_ID.exec(id);
  if (!match) return `line ${line}: "${id}" is no row id (like 02-4.13-3)`;
  const tests = testReferences(test);
  const named = [...test.matchAll(BACKTICKED)].length;
  if (named !== tests.length)
    return `line ${line} (${id}): every test is \`path\` › "title" (${test})`;
  return {
    id,
    doc: match[1] as string,
    section: match[2] as string,
    requirement,
    where: wherePaths(where),
    tests,
    status,
    line,
  };
}

/** A heading is covered by a row of its own section or of one of its subsections. */
const covers = (row: ConformanceRow, heading: SpecHeading) =>
  row.doc === heading.doc &&
  (row.section === heading.section || row.section.startsWith(`${heading.section}.`));

export function conformanceProblems(
  headings: SpecHeading[],
  table: ConformanceTable,
  files: RepoFiles,
): string[] {
  const problems = [...table.problems];
  for (const heading of headings) {
    if (!table.rows.some((row) => covers(row, heading)))
      problems.push(`${heading.doc} §${heading.section} (${heading.title}) has no row`);
  }
  const sections = new Set(headings.map(({ doc, section }) => `${doc}-${section}`));
  const seen = new Set<string>();
  const deviationText = table.deviations.map(({ text }) => text).join('\n');
  for (const row of table.rows) {
    const at = `line ${row.line} (${row.id})`;
    if (seen.has(row.id)) problems.push(`${at}: the id is used twice`);
    seen.add(row.id);
    if (!sections.has(`${row.doc}-${row.section}`))
      problems.push(`${at}: ${row.doc} has no numbered heading §${row.section}`);
    if (!(STATUSES as readonly string[]).includes(row.status))
      problems.push(`${at}: status "${row.status}" is not one of ${STATUSES.join(', ')}`);
    if (row.status === 'built' && row.tests.length === 0)
      problems.push(`${at}: built, but names no test (say untested)`);
    if (row.status === 'untested' && row.tests.length > 0)
      problems.push(`${at}: untested, but names a test`);
    if (row.status === 'deviation' && !deviationText.includes(row.id))
      problems.push(`${at}: a deviation the deviations table does not name`);
    for (const path of row.where) {
      if (!files.exists(path)) problems.push(`${at}: ${path} does not exist`);
    }
    for (const { file, title } of row.tests) {
      if (!TEST_FILE.test(file)) problems.push(`${at}: ${file} is no test file`);
      else if (!files.isFile(file)) problems.push(`${at}: test file ${file} does not exist`);
      else if (!(files.read(file) ?? '').includes(title))
        problems.push(`${at}: ${file} has no title "${title}"`);
    }
  }
  for (const { id, text, line } of table.deviations) {
    for (const named of text.match(/\b0\d-\d+(?:\.\d+)?-\d+\b/g) ?? []) {
      if (!seen.has(named))
        problems.push(`line ${line} (${id}): the deviation names row ${named}, which is not there`);
    }
  }
  return problems;
}

/** The spec copy in the repository must equal the shared original, file by file. */
export function specCopyProblems(
  copy: ReadonlyMap<string, string>,
  original: ReadonlyMap<string, string>,
): string[] {
  const names = [...new Set([...copy.keys(), ...original.keys()])].sort();
  return names.flatMap((name) => {
    if (!copy.has(name)) return [`docs/spec/${name} is missing (the original has it)`];
    if (!original.has(name)) return [`docs/spec/${name} is not in the original`];
    return copy.get(name) === original.get(name)
      ? []
      : [`docs/spec/${name} differs from the original`];
  });
}
