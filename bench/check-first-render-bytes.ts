import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FIRST_RENDER_BYTES_JSON, REPO_ROOT, WEB_DIST } from './config';
import { MANIFEST_PATH, readManifest } from './first-render-bytes';
import {
  GROWTH_LIMIT_BYTES,
  checkFirstRender,
  measureFirstRender,
  parseFigures,
  renderCheck,
  renderFigures,
} from './first-render-check';
import { commitOf } from './git-commit';
import { shellRequests } from './shell-requests';

/**
 * npm run check:bytes: the JS each measured screen loads before its first render, computed from
 * web/dist (no browser, seconds), against bench/first-render-bytes.json. Exits 1 when a screen
 * grew by more than 2 KB gzip, or when index.html preloads anything. `--write` writes the current build's figures to the file instead
 * (after an intended change; npm run bench writes them too).
 */
function main(): number {
  const say = (text: string) => process.stdout.write(`${text}\n`);
  const complain = (text: string) => process.stderr.write(`${text}\n`);
  const figuresFile = relative(REPO_ROOT, FIRST_RENDER_BYTES_JSON);
  if (!existsSync(join(WEB_DIST, MANIFEST_PATH))) {
    complain(
      `${relative(REPO_ROOT, join(WEB_DIST, MANIFEST_PATH))} is missing: build the web app first ` +
        '(npm run build:web:local, as the local stack builds it).',
    );
    return 1;
  }
  const shellFetches = shellRequests(readFileSync(join(WEB_DIST, 'index.html'), 'utf8'));
  if (shellFetches.length > 0) {
    complain(
      `web/dist/index.html fetches ${shellFetches.join(', ')} before its static shell paints: ` +
        'the shell must paint with no request to wait for (bench/shell-requests.ts says why).',
    );
    return 1;
  }
  const now = measureFirstRender(readManifest(WEB_DIST), WEB_DIST);
  if (process.argv.includes('--write')) {
    writeFileSync(FIRST_RENDER_BYTES_JSON, renderFigures(commitOf(), now));
    say(`Wrote ${figuresFile}.`);
    return 0;
  }
  const committed = existsSync(FIRST_RENDER_BYTES_JSON)
    ? parseFigures(readFileSync(FIRST_RENDER_BYTES_JSON, 'utf8'))
    : null;
  if (committed === null) {
    complain(
      `${figuresFile} holds no first-render figures: run npm run bench (it writes them), ` +
        'then commit the file.',
    );
    return 1;
  }
  const lines = checkFirstRender(committed.screens, now);
  say(renderCheck(lines, committed, now));
  const over = lines.filter((line) => line.tooLarge);
  if (over.length === 0) return 0;
  complain(
    `\nFirst-render JS grew by more than ${GROWTH_LIMIT_BYTES} B gzip on ${over
      .map((line) => line.screen)
      .join(', ')}. Take it back out, or, if the growth is wanted, say why in bench/notes.md ` +
      `and write the new figures (npm run check:bytes -- --write, or npm run bench).`,
  );
  return 1;
}

try {
  process.exit(main());
} catch (error) {
  process.stderr.write(
    `npm run check:bytes failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
