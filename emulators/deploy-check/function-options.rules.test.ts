import { describe, expect, it } from 'vitest';
import type { Endpoint, FunctionsManifest } from './function-options.rules.js';
import {
  claimedOptions,
  describeEndpoint,
  memoryMb,
  optionProblems,
} from './function-options.rules.js';

const INDEX_TS = `
import { onRequest } from 'firebase-functions/v2/https';
let app;
export const api = onRequest(
  { region: 'europe-west1', secrets, memory: '512MiB', concurrency: 40, timeoutSeconds: 60,
    maxInstances: 20, minInstances: 0 },
  (req, res) => app(req, res),
);
const notExported = onRequest({ region: 'us-central1' }, () => undefined);
`;

const API: Endpoint = {
  region: ['europe-west1'],
  availableMemoryMb: 512,
  concurrency: 40,
  timeoutSeconds: 60,
  maxInstances: 20,
  minInstances: 0,
  secretEnvironmentVariables: [{ key: 'STRIPE_SECRET_KEY' }, { key: 'FUTOKEN_SECRET' }],
  httpsTrigger: {},
};
const PARAMS = [
  { name: 'STRIPE_SECRET_KEY', type: 'secret' },
  { name: 'FUTOKEN_SECRET', type: 'secret' },
  { name: 'PAYPAL_CLIENT_ID', type: 'string', default: '' },
];
const manifest = (endpoints: Record<string, Endpoint>): FunctionsManifest => ({
  endpoints,
  params: PARAMS,
});

describe('claimedOptions', () => {
  it('reads the options literal of each exported function', () => {
    expect(claimedOptions(INDEX_TS)).toEqual({
      api: {
        region: 'europe-west1',
        secrets: 'set',
        memory: '512MiB',
        concurrency: 40,
        timeoutSeconds: 60,
        maxInstances: 20,
        minInstances: 0,
      },
    });
  });
});

describe('optionProblems', () => {
  const claims = claimedOptions(INDEX_TS);
  it.each<[string, Record<string, Endpoint>, string[]]>([
    ['as claimed', { api: API }, []],
    [
      'a wrapper that drops options',
      { api: { region: ['europe-west1'], httpsTrigger: {} } },
      [
        'api: availableMemoryMb not set (left to the platform default)',
        'api: concurrency not set (left to the platform default)',
        'api: timeoutSeconds not set (left to the platform default)',
        'api: maxInstances not set (left to the platform default)',
        'api: minInstances not set (left to the platform default)',
        'api: index.ts binds secrets, the build binds none',
      ],
    ],
    [
      'a stale build',
      { api: { ...API, region: ['us-central1'], concurrency: 80 }, old: API },
      [
        'api: region ["us-central1"], index.ts says europe-west1',
        'api: concurrency 80, index.ts says 40',
        'old: exported by the build but not by index.ts (stale lib/?)',
      ],
    ],
    [
      'a secret declared but not bound',
      { api: { ...API, secretEnvironmentVariables: [{ key: 'STRIPE_SECRET_KEY' }] } },
      ['api: secrets not bound: FUTOKEN_SECRET'],
    ],
    ['nothing exported', {}, ['api: exported by index.ts but not found in the built entry point']],
  ])('%s', (_, endpoints, expected) => {
    expect(optionProblems(claims, manifest(endpoints))).toEqual(expected);
  });
});

describe('memoryMb', () => {
  it.each([
    ['256MiB', 256],
    ['1GiB', 1024],
    ['2GB', undefined],
  ])('%s', (option, expected) => {
    expect(memoryMb(option)).toBe(expected);
  });
});

it('describes an endpoint on one line', () => {
  expect(describeEndpoint('api', API)).toBe(
    'api (https) | region europe-west1 | memory 512 MB | concurrency 40 | timeout 60 s | instances 0..20 | secrets STRIPE_SECRET_KEY, FUTOKEN_SECRET',
  );
});
