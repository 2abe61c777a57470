/** The parts of the API a refused local setting takes down. */
export type GuardedPart = 'identity' | 'database' | 'stripe' | 'paypal' | 'mail' | 'wellhub';

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

/**
 * LIVE in `functions/.env.<project>`: this project takes real money (a staging project may run on
 * test keys). Any value but empty or "false" counts as live, so a typo fails closed.
 */
export const isLive = (env: Env): boolean => {
  const value = (env.LIVE ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false';
};

const PAYPAL_LIVE_HOSTS = /^api(-m)?\.paypal\.com$/i;
const hostOf = (value: string | undefined): string => {
  try {
    return new URL(value ?? '').hostname;
  } catch {
    return '';
  }
};

/**
 * Why an SMTP URL would send without TLS, as nodemailer reads it (its parseConnectionUrl: the
 * scheme sets `secure`, query parameters add the other options): `smtps://` is TLS from the start;
 * `smtp://` upgrades with STARTTLS only when the server offers it (a man in the middle removes the
 * offer) unless `requireTLS=true`; `tls.rejectUnauthorized=false` accepts any certificate.
 */
export function smtpWithoutTls(smtpUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return 'not a URL';
  }
  const only = (name: string, value: string) => {
    const values = url.searchParams.getAll(name);
    return values.length === 1 && values[0] === value;
  };
  if (url.searchParams.has('tls.rejectUnauthorized') && !only('tls.rejectUnauthorized', 'true'))
    return "the server's certificate would not be checked";
  if (url.protocol === 'smtps:') return null;
  if (url.protocol === 'smtp:' && only('requireTLS', 'true')) return null;
  return 'the e-mails could go out without TLS (use smtps:// or smtp://…?requireTLS=true)';
}

/** Settings of test mode or without TLS, refused in a live project (LIVE=true). */
function refusedTestSettings(env: Env): RefusedSetting[] {
  const refused: RefusedSetting[] = [];
  const stripeKey = (env.STRIPE_SECRET_KEY ?? '').trim();
  if (stripeKey !== '' && !/^(sk|rk)_live_/.test(stripeKey))
    refused.push({
      name: 'STRIPE_SECRET_KEY',
      part: 'stripe',
      why: /^(sk|rk)_test_/.test(stripeKey)
        ? 'a test-mode key in a live project: no payment would be real'
        : 'not a live-mode key (sk_live_… or rk_live_…) in a live project',
    });
  if (isSet(env, 'PAYPAL_API_URL') && !PAYPAL_LIVE_HOSTS.test(hostOf(env.PAYPAL_API_URL)))
    refused.push({
      name: 'PAYPAL_API_URL',
      part: 'paypal',
      why: /sandbox/i.test(hostOf(env.PAYPAL_API_URL))
        ? "PayPal's sandbox in a live project: no payment would be real"
        : "not PayPal's live API (https://api-m.paypal.com) in a live project",
    });
  const smtp = isSet(env, 'SMTP_URL') ? smtpWithoutTls(env.SMTP_URL ?? '') : null;
  if (smtp) refused.push({ name: 'SMTP_URL', part: 'mail', why: `${smtp} in a live project` });
  return refused;
}

/** Running in Cloud Functions (Cloud Run sets K_SERVICE), not under the Functions emulator. */
export const isDeployed = (env: Env): boolean =>
  isSet(env, 'K_SERVICE') && env.FUNCTIONS_EMULATOR !== 'true';

/**
 * Settings that only make sense on the local stack and are dangerous in production: the Auth
 * emulator host makes firebase-admin accept unsigned ID tokens, a Database emulator host or the
 * local file database keep the data outside the project's database, plain-http provider URLs send
 * the secret keys in clear, a local SMTP server or a non-https web origin would leave customers
 * without their cancellation confirmation (or its links on plain http), and without the runtime's
 * project configuration firebase-admin would fall back to the demo project. In a live project
 * (LIVE=true) test-mode keys, PayPal's sandbox and SMTP without TLS are refused too. Deployed,
 * each is refused and the part it belongs to is off.
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
  if (isPlainHttp(env.WELLHUB_API_URL))
    refuse('WELLHUB_API_URL', 'wellhub', "the partner's API key would travel over plain http");
  if (isLocalUrl(env.SMTP_URL))
    refuse('SMTP_URL', 'mail', 'the e-mails would go to a mail catcher on the instance');
  if (isSet(env, 'PUBLIC_WEB_URL') && !/^https:\/\//i.test(env.PUBLIC_WEB_URL ?? ''))
    refuse('PUBLIC_WEB_URL', 'mail', 'the links in e-mails must open the site over https');
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? '';
  if (!isSet(env, 'FIREBASE_CONFIG') || project === '' || project.startsWith('demo-'))
    refuse('FIREBASE_CONFIG', 'database', 'no real Firebase project (the demo-fastwell fallback)');
  if (isLive(env))
    for (const setting of refusedTestSettings(env))
      if (!refused.some(({ name }) => name === setting.name)) refused.push(setting);
  return refused;
}

/** Parts without which no route can answer: every route then answers 503. */
export const takesDownEverything = (refused: readonly RefusedSetting[]): boolean =>
  refused.some(({ part }) => part === 'identity' || part === 'database');
