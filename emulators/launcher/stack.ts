import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFlagsServer } from '../flags/flags-server.js';
import {
  childJobs,
  jobEnvironment,
  type JobsServer,
  stackTime,
  startJobsServer,
} from '../jobs/jobs-server.js';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher.js';
import { LOCAL_STACK, localUrl } from '../local-stack.config.js';
import { seedTree } from '../seed/seed-data.js';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import { providerPayments } from '../seed/demo-payments.js';
import { seedDemoUsers, seedStripeClient } from '../seed/seed-demo-users.js';
import { seedExperiments } from '../seed/seed-experiments.js';
import { seedDatabase } from '../seed/seed-database.js';
import { startPayPalEmulator, type PayPalEmulator } from '../paypal/index.js';
import { startWellhubPartner, type WellhubPartner } from '../wellhub/wellhub-partner.js';
import { startStripeEmulator, type StripeEmulator } from '../stripe/index.js';
import { LOCAL_RATE_LIMITS, writeFunctionParams } from './function-params.js';
import { writeLocalFirebaseConfig } from './hosting-config.js';
import { javaMajorVersion } from './java.js';
import { isPortInUse, run, startService, step, stopService, waitFor } from './processes.js';
import { endpoints } from '../../functions/src/contract/endpoints/index.js';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const LOCAL_DIR = join(REPO_ROOT, '.local');
export const PORTS = LOCAL_STACK.ports;

export type RunningStack = {
  url: string;
  databaseFile: string | null;
  stop(): Promise<void>;
  /** The in-process provider emulators (admin, inspection, webhooksSettled). */
  stripe: StripeEmulator;
  paypal: PayPalEmulator;
  /** The local mail catcher: every e-mail the functions send lands in its inbox. */
  mail: MailCatcher;
  /** The trigger of the scheduled functions (POST /jobs/{name}; emulators/jobs). */
  jobs: JobsServer;
  /** The Wellhub partner stand-in (grant or end a member's entitlement). */
  wellhubPartner: WellhubPartner;
  /** The `firebase emulators:start` process; the function workers are its descendants. */
  firebasePid: number | undefined;
};

async function assertPortsFree(ports: number[]): Promise<void> {
  const busy: number[] = [];
  for (const port of ports) if (await isPortInUse(port)) busy.push(port);
  if (busy.length > 0) {
    throw new Error(
      `port(s) ${busy.join(', ')} already in use: is another "npm start" or "npm test" running?`,
    );
  }
}

async function timed<T>(
  label: string,
  action: () => Promise<T>,
  detail?: (value: T) => string,
): Promise<T> {
  const progress = step(label);
  try {
    const value = await action();
    progress.done(detail?.(value));
    return value;
  } catch (error) {
    progress.fail(error);
    throw error;
  }
}

/** Providers deliver webhooks through Hosting's /api rewrite, like in production. */
const webhookUrl = (provider: 'stripe' | 'paypal') =>
  `${localUrl(PORTS.hosting)}${endpoints[`${provider}Webhook`].path}`;

/** The web app's build-time configuration for the local stack (see web/src/shared/services/env.ts). */
export function webBuildEnv(): NodeJS.ProcessEnv {
  return {
    VITE_FIREBASE_API_KEY: LOCAL_STACK.firebaseApiKey,
    VITE_FIREBASE_PROJECT_ID: LOCAL_STACK.projectId,
    VITE_FIREBASE_AUTH_DOMAIN: `${LOCAL_STACK.projectId}.firebaseapp.com`,
    VITE_AUTH_EMULATOR_URL: localUrl(PORTS.auth),
    VITE_STRIPE_PUBLISHABLE_KEY: LOCAL_STACK.stripe.publishableKey,
    VITE_STRIPE_JS_URL: `${localUrl(PORTS.stripe)}/v3/stripe.js`,
    VITE_GROWTHBOOK_API_HOST: localUrl(PORTS.flags),
    VITE_GROWTHBOOK_CLIENT_KEY: LOCAL_STACK.growthbookClientKey,
    VITE_PAYPAL_CLIENT_ID: LOCAL_STACK.paypal.clientId,
    VITE_PAYPAL_SDK_URL: `${localUrl(PORTS.paypal)}/sdk/js`,
    // Local builds let anyone force a flag with ?ff.<flag>=… (production needs the QA key).
    VITE_FLAG_OVERRIDES: 'open',
  };
}

