/** The parts of the API a refused local setting takes down. */
export type GuardedPart = 'identity' | 'database' | 'stripe' | 'paypal' | 'mail';

export interface RefusedSetting {
  name: string;
  part: GuardedPart;
  why: string;
}

type Env = Readonly<Record<string, string | undefined>>;

const isSet = (env: Env, name: string): boolean => (env[name] ?? '').trim() !== '';
const isPlainHttp = (value: string | undefined): boolean => /^http:\/\//i.test(value ?? '');
const LOCAL_HOST = /^(localhost|[\w-]+\.localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1\])$/i;
const isLocalUrl = (value: string | undefined): boolean => {
  try {
    return LOCAL_HOST.test(new URL(value ?? '').hostname);
  } catch {
    return false;
  }
};

/** Running in Cloud Functions (Cloud Run sets K_SERVICE), not under the Functions emulator. */
export const isDeployed = (env: Env): boolean =>
  isSet(env, 'K_SERVICE') && env.FUNCTIONS_EMULATOR !== 'true';

/**
 * Settings that only make sense on the local stack and are dangerous in production: the Auth
 * emulator host makes firebase-admin accept unsigned ID tokens, a Database emulator host or the
 * local file database keep the data outside the project's database, plain-http provider URLs send
 * the secret keys in clear, a local SMTP server or a non-https web origin would leave customers
 * without their cancellation confirmation (or its links on plain http), and without the runtime's project configuration firebase-admin would
 * fall back to the demo project. Deployed, each is refused and the part it belongs to is off.
 */
export function refusedLocalSettings(env: Env): RefusedSetting[] {
  if (!isDeployed(env)) return [];
  const refused: RefusedSetting[] = [];
  const refuse = (name: string, part: GuardedPart, why: string) =>
    refused.push({ name, part, why });
  if (isSet(env, 'FIREBASE_AUTH_EMULATOR_HOST'))
    refuse(
      'FIREBASE_AUTH_EMULATOR_HOST',
      'identity',
      'firebase-admin would accept unsigned ID tokens',
    );
  if (isSet(env, 'FIREBASE_DATABASE_EMULATOR_HOST'))
    refuse('FIREBASE_DATABASE_EMULATOR_HOST', 'database', 'the data would live in an emulator');
  if (isSet(env, 'LOCAL_DATABASE_FILE'))
    refuse('LOCAL_DATABASE_FILE', 'database', 'the data would live in a file of one instance');
  if (isPlainHttp(env.STRIPE_API_URL))
    refuse('STRIPE_API_URL', 'stripe', 'the secret key would travel over plain http');
  if (isPlainHttp(env.PAYPAL_API_URL))
    refuse('PAYPAL_API_URL', 'paypal', 'the client secret would travel over plain http');
  if (isLocalUrl(env.SMTP_URL))
    refuse('SMTP_URL', 'mail', 'the e-mails would go to a mail catcher on the instance');
  if (isSet(env, 'PUBLIC_WEB_URL') && !/^https:\/\//i.test(env.PUBLIC_WEB_URL ?? ''))
    refuse('PUBLIC_WEB_URL', 'mail', 'the links in e-mails must open the site over https');
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? '';
  if (!isSet(env, 'FIREBASE_CONFIG') || project === '' || project.startsWith('demo-'))
    refuse('FIREBASE_CONFIG', 'database', 'no real Firebase project (the demo-fastwell fallback)');
  return refused;
}

/** Parts without which no route can answer: every route then answers 503. */
export const takesDownEverything = (refused: readonly RefusedSetting[]): boolean =>
  refused.some(({ part }) => part === 'identity' || part === 'database');
