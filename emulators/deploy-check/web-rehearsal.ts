import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_STACK, localUrl } from '../local-stack.config.js';
import type { Check, Section } from './check-report.js';
import { fail, ok } from './check-report.js';
import { parseDotenv } from './dotenv.js';
import type { HostingConfig } from './firebase-config.js';
import { commandsOf } from './firebase-config.js';
import type { Setting } from './local-settings.rules.js';
import { localMarkerChecks, webSettingChecks } from './local-settings.rules.js';
import { listFiles, run, tail } from './deploy-io.js';
import { devOnlyChecks } from './dev-only.rules.js';
import { sourceMapChecks } from './source-maps.rules.js';
import { hostingDeploySet } from './upload-sets.rules.js';

/** The Vite project the hosting predeploy builds, and the settings web/src/shared/services/env.ts requires. */
const WEB_DIR = 'web';
const REQUIRED_WEB_SETTINGS = [
  'VITE_STRIPE_PUBLISHABLE_KEY',
  'VITE_STRIPE_JS_URL',
  'VITE_GROWTHBOOK_API_HOST',
  'VITE_GROWTHBOOK_CLIENT_KEY',
];

/** Strings only the local stack's build contains: its URLs, keys and demo project. */
export const LOCAL_MARKERS = [
  ...Object.values(LOCAL_STACK.ports).map(localUrl),
  ...Object.values(LOCAL_STACK.ports).map((port) => `localhost:${port}`),
  LOCAL_STACK.projectId,
  LOCAL_STACK.stripe.publishableKey,
  LOCAL_STACK.paypal.clientId,
  LOCAL_STACK.growthbookClientKey,
];

/** The VITE_* values of a production build: Vite's env files for the mode, then the process (which wins). */
function productionWebSettings(webDir: string): Setting[] {
  const byName = new Map<string, Setting>();
  for (const file of ['.env', '.env.local', '.env.production', '.env.production.local']) {
    const path = join(webDir, file);
    if (!existsSync(path)) continue;
    for (const [name, value] of Object.entries(parseDotenv(readFileSync(path, 'utf8'))))
      if (name.startsWith('VITE_')) byName.set(name, { name, value, source: `web/${file}` });
  }
  for (const [name, value] of Object.entries(process.env))
    if (name.startsWith('VITE_') && value !== undefined)
      byName.set(name, { name, value, source: 'build environment' });
  return [...byName.values()];
}

export interface WebOutcome {
  section: Section;
  settings: Check[];
  deployed: string[];
}

/** The hosting predeploy (the production build), what the deploy would upload, its source maps. */
export async function rehearseWeb(root: string, hosting: HostingConfig): Promise<WebOutcome> {
  const checks: Check[] = [];
  const section = { title: `Web: hosting public ${hosting.public}/`, checks };
  const settings = webSettingChecks(
    productionWebSettings(join(root, WEB_DIR)),
    REQUIRED_WEB_SETTINGS,
  );
  settings.push(
    localMarkerChecks(
      'firebase.json hosting headers',
      (hosting.headers ?? []).flatMap((rule) =>
        rule.headers.map(({ key, value }) => ({
          path: `${rule.source ?? rule.regex} ${key}`,
          text: value,
        })),
      ),
      LOCAL_MARKERS,
    ),
  );
  for (const command of commandsOf(hosting.predeploy)) {
    const built = await run(command, [], { cwd: root, shell: true });
    if (built.code !== 0) {
      checks.push(fail(`predeploy failed: ${command}`, tail(built.output)));
      return { section, settings, deployed: [] };
    }
    checks.push(ok(`predeploy: ${command} (${built.seconds.toFixed(0)} s)`));
  }
  const publicDir = join(root, hosting.public);
  const built = listFiles(publicDir);
  const deployed = hostingDeploySet(built, hosting.ignore);
  checks.push(
    ok(
      `deploy set: ${deployed.length} of ${built.length} built files (hosting.ignore ${JSON.stringify(hosting.ignore)})`,
    ),
  );
  const texts = built
    .filter((file) => /\.(js|mjs|css|html)$/.test(file))
    .map((path) => ({ path, text: readFileSync(join(publicDir, path), 'utf8') }));
  checks.push(
    ...sourceMapChecks(
      texts.filter(({ path }) => !path.endsWith('.html')),
      built,
      deployed,
    ),
  );
  checks.push(devOnlyChecks(texts));
  settings.push(
    localMarkerChecks(`the built files (${texts.length} JS, CSS, HTML)`, texts, LOCAL_MARKERS),
  );
  return { section, settings, deployed };
}
