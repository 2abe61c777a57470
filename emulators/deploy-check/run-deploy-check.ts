import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Check, Section } from './check-report.js';
import { countOf, fail, formatReport } from './check-report.js';
import type { FirebaseRc } from './firebase-config.js';
import { functionsSources, readFirebaseJson, readJson, resolveProject } from './firebase-config.js';
import type { FunctionsOutcome } from './functions-rehearsal.js';
import { rehearseFunctions } from './functions-rehearsal.js';
import { headerChecks, rewriteChecks } from './hosting-targets.rules.js';
import { projectChecks } from './local-settings.rules.js';
import { planMapChecks } from './paypal-plan-map.rules.js';
import { rehearseWeb } from './web-rehearsal.js';

/** The project's PayPal plan map in the sources, and whether the build put it in lib/. */
function readPlanMap(
  root: string,
  projectId: string,
): [{ plans: Record<string, string> } | null, boolean] {
  const file = join('catalogue', 'paypal-plans', `${projectId}.json`);
  const source = join(root, 'functions', 'src', file);
  if (!existsSync(source)) return [null, true];
  return [
    readJson<{ plans: Record<string, string> }>(source),
    existsSync(join(root, 'functions', 'lib', file)),
  ];
}

/**
 * npm run deploy:check [-- --project <id|alias>]: what `firebase deploy` and Cloud Build would
 * do, offline but for the npm registry, and a report of everything that would break or leak.
 */
async function main(): Promise<number> {
  const started = Date.now();
  const root = join(import.meta.dirname, '..', '..');
  const config = readFirebaseJson(root);
  const rcFile = join(root, '.firebaserc');
  const project = resolveProject(
    process.argv.slice(2),
    existsSync(rcFile) ? readJson<FirebaseRc>(rcFile) : {},
  );
  process.stdout.write(
    `Deploy check: ${project ? `project ${project.id} (${project.source})` : 'no project'}; building and installing as the deploy would (about 2 min)...\n`,
  );
  const localSettings: Check[] = project
    ? projectChecks(project.id, project.source)
    : [fail('no project: pass --project <id> or set a default in .firebaserc')];
  const target = project ?? { id: 'unknown-project', source: 'none' };

  // Functions and web build side by side, as the stack does.
  const [functions, web] = await Promise.all([
    Promise.all(functionsSources(config).map((source) => rehearseFunctions(root, source, target))),
    config.hosting ? rehearseWeb(root, config.hosting) : undefined,
  ]);
  const sections: Section[] = functions.map(({ section }: FunctionsOutcome) => section);
  localSettings.push(...functions.flatMap(({ settings }) => settings));
  localSettings.push(...planMapChecks(target.id, ...readPlanMap(root, target.id)));
  if (web) {
    sections.push(web.section);
    localSettings.push(...web.settings);
    const loaded = functions.every(({ manifest }) => manifest !== undefined);
    const endpoints = loaded
      ? Object.assign({}, ...functions.map(({ manifest }) => manifest?.endpoints))
      : undefined;
    sections.push({
      title: 'Hosting rewrites and headers (firebase.json)',
      checks: [
        ...rewriteChecks(config.hosting?.rewrites ?? [], endpoints, web.deployed),
        ...headerChecks(config.hosting?.headers ?? [], web.deployed),
      ],
    });
  }
  sections.push({ title: 'Local settings in production configuration', checks: localSettings });
  process.stdout.write(formatReport(sections, (Date.now() - started) / 1000));
  return countOf(sections, 'fail') ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `deploy:check failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
