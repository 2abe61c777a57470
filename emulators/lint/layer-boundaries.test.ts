import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The boundary messages ESLint gives one import line in a file at `path` (which need not exist). */
async function boundaryErrors(path: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = [x];\n`, {
    filePath: `${ROOT}/${path}`,
  });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'import/no-restricted-paths' ||
        message.ruleId === 'no-restricted-imports',
    )
    .map((message) => message.message);
}

describe('lint refuses an import across a layer boundary (eslint.config.js)', () => {
  it.each([
    ['ui imports a store', 'web/src/shared/ui/x.ts', "import { x } from '../stores/ui.store';"],
    [
      'a flow imports another flow',
      'web/src/features/checkout/x.ts',
      "import { x } from '../upsell/upsell-bars';",
    ],
    [
      "a flow's store imports another flow's store",
      'web/src/features/checkout/stores/x.store.ts',
      "import { x } from '../../login/stores/login.store';",
    ],
    [
      'shared/ imports a flow',
      'web/src/shared/stores/x.ts',
      "import { x } from '../../features/checkout/stores/checkout.store';",
    ],
    [
      'a screen imports a shared service',
      'web/src/features/upsell/x.ts',
      "import { x } from '../../shared/services/api-client';",
    ],
    [
      "a screen imports its flow's service",
      'web/src/features/upsell/x.ts',
      "import { x } from './services/upsell.api';",
    ],
    [
      'a screen reads the whole root store',
      'web/src/features/upsell/x.ts',
      "import { x } from '../../app/use-root-store';",
    ],
    [
      'a store imports a screen',
      'web/src/features/upsell/stores/x.ts',
      "import { x } from '../ebook-screen';",
    ],
    [
      'the web domain imports a store',
      'web/src/shared/domain/x.ts',
      "import { x } from '../stores/ui.store';",
    ],
    [
      "a flow's domain imports its store",
      'web/src/features/checkout/domain/x.ts',
      "import { x } from '../stores/checkout.store';",
    ],
    [
      'the web imports functions internals',
      'web/src/shared/domain/x.ts',
      "import { x } from '../../../../functions/src/domain/futoken';",
    ],
    ['the functions domain imports Stripe', 'functions/src/domain/x.ts', "import x from 'stripe';"],
    [
      'the functions domain imports a use case',
      'functions/src/domain/x.ts',
      "import { x } from '../use-cases/shared/users.service';",
    ],
    [
      'a use case imports a route',
      'functions/src/use-cases/x.ts',
      "import { x } from '../api/auth.middleware';",
    ],
    [
      'a use case imports a store adapter',
      'functions/src/use-cases/x.ts',
      "import { x } from '../adapters/database/file-database.adapter';",
    ],
    [
      'a use case imports the Stripe SDK',
      'functions/src/use-cases/x.ts',
      "import x from 'stripe';",
    ],
    [
      'a use case imports a PayPal package',
      'functions/src/use-cases/x.ts',
      "import { x } from '@paypal/paypal-server-sdk';",
    ],
    [
      'a use case imports the PayPal client (an adapter without the port suffix)',
      'functions/src/use-cases/x.ts',
      "import { x } from '../adapters/paypal/paypal-client';",
    ],
    [
      'a use case imports a Stripe helper of the adapters',
      'functions/src/use-cases/x.ts',
      "import { x } from '../adapters/stripe/stripe-errors';",
    ],
    [
      'a use case in a flow folder imports a store adapter',
      'functions/src/use-cases/purchase/x.ts',
      "import { x } from '../../adapters/database/file-database.adapter';",
    ],
    [
      'a use case in a flow folder imports the Stripe SDK',
      'functions/src/use-cases/webhooks/x.ts',
      "import x from 'stripe';",
    ],
    [
      'a use-case flow imports another flow',
      'functions/src/use-cases/webhooks/x.ts',
      "import { x } from '../purchase/purchase-planner.service';",
    ],
    [
      'a use-case flow imports another flow (cancellation imports manage)',
      'functions/src/use-cases/cancellation/x.ts',
      "import { x } from '../manage/manage-subscription.service';",
    ],
    [
      'use-cases/shared imports a flow',
      'functions/src/use-cases/shared/x.ts',
      "import { x } from '../cancellation/public-cancellation.service';",
    ],
    [
      "a route imports a use case's adapter",
      'functions/src/api/x.ts',
      "import { x } from '../adapters/paypal/paypal-client';",
    ],
    [
      'the contract imports functions code',
      'functions/src/contract/x.ts',
      "import { x } from '../domain/futoken';",
    ],
    [
      'an emulator imports functions internals',
      'emulators/seed/x.ts',
      "import { x } from '../../functions/src/adapters/database/file-database.adapter';",
    ],
  ])('%s', async (_case, path, importLine) => {
    expect(await boundaryErrors(path, importLine)).not.toEqual([]);
  });

  it.each([
    [
      "a screen takes its flow's stores",
      'web/src/features/upsell/x.ts',
      "import { x } from './use-upsell';",
    ],
    [
      'a screen takes the shared stores',
      'web/src/features/upsell/x.ts',
      "import { x } from '../../shared/stores/store-context';",
    ],
    [
      "a flow's store uses a shared store",
      'web/src/features/checkout/stores/x.store.ts',
      "import { x } from '../../../shared/stores/session.store';",
    ],
    [
      'the web imports the contract',
      'web/src/shared/domain/x.ts',
      "import { x } from '@fastwell/contract/languages';",
    ],
    [
      'a use case imports a port',
      'functions/src/use-cases/x.ts',
      "import { x } from '../adapters/database/database.port';",
    ],
    [
      'a use case imports the subscription provider port',
      'functions/src/use-cases/x.ts',
      "import { x } from '../adapters/providers/subscription-provider.port';",
    ],
    [
      'a use case imports the clock port',
      'functions/src/use-cases/x.ts',
      "import { x } from '../adapters/clock/clock.port';",
    ],
    [
      'a use-case flow imports use-cases/shared',
      'functions/src/use-cases/cancellation/x.ts',
      "import { x } from '../shared/users.service';",
    ],
    [
      'a use-case flow imports its own folder',
      'functions/src/use-cases/cancellation/x.ts',
      "import { x } from './public-cancellation.service';",
    ],
    [
      'a use case in a flow folder imports a port',
      'functions/src/use-cases/manage/x.ts',
      "import { x } from '../../adapters/database/database.port';",
    ],
    [
      'an emulator imports the tooling entry',
      'emulators/seed/x.ts',
      "import { x } from '../../functions/src/tooling';",
    ],
  ])('allows: %s', async (_case, path, importLine) => {
    expect(await boundaryErrors(path, importLine)).toEqual([]);
  });
});

/** The API-path messages ESLint gives `code` in a file at `path` (which need not exist). */
async function apiPathErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${ROOT}/${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('lint refuses an API path outside the endpoint table (eslint.config.js)', () => {
  it.each([
    [
      'a web service posts to a string path',
      'web/src/shared/services/x.service.ts',
      "export const sent = fetch('/api/payment/pauseSubscription');",
    ],
    [
      'a test builds a path in a template',
      'functions/src/api/x.routes.test.ts',
      'export const path = (id: string) => `/api/payment/getStripeSubscriptionViaId/${id}`;',
    ],
    [
      'a helper puts a path after a base URL',
      'functions/src/testing/x.ts',
      'export const url = (base: string) => `${base}/api/webhooks/stripe`;',
    ],
    [
      'the seed posts to a string path',
      'emulators/seed/x.ts',
      "export const path = '/api/auth/signIn';",
    ],
    [
      'a routes file mounts a path of its own',
      'functions/src/api/x.routes.ts',
      "import { Router } from 'express';\nconst router = Router();\nrouter.post('/payment/pauseSubscription', () => undefined);",
    ],
  ])('%s', async (_case, path, code) => {
    expect(await apiPathErrors(path, code)).not.toEqual([]);
  });

  it.each([
    [
      'the endpoint table',
      'functions/src/contract/endpoints/x.endpoints.ts',
      "export const path = '/api/payment/pauseSubscription';",
    ],
    [
      "GrowthBook's own /api/features/",
      'functions/src/testing/x.ts',
      'export const url = (base: string) => `${base}/api/features/sdk-key`;',
    ],
    [
      'a routes file reading a header',
      'functions/src/api/x.routes.ts',
      "import type { Request } from 'express';\nexport const key = (req: Request) => req.get('idempotency-key');",
    ],
  ])('allows: %s', async (_case, path, code) => {
    expect(await apiPathErrors(path, code)).toEqual([]);
  });
});

/** The page-global messages ESLint gives `code` in a file at `path` (which need not exist). */
async function pageGlobalErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${ROOT}/${path}` });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'no-restricted-globals' || message.ruleId === 'no-restricted-properties',
    )
    .map((message) => message.message);
}

