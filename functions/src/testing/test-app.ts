import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Express } from 'express';
import type Stripe from 'stripe';
import type { AppDeps } from '../composition/app-deps';
import { buildUseCases } from '../composition/build-use-cases';
import { createApp } from '../api/create-app';
import type { Clock } from '../adapters/clock/clock.port';
import type { ScheduledJobName } from '../scheduled/scheduled-jobs';
import { SCHEDULED_JOBS } from '../scheduled/scheduled-jobs';
import { systemClock } from '../adapters/clock/system-clock.adapter';
import { FirebaseIdentityAdapter } from '../adapters/identity/firebase-identity.adapter';
import { silentLogger } from '../adapters/logger/logger.port';
import type { PayPalClient } from '../adapters/paypal/paypal-client';
import type { Database } from '../adapters/database/database.port';
import type { Mailer } from '../adapters/mail/mailer.port';
import { CapturingMailer } from './capturing-mailer';
import type { RateLimits } from '../domain/rate-limits';
import { createTestDatabase } from './test-database';
import type { PartnerMemberships } from '../adapters/wellhub/partner-membership.port';
import type { RevalidationReport } from '../use-cases/wellhub/wellhub.service';
import { startFlagsServer } from '@fastwell/emulators/flags';
import type { ExperimentDefinitionsSource } from '../adapters/flags/experiment-definitions.port';
import { GrowthBookDefinitionsAdapter } from '../adapters/flags/growthbook-definitions.adapter';

/** The futoken key every test app has (mint one with signFutoken). */
export const TEST_FUTOKEN_SECRET = 'fastwell-test-futoken-secret-0123456789';

/** The web origin of the links in the test app's e-mails. */
export const TEST_WEB_URL = 'https://fastwell.test';
/** The key of the test app's "this was not me" links (forge one with signRestoreLink). */
export const TEST_CANCELLATION_LINK_SECRET = 'fastwell-test-restore-link-secret-0123456789';

/** Every route test calls from 127.0.0.1: limits no other test reaches. */
export const TEST_RATE_LIMITS: RateLimits = {
  publicPerIpPerMinute: 100_000,
  moneyPerIpPerHour: 100_000,
  moneyPerUidPerHour: 100_000,
};

export interface TestApp {
  url: string;
  /** The Express app itself (its router lists every route). */
  express: Express;
  database: Database;
  /** The app's dependencies (a scheduled job's run builds its use cases over the same). */
  deps: AppDeps;
  /** What the hourly scheduled function runs (index.ts finalizeHeldCancellations). */
  finalizeHeldCancellations(): Promise<number>;
  /** One run of a scheduled job from the registry, as its deployed function makes it. */
  runJob(name: ScheduledJobName): Promise<Record<string, unknown>>;
  /** What the daily scheduled function runs (index.ts revalidateWellhubMemberships). */
  revalidateWellhubMemberships(): Promise<RevalidationReport>;
  /** JSON request to the app; token → `Authorization: Bearer`. */
  call(method: string, path: string, options?: CallOptions): Promise<CallAnswer>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallAnswer {
  status: number;
  headers: Headers;
  // Parsed JSON answer; tests read it as the caller would.
  body: Record<string, unknown> & { error?: { code: string; message: string } };
}

function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId: 'demo-fastwell' });
}

/**
 * The real Express app on a free port with the Auth emulator and an empty database of its own (a
 * file database in a temp dir, or a Realtime Database subtree under vitest.rtdb.config.mts).
 */
export async function startTestApp(
  options: {
    stripe?: Stripe;
    paypal?: PayPalClient;
    clock?: Clock;
    webhooks?: AppDeps['webhooks'];
    futokenSecret?: string | null;
    allowedOrigins?: string[];
    refused?: AppDeps['refused'];
    /** Low limits for the rate-limit tests; others get TEST_RATE_LIMITS, far above any test. */
    rateLimits?: RateLimits;
    /** Another app instance on the same database (one database, several function instances). */
    database?: Database;
    /** Take the client address from X-Forwarded-For, as deployed behind Google's front end. */
    behindGoogleFrontEnd?: boolean;
    /** Where the API's e-mails go; default a CapturingMailer; null: cancelling is not configured. */
    mailer?: Mailer | null;
    /** The Wellhub partner's entitlement check (e.g. the emulators/wellhub stand-in). */
    wellhubPartner?: PartnerMemberships | null;
    /** The experiments exposures may name; default the local flags' features.json over HTTP. */
    experimentDefinitions?: ExperimentDefinitionsSource | null;
  } = {},
): Promise<TestApp> {
  const own = await createTestDatabase();
  // As deployed: the definitions are read from a GrowthBook SDK endpoint (the local flags server).
  const flags =
    options.experimentDefinitions === undefined ? await startFlagsServer({ port: 0 }) : null;
  const database = options.database ?? own.database;
  const deps: AppDeps = {
    identity: new FirebaseIdentityAdapter(getAuth(adminApp())),
    database,
    stripe: options.stripe ?? null,
    paypal: options.paypal ?? null,
    clock: options.clock ?? systemClock,
    logger: silentLogger,
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    futokenSecret:
      options.futokenSecret === undefined ? TEST_FUTOKEN_SECRET : options.futokenSecret,
    allowedOrigins: options.allowedOrigins ?? [],
    ...(options.refused ? { refused: options.refused } : {}),
    rateLimits: options.rateLimits ?? TEST_RATE_LIMITS,
    behindGoogleFrontEnd: options.behindGoogleFrontEnd ?? false,
    mailer: options.mailer === undefined ? new CapturingMailer() : options.mailer,
    publicWebUrl: TEST_WEB_URL,
    cancellationLinkSecret: TEST_CANCELLATION_LINK_SECRET,
    wellhubPartner: options.wellhubPartner ?? null,
    experimentDefinitions: flags
      ? new GrowthBookDefinitionsAdapter({
          featuresUrl: `${flags.url}/api/features/sdk-fastwell-test`,
          clock: options.clock ?? systemClock,
          logger: silentLogger,
        })
      : (options.experimentDefinitions ?? null),
  };
  const app = createApp(deps);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    express: app,
    database,
    deps,
    // As deployed: the scheduled function builds its own use cases over the same adapters.
    finalizeHeldCancellations: () => buildUseCases(deps).cancellationHolds.finalizeDue(),
    revalidateWellhubMemberships: () => buildUseCases(deps).wellhub.revalidateDue(),
    runJob: (name) => SCHEDULED_JOBS[name].run(buildUseCases(deps), deps),
    async call(method, path, callOptions = {}) {
      const headers: Record<string, string> = { ...callOptions.headers };
      if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
      const body =
        callOptions.rawBody ??
        (callOptions.body === undefined ? undefined : JSON.stringify(callOptions.body));
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${url}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text ? JSON.parse(text) : {},
      };
    },
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      await Promise.all([own.dispose(), flags?.close()]);
    },
  };
}
