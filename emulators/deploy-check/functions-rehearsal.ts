import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Check, Section } from './check-report.js';
import { fail, failEachOr, ok, warn } from './check-report.js';
import { listFiles, run, tail } from './deploy-io.js';
import { parseDotenv } from './dotenv.js';
import type { FunctionsSourceConfig, TargetProject } from './firebase-config.js';
import { commandsOf } from './firebase-config.js';
import type { FunctionsPackage } from './functions-copy.js';
import { installAndLoad } from './functions-copy.js';
import type { FunctionsManifest } from './function-options.rules.js';
import { claimedOptions, optionProblems } from './function-options.rules.js';
import type { Setting } from './local-settings.rules.js';
import { functionsSettingChecks, runtimeChecks } from './local-settings.rules.js';
import { requiredPackages, undeclaredPackages } from './runtime-imports.rules.js';
import { functionsUploadSet, localOnlyFiles, missingLegalTexts } from './upload-sets.rules.js';
import { SUPPORTED_LANGUAGES } from '../../functions/src/contract/languages.js';

export interface FunctionsOutcome {
  section: Section;
  settings: Check[];
  manifest?: FunctionsManifest;
}

/** What the deploy reads as the function's plain environment: dotenv files, then param defaults. */
function deployedSettings(sourceDir: string, project: TargetProject, manifest?: FunctionsManifest) {
  const settings: Setting[] = [];
  const files = ['.env', `.env.${project.id}`, ...(project.alias ? [`.env.${project.alias}`] : [])];
  for (const file of files) {
    const path = join(sourceDir, file);
    if (!existsSync(path)) continue;
    for (const [name, value] of Object.entries(parseDotenv(readFileSync(path, 'utf8'))))
      settings.push({ name, value, source: `functions/${file}` });
  }
  for (const param of manifest?.params ?? [])
    if (param.type !== 'secret' && !settings.some(({ name }) => name === param.name))
      settings.push({
        name: param.name,
        value: String(param.default ?? ''),
        source: 'param default',
      });
  return settings;
}

/**
 * What `firebase deploy` and Cloud Build do with a functions codebase: predeploy, zip the source
 * directory without the ignored files, install its production dependencies from its own
 * package.json, load the entry point and read the functions it exports (firebase-functions'
 * own manifest, the `__endpoint` of each export).
 */
export async function rehearseFunctions(
  root: string,
  config: FunctionsSourceConfig,
  project: TargetProject,
): Promise<FunctionsOutcome> {
  const sourceDir = join(root, config.source);
  const checks: Check[] = [];
  const section = {
    title: `Functions: codebase ${config.codebase ?? 'default'} (${config.source}/)`,
    checks,
  };
  const pkg = JSON.parse(readFileSync(join(sourceDir, 'package.json'), 'utf8')) as FunctionsPackage;
  const settings = runtimeChecks(config.runtime, pkg.engines?.node);
  for (const command of commandsOf(config.predeploy)) {
    const built = await run(command, [], { cwd: root, shell: true });
    if (built.code !== 0) {
      checks.push(fail(`predeploy failed: ${command}`, tail(built.output)));
      return { section, settings };
    }
    checks.push(ok(`predeploy: ${command} (${built.seconds.toFixed(0)} s)`));
  }

  const skipDir = (dir: string) => functionsUploadSet(sourceDir, [dir], config.ignore).length === 0;
  const uploaded = functionsUploadSet(sourceDir, listFiles(sourceDir, skipDir), config.ignore);
  checks.push(
    ok(`upload set: ${uploaded.length} files (functions.ignore ${JSON.stringify(config.ignore)})`),
  );
  const localOnly = localOnlyFiles(uploaded);
  if (localOnly.length)
    checks.push(
      fail('local-only files would be uploaded (add "*.local" to functions.ignore)', localOnly),
    );

  const missingTerms = missingLegalTexts(uploaded, SUPPORTED_LANGUAGES);
  checks.push(
    missingTerms.length
      ? fail(
          'the terms the contract confirmation mail attaches are not in the upload (npm run build -w functions copies them)',
          missingTerms,
        )
      : ok(`the terms of ${SUPPORTED_LANGUAGES.length} languages are in the upload (lib/legal)`),
  );

  const used = uploaded
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => requiredPackages(readFileSync(join(sourceDir, file), 'utf8')));
  const undeclared = undeclaredPackages(used, pkg.dependencies);
  checks.push(
    ...failEachOr(
      undeclared.map(
        (name) =>
          `${name} is loaded at run time but not in ${config.source}/package.json dependencies`,
      ),
      `every package loaded at run time is a dependency: ${[...new Set(used)].sort().join(', ')}`,
    ),
  );

  const manifest = await installAndLoad({
    root,
    sourceDir,
    uploaded,
    config,
    pkg,
    project,
    checks,
  });
  const indexTs = join(
    sourceDir,
    (pkg.main ?? '').replace(/^lib\//, 'src/').replace(/\.js$/, '.ts'),
  );
  if (manifest && existsSync(indexTs))
    checks.push(
      ...failEachOr(
        optionProblems(claimedOptions(readFileSync(indexTs, 'utf8')), manifest),
        `every function has the options ${config.source}/${indexTs.slice(sourceDir.length + 1)} gives it`,
      ),
    );
  else if (manifest) checks.push(warn(`no ${indexTs}: options not compared with the source`));
  const secretNames = (manifest?.params ?? [])
    .filter((p) => p.type === 'secret')
    .map((p) => p.name);
  settings.push(
    ...functionsSettingChecks(
      deployedSettings(sourceDir, project, manifest),
      secretNames,
      project.id,
    ),
  );
  return { section, settings, ...(manifest ? { manifest } : {}) };
}
