import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../adapters/logger/logger.port';
import { loadConfig } from '../config';
import { signUpWithEmail } from '../testing/auth-emulator.client';
import { startPayPalFixture } from '../testing/paypal-emulator';
import type { PayPalFixture } from '../testing/paypal-emulator';
import { confirmedPayPalSubscription } from '../testing/paypal-subscriber';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { runScheduledJob } from './run-scheduled-job';
import { endpoints } from '../contract/endpoints';

let app: TestApp;
let paypal: PayPalFixture;
beforeAll(async () => {
  paypal = await startPayPalFixture();
  app = await startTestApp({ paypal: paypal.client });
});
afterAll(async () => {
  await app.close();
  await paypal.close();
});

/** A PayPal contract cancelled without login: held (suspended) until its paid period ends. */
async function heldPayPal(): Promise<string> {
  const email = `kunde-${randomUUID()}@example.com`;
  const id = await confirmedPayPalSubscription(app, paypal, await signUpWithEmail(email));
  const answer = await app.call('POST', endpoints.submitCancellation.path, {
    body: { name: 'Jane Doe', email, kind: 'ordinary', language: 'en' },
  });
  expect(answer.status).toBe(201);
  expect((await paypal.client.getSubscription(id))?.status).toBe('SUSPENDED');
  return id;
}

const capturingLogger = () => {
  const lines: string[] = [];
  const logger: Logger = {
    info: (message) => lines.push(`info: ${message}`),
    warn: (message) => lines.push(`warn: ${message}`),
    error: (message) => lines.push(`error: ${message}`),
  };
  return { logger, lines };
};

/**
 * The deployed scheduled function's run: the configuration of its environment, the dependencies
 * built from it (here the test app's adapters, its clock past every paid period: the job is due).
 */
function run(env: NodeJS.ProcessEnv, logger: Logger) {
  const buildDeps = vi.fn(() => ({
    ...app.deps,
    clock: { now: () => new Date(Date.now() + 400 * 86_400_000) },
  }));
  const outcome = runScheduledJob('finalizeHeldCancellations', loadConfig(env), {
    buildDeps,
    logger,
  });
  return { outcome, buildDeps };
}

const LIVE_PROJECT = {
  K_SERVICE: 'finalizeheldcancellations',
  GCLOUD_PROJECT: 'fastwell-prod',
  FIREBASE_CONFIG: '{"projectId":"fastwell-prod"}',
  LIVE: 'true',
  STRIPE_SECRET_KEY: 'sk_live_fastwell',
  PAYPAL_CLIENT_ID: 'live-client',
  PAYPAL_CLIENT_SECRET: 'live-secret',
};

describe('a scheduled job in a live project', () => {
  it('runs with live settings', async () => {
    const id = await heldPayPal();
    const { logger, lines } = capturingLogger();
    const { outcome } = run(LIVE_PROJECT, logger);
    expect(await outcome).toMatchObject({ outcome: 'ran', result: { made: 1 } });
    expect((await paypal.client.getSubscription(id))?.status).toBe('CANCELLED');
    expect(lines).toEqual([]);
  });

  // The attacks of 3ae2a3d: the job ran against test settings.
  it.each([
    ['a Stripe test key', { STRIPE_SECRET_KEY: 'sk_test_fastwell' }, 'STRIPE_SECRET_KEY'],
    ["PayPal's sandbox", { PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com' }, 'PAYPAL_API_URL'],
    ['SMTP without TLS', { SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587' }, 'SMTP_URL'],
    [
      'a local setting',
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      'FIREBASE_AUTH_EMULATOR_HOST',
    ],
  ])('refuses to run against %s, and logs an error naming it', async (_name, setting, name) => {
    const id = await heldPayPal();
    const { logger, lines } = capturingLogger();
    const { outcome, buildDeps } = run({ ...LIVE_PROJECT, ...setting }, logger);
    expect(await outcome).toEqual({
      job: 'finalizeHeldCancellations',
      outcome: 'refused',
      refused: [name],
    });
    expect(buildDeps).not.toHaveBeenCalled();
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^error: Scheduled job finalizeHeldCancellations not run: .*${name} \\(`),
      ),
    ]);
    expect((await paypal.client.getSubscription(id))?.status).toBe('SUSPENDED');
  });

  it('runs in a staging project (LIVE unset) on test settings', async () => {
    const { logger } = capturingLogger();
    const { outcome } = run(
      { ...LIVE_PROJECT, LIVE: '', STRIPE_SECRET_KEY: 'sk_test_fastwell' },
      logger,
    );
    expect(await outcome).toMatchObject({ outcome: 'ran' });
  });
});