const PAGE_READS = [
  ['window', 'export const origin = () => window.location.origin;'],
  ['document', 'export const title = () => document.title;'],
  ['sessionStorage', "export const saved = () => sessionStorage.getItem('flagOverrides');"],
  ['localStorage', "export const saved = () => localStorage.getItem('lang');"],
  ['location', 'export const path = () => location.pathname;'],
  ['history', 'export const back = () => history.back();'],
  ['navigator', 'export const agent = () => navigator.userAgent;'],
  ['globalThis.location', 'export const path = () => globalThis.location.pathname;'],
] as const;

describe('lint refuses a store touching the page (eslint.config.js)', () => {
  it.each(PAGE_READS)('a store reads %s', async (_global, code) => {
    expect(await pageGlobalErrors('web/src/shared/stores/x.store.ts', code)).not.toEqual([]);
    expect(await pageGlobalErrors('web/src/features/checkout/stores/x.ts', code)).not.toEqual([]);
  });

  it.each(PAGE_READS)('allows: a service reads %s', async (_global, code) => {
    expect(await pageGlobalErrors('web/src/shared/services/x.service.ts', code)).toEqual([]);
  });

  it.each([
    [
      'a store test',
      'web/src/features/checkout/stores/x.store.test.ts',
      'export const clear = () => sessionStorage.clear();',
    ],
    [
      'a store parameter named location',
      'web/src/shared/stores/x.store.ts',
      'export const path = (location: { pathname: string }) => location.pathname;',
    ],
  ])('allows: %s', async (_case, path, code) => {
    expect(await pageGlobalErrors(path, code)).toEqual([]);
  });
});
