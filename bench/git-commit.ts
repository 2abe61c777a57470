import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from './config';

/** Files the bench itself writes: a run leaves them changed without changing what it measures. */
const WRITTEN_BY_THE_BENCH = [
  'bench/report.md',
  'bench/report.json',
  'bench/first-render-bytes.json',
];

/** The short commit of the measured code, marked when files other than the bench's outputs differ. */
export function commitOf(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  const dirty = git(
    'status',
    '--porcelain',
    '--',
    '.',
    ...WRITTEN_BY_THE_BENCH.map((path) => `:!${path}`),
  );
  return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (with uncommitted changes)' : ''}`;
}