/** Builds functions and web, then starts Stripe, flags and the Firebase emulators: the whole product offline. */
export async function startStack(): Promise<RunningStack> {
  mkdirSync(LOCAL_DIR, { recursive: true });
  const logFile = join(LOCAL_DIR, 'stack.log');
  writeFileSync(logFile, '');
  const java = javaMajorVersion();
  const withDatabase = java !== null && java >= 21;
  const ports = Object.entries(PORTS)
    .filter(([name]) => withDatabase || name !== 'database')
    .map(([, port]) => port);
  await assertPortsFree(ports);

  await Promise.all([
    timed('Building functions (tsc)', () =>
      run('npm', ['run', 'build', '-w', 'functions'], { cwd: REPO_ROOT, logFile }),
    ),
    timed('Building web (vite, mode emulators)', () =>
      run('npx', ['vite', 'build', '--mode', 'emulators', '--logLevel', 'warn'], {
        cwd: join(REPO_ROOT, 'web'),
        env: webBuildEnv(),
        logFile,
      }),
    ),
  ]);

  const stripe = await timed(
    'Starting local Stripe',
    () =>
      startStripeEmulator({
        port: PORTS.stripe,
        webhooks: [{ url: webhookUrl('stripe'), secret: LOCAL_STACK.stripe.webhookSecret }],
      }),
    (s) => s.url,
  );
  const paypal = await timed(
    'Starting local PayPal',
    () =>
      startPayPalEmulator({
        port: PORTS.paypal,
        webhooks: [{ url: webhookUrl('paypal'), id: LOCAL_STACK.paypal.webhookId }],
      }),
    (p) => p.url,
  );
  const flags = await timed(
    'Starting local feature flags (GrowthBook API)',
    () => startFlagsServer({ port: PORTS.flags }),
    (s) => s.url,
  );

  const mail = await timed(
    'Starting local mail catcher',
    () => startMailCatcher({ smtpPort: PORTS.mailSmtp, httpPort: PORTS.mailInbox }),
    (m) => `${m.smtpUrl}, inbox ${m.url}`,
  );

  const wellhubPartner = await timed(
    'Starting local Wellhub partner (entitlement check)',
    () => startWellhubPartner({ port: PORTS.wellhubPartner, apiKey: LOCAL_STACK.wellhubApiKey }),
    (w) => w.url,
  );

  let databaseFile: string | null = null;
  writeFunctionParams(join(REPO_ROOT, 'functions'), {
    settings: {
      // The links of e-mails (the cancellation's "this was not me") open the local site.
      PUBLIC_WEB_URL: localUrl(PORTS.hosting),
      STRIPE_API_URL: stripe.url,
      ALLOWED_ORIGINS: `${localUrl(PORTS.hosting)},http://localhost:${PORTS.hosting}`,
      PAYPAL_CLIENT_ID: LOCAL_STACK.paypal.clientId,
      PAYPAL_API_URL: paypal.url,
      PAYPAL_WEBHOOK_ID: LOCAL_STACK.paypal.webhookId,
      WELLHUB_API_URL: wellhubPartner.url,
      // The experiments exposures may name: the web's own GrowthBook connection (local flags).
      GROWTHBOOK_FEATURES_URL: `${localUrl(PORTS.flags)}/api/features/${LOCAL_STACK.growthbookClientKey}`,
      ...LOCAL_RATE_LIMITS,
    },
    secrets: {
      STRIPE_SECRET_KEY: LOCAL_STACK.stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: LOCAL_STACK.stripe.webhookSecret,
      FUTOKEN_SECRET: LOCAL_STACK.futokenSecret,
      PAYPAL_CLIENT_SECRET: LOCAL_STACK.paypal.clientSecret,
      SMTP_URL: mail.smtpUrl,
      // New on every start: restore links of an earlier run stop working, as with a rotated key.
      CANCELLATION_LINK_SECRET: randomBytes(32).toString('hex'),
      WELLHUB_API_KEY: LOCAL_STACK.wellhubApiKey,
    },
  });
  const env: NodeJS.ProcessEnv = {
    FORCE_COLOR: '0',
    // A new function worker must answer within this many seconds (default 30). On a busy machine
    // a burst of cold starts takes longer; the emulator then drops the request unanswered (the
    // caller gets a 504 after a minute) and leaks the half-started worker process.
    FUNCTIONS_DISCOVERY_TIMEOUT: '300',
  };
  if (withDatabase) {
    process.stdout.write(
      `  Java ${java} found: the Realtime Database emulator runs on port ${PORTS.database}.\n`,
    );
  } else {
    databaseFile = join(LOCAL_DIR, 'database.json');
    rmSync(`${databaseFile}.lock`, { recursive: true, force: true });
    writeFileSync(databaseFile, JSON.stringify(seedTree(), null, 2));
    env.LOCAL_DATABASE_FILE = databaseFile;
    process.stdout.write(
      `  The Realtime Database emulator needs Java 21 (${java === null ? 'no Java found' : `found Java ${java}`}): ` +
        `the functions use the local file database ${databaseFile} (seeded).\n`,
    );
  }

  // The Functions emulator runs no scheduled function (it needs Pub/Sub): this trigger runs them
  // on demand, in a child process with the emulator's configuration and the stack's time.
  const functionsDir = join(REPO_ROOT, 'functions');
  const jobRuntime: Record<string, string> = {
    GCLOUD_PROJECT: LOCAL_STACK.projectId,
    FUNCTIONS_EMULATOR: 'true',
    FIREBASE_CONFIG: JSON.stringify({
      projectId: LOCAL_STACK.projectId,
      databaseURL: `https://${LOCAL_STACK.projectId}-default-rtdb.firebaseio.com`,
    }),
    FIREBASE_AUTH_EMULATOR_HOST: `${LOCAL_STACK.host}:${PORTS.auth}`,
    ...(withDatabase
      ? { FIREBASE_DATABASE_EMULATOR_HOST: `${LOCAL_STACK.host}:${PORTS.database}` }
      : { LOCAL_DATABASE_FILE: databaseFile ?? '' }),
  };
  const jobs = await timed(
    'Starting the local trigger of the scheduled functions',
    () =>
      startJobsServer({
        backend: childJobs({ functionsDir, env: () => jobEnvironment(functionsDir, jobRuntime) }),
        now: stackTime({ stripe: stripe.url, paypal: paypal.url }),
        port: PORTS.jobs,
      }),
    (j) => `POST ${j.url}/jobs/{name}`,
  );

  const only = ['auth', 'functions', 'hosting', ...(withDatabase ? ['database'] : [])].join(',');
  // Production's headers, with the CSP also allowing the local stand-ins of the providers.
  const config = writeLocalFirebaseConfig(
    REPO_ROOT,
    [PORTS.stripe, PORTS.paypal, PORTS.flags, PORTS.auth].map(localUrl),
  );
  const firebase = startService(
    join(REPO_ROOT, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', only, '--project', LOCAL_STACK.projectId, '--config', config],
    {
      cwd: REPO_ROOT,
      env,
      logFile,
    },
  );
  const url = localUrl(PORTS.hosting);
  const stop = async () => {
    await stopService(firebase);
    await Promise.all([
      stripe.close(),
      paypal.close(),
      flags.close(),
      mail.close(),
      wellhubPartner.close(),
      jobs.close(),
    ]);
  };

  try {
    await timed(`Starting Firebase emulators (${only})`, async () => {
      const exited = new Promise<never>((_, reject) =>
        firebase.once('exit', (code) =>
          reject(new Error(`firebase emulators exited with ${code}; see ${logFile}`)),
        ),
      );
      await Promise.race([
        exited,
        waitFor(
          async () => (await fetch(`${url}${endpoints.health.path}`)).ok,
          120_000,
          `${url}${endpoints.health.path}`,
        ),
      ]);
    });
    if (withDatabase) {
      await fetch(`${localUrl(PORTS.database)}/.json?ns=${LOCAL_STACK.projectId}-default-rtdb`, {
        method: 'PUT',
        headers: { Authorization: 'Bearer owner' },
        body: JSON.stringify(seedTree()),
      });
    }
    await timed(
      'Seeding demo users',
      async () => {
        const database = seedDatabase(databaseFile);
        const users = await seedDemoUsers(
          {
            auth: localUrl(PORTS.auth),
            api: url,
            stripe: stripe.url,
            paypal: paypal.url,
            mail: mail.url,
          },
          database,
        );
        // The demo A/B tests (issue 20): `npm run experiments:report` reads them.
        await seedExperiments(
          users,
          database,
          providerPayments(seedStripeClient(stripe.url), paypal.url),
        );
        writeFileSync(join(LOCAL_DIR, 'demo-users.json'), JSON.stringify(users, null, 2));
        return users.length;
      },
      (count) =>
        `${count} users, password "${DEMO_PASSWORD}" (README "Demo users"; uids in .local/demo-users.json)`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    databaseFile,
    stop,
    stripe,
    paypal,
    mail,
    jobs,
    wellhubPartner,
    firebasePid: firebase.pid,
  };
}
