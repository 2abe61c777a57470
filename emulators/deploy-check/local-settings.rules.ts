import { refusedLocalSettings } from '../../functions/src/tooling.js';
import type { Check } from './check-report.js';
import { fail, ok, warn } from './check-report.js';

/** A configuration value and the file (or default) it comes from. */
export interface Setting {
  name: string;
  value: string;
  source: string;
}

const LOCAL_HOST = /^(localhost|[\w-]+\.localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[?::1\]?)$/i;

/** The URLs and host:port pairs in a value that point at this machine. */
export function localHostsIn(value: string): string[] {
  return value.split(/[\s,;'"]+/).filter((token) => {
    if (token === '') return false;
    try {
      const host = token.includes('://') ? new URL(token).hostname : token.replace(/:\d+$/, '');
      return LOCAL_HOST.test(host);
    } catch {
      return false;
    }
  });
}

const hasPlainHttp = (value: string): boolean => /(^|[\s,])http:\/\//i.test(value);
const SECRET_NAME = /SECRET|PASSWORD|PRIVATE_KEY|(^|_)TOKEN$/;
const SECRET_VALUE = /(^|[\s,])((sk|rk)_(live|test)_|whsec_)/;

/** What Cloud Run gives the deployed function: a real project's configuration, K_SERVICE. */
const deployedRuntime = (project: string): Record<string, string> => ({
  K_SERVICE: 'deploy-check',
  FIREBASE_CONFIG: JSON.stringify({ projectId: project }),
  GCLOUD_PROJECT: project,
});

/** The target project, through the production guard's own rule (no demo- project, a real one). */
export function projectChecks(project: string, source: string): Check[] {
  const refused = refusedLocalSettings(deployedRuntime(project));
  const checks = refused.map(({ why }) =>
    fail(`project ${project} (${source}): ${why}; deploy with --project <your project id>`),
  );
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(project))
    checks.push(fail(`project ${project} (${source}) is not a valid Firebase project id`));
  return checks.length ? checks : [ok(`project ${project} (${source})`)];
}

/**
 * The functions' deployed environment (dotenv files and param defaults) as the production
 * guard will see it, plus what the guard cannot see at run time: other emulator hosts, local
 * or plain-http URLs, and secrets written as plain (readable) environment.
 */
export function functionsSettingChecks(
  settings: readonly Setting[],
  secretNames: readonly string[],
  project: string,
): Check[] {
  const env = Object.fromEntries(settings.map(({ name, value }) => [name, value]));
  const sourceOf = (name: string) => settings.find((s) => s.name === name)?.source ?? 'env';
  const refused = refusedLocalSettings({ ...env, ...deployedRuntime(project) }).filter(
    ({ name }) => name !== 'FIREBASE_CONFIG', // the project: projectChecks
  );
  const checks = refused.map(({ name, why }) =>
    fail(`${name} (${sourceOf(name)}): refused by the production guard: ${why}`),
  );
  for (const { name, value, source } of settings) {
    if (value.trim() === '') continue;
    const at = `${name} (${source})`;
    if (refused.some((setting) => setting.name === name)) {
      // Already failed above; a secret among them (SMTP_URL) still needs its own line.
    } else if (/_EMULATOR_HOST$|^FUNCTIONS_EMULATOR$/.test(name))
      checks.push(fail(`${at}: an emulator setting`));
    else if (localHostsIn(value).length)
      checks.push(fail(`${at}: points at this machine (${localHostsIn(value).join(', ')})`));
    else if (hasPlainHttp(value)) checks.push(fail(`${at}: a plain http:// URL`));
    if (secretNames.includes(name) || SECRET_NAME.test(name) || SECRET_VALUE.test(value))
      checks.push(
        fail(`${at}: a secret in plain environment; use firebase functions:secrets:set ${name}`),
      );
  }
  // Not set: a warning like the web build's missing keys (CI rehearses with no project settings).
  const webUrl = settings.find(({ name }) => name === 'PUBLIC_WEB_URL');
  if (webUrl && webUrl.value.trim() === '')
    checks.push(
      warn(
        `PUBLIC_WEB_URL (${webUrl.source}) is empty: the cancellation route (§312k) answers 503; set the site's https origin in functions/.env.${project}`,
      ),
    );
  const features = settings.find(({ name }) => name === 'GROWTHBOOK_FEATURES_URL');
  if (features && features.value.trim() === '')
    checks.push(
      warn(
        `GROWTHBOOK_FEATURES_URL (${features.source}) is empty: experiment exposures answer 503; set the web's GrowthBook SDK endpoint (https://cdn.growthbook.io/api/features/<client key>) in functions/.env.${project}`,
      ),
    );
  const summary = checks.length
    ? checks
    : [
        ok(
          `functions environment: ${settings.length} settings, none local, no secret in plain env`,
        ),
      ];
  const live = settings.find(({ name }) => name === 'LIVE');
  return live ? [...summary, liveCheck(live, project)] : summary;
}

