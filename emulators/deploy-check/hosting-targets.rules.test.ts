import { describe, expect, it } from 'vitest';
import type { Endpoint } from './function-options.rules.js';
import type { HostingHeaderRule, HostingRewrite } from './hosting-targets.rules.js';
import { headerChecks, matchesPath, rewriteChecks } from './hosting-targets.rules.js';

const ENDPOINTS: Record<string, Endpoint> = { api: { region: ['europe-west1'] } };
const DEPLOYED = ['index.html', 'assets/index-abc.js', 'onboarding/locales/en/translation.json'];
const outcomes = (checks: { outcome: string; text: string }[]) =>
  checks.map(({ outcome, text }) => `${outcome}: ${text}`);

describe('rewriteChecks', () => {
  it.each<[string, HostingRewrite, string]>([
    [
      'function and region exported',
      { source: '/api/**', function: { functionId: 'api', region: 'europe-west1' } },
      'ok: rewrite /api/** -> function api (europe-west1) is exported',
    ],
    [
      'function name only (v1 form), one region',
      { source: '/api/**', function: 'api' },
      'ok: rewrite /api/** -> function api (europe-west1) is exported',
    ],
    [
      'another region',
      { source: '/api/**', function: { functionId: 'api', region: 'us-central1' } },
      'fail: rewrite /api/** -> function api in us-central1: api runs in europe-west1',
    ],
    [
      'renamed function',
      { source: '/api/**', function: { functionId: 'app', region: 'europe-west1' } },
      'fail: rewrite /api/** -> function app: no exported function app',
    ],
    [
      'destination built',
      { source: '**', destination: '/index.html' },
      'ok: rewrite ** -> /index.html is in the deployed web app',
    ],
    [
      'destination missing',
      { source: '**', destination: '/app.html' },
      'fail: rewrite ** -> /app.html: no such file in the deployed web app',
    ],
    [
      'Cloud Run',
      { regex: '^/x', run: { serviceId: 'svc' } },
      'warn: rewrite regex ^/x -> Cloud Run service svc: not checkable offline',
    ],
  ])('%s', (_, rewrite, expected) => {
    expect(outcomes(rewriteChecks([rewrite], ENDPOINTS, DEPLOYED))).toEqual([expected]);
  });
});

it('says so when the functions did not load', () => {
  const rewrite = { source: '/api/**', function: { functionId: 'api', region: 'europe-west1' } };
  expect(outcomes(rewriteChecks([rewrite], undefined, DEPLOYED))).toEqual([
    'fail: rewrite /api/** -> function api: the functions did not load',
  ]);
});

describe('headerChecks', () => {
  const rule = (source: string): HostingHeaderRule => ({
    source,
    headers: [{ key: 'Cache-Control', value: 'x' }],
  });
  it.each([
    ['**', 'ok: headers ** (Cache-Control) apply to 3 deployed files'],
    ['/assets/**', 'ok: headers /assets/** (Cache-Control) apply to 1 deployed files'],
    ['/static/**', 'fail: headers /static/** (Cache-Control) match no deployed file'],
  ])('%s', (source, expected) => {
    expect(outcomes(headerChecks([rule(source)], DEPLOYED))).toEqual([expected]);
  });

  it('matches a regex rule too', () => {
    expect(
      matchesPath({ regex: '^/onboarding/.*\\.json$' }, '/onboarding/locales/en/translation.json'),
    ).toBe(true);
  });
});