/**
 * LIVE (functions/.env.<project>): whether the guard also refuses test settings. The secrets
 * (STRIPE_SECRET_KEY, SMTP_URL) live in Secret Manager, out of this offline check's sight: the
 * guard checks them at run time and turns the part off, with an error log line.
 */
function liveCheck({ value, source }: Setting, project: string): Check {
  const at = `LIVE (${source})`;
  const normal = value.trim().toLowerCase();
  if (normal !== '' && normal !== 'true' && normal !== 'false')
    return fail(
      `${at} is ${JSON.stringify(value)}: write true or false (the guard counts it as live)`,
    );
  if (normal === 'true')
    return ok(
      `${at}: a live project; the production guard refuses test-mode Stripe keys (sk_test_, rk_test_), PayPal's sandbox and SMTP without TLS (the secrets STRIPE_SECRET_KEY and SMTP_URL at run time)`,
    );
  return warn(
    `${at} is not true: if ${project} takes real money, set LIVE=true in functions/.env.${project}, or the guard lets test keys, PayPal's sandbox and SMTP without TLS through`,
  );
}

/** Web build settings only the local stack uses. */
const WEB_DEV_ONLY = ['VITE_AUTH_EMULATOR_URL'];

/** The production web build's VITE_* values (env files of the mode, then the process). */
export function webSettingChecks(
  settings: readonly Setting[],
  required: readonly string[],
): Check[] {
  const checks: Check[] = [];
  for (const { name, value, source } of settings) {
    if (value.trim() === '') continue;
    const at = `${name} (${source})`;
    if (WEB_DEV_ONLY.includes(name)) checks.push(fail(`${at}: for the local stack only`));
    else if (localHostsIn(value).length)
      checks.push(fail(`${at}: points at this machine (${localHostsIn(value).join(', ')})`));
    else if (hasPlainHttp(value)) checks.push(fail(`${at}: a plain http:// URL`));
    else if (/^demo-/.test(value)) checks.push(fail(`${at}: an emulator-only demo- value`));
    if (SECRET_VALUE.test(value)) checks.push(fail(`${at}: a secret key in the browser bundle`));
    if (name === 'VITE_FLAG_OVERRIDES' && value.trim() === 'open')
      checks.push(fail(`${at}: any visitor could force flags with ?ff. (production: qa-key)`));
    if (/^pk_test_/.test(value)) checks.push(warn(`${at}: a Stripe test-mode key`));
  }
  for (const name of required)
    if (!settings.some((setting) => setting.name === name && setting.value.trim() !== ''))
      checks.push(
        warn(`${name} is not set here: set it where the web app is built for the deploy`),
      );
  return checks.length ? checks : [ok(`web build settings: ${settings.length}, none local`)];
}

/** Hosting header values (the CSP) and the built files must not name the local stack. */
export function localMarkerChecks(
  where: string,
  texts: readonly { path: string; text: string }[],
  markers: readonly string[],
): Check {
  const found = texts.flatMap(({ path, text }) =>
    markers.filter((marker) => text.includes(marker)).map((marker) => `${path}: ${marker}`),
  );
  return found.length
    ? fail(`${where} name the local stack`, found)
    : ok(`${where} name none of the local stack's ${markers.length} URLs and ids`);
}

const SUPPORTED_RUNTIMES = ['nodejs22', 'nodejs24'];

/** firebase.json's runtime (which wins) and functions/package.json's engines agree on 22 or 24. */
export function runtimeChecks(
  runtime: string | undefined,
  enginesNode: string | undefined,
): Check[] {
  const engineMajor = enginesNode?.match(/\d+/)?.[0];
  const effective = runtime ?? (engineMajor ? `nodejs${engineMajor}` : undefined);
  if (!effective || !SUPPORTED_RUNTIMES.includes(effective))
    return [
      fail(
        `functions runtime ${effective ?? '(none)'}: must be ${SUPPORTED_RUNTIMES.join(' or ')}`,
      ),
    ];
  if (engineMajor && `nodejs${engineMajor}` !== effective)
    return [
      fail(
        `functions runtime ${effective}, but functions/package.json engines.node is ${enginesNode}`,
      ),
    ];
  return [
    ok(`functions runtime ${effective}${enginesNode ? ` (engines.node ${enginesNode})` : ''}`),
  ];
}
