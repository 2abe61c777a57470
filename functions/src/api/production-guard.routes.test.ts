import { afterEach, describe, expect, it } from 'vitest';
import { refusedLocalSettings } from '../domain/production-guard.rules';
import type { TestApp } from '../testing/test-app';
import { startTestApp } from '../testing/test-app';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
});

/** A deployment that kept the Auth emulator host and the local file database of the dev stack. */
const refused = refusedLocalSettings({
  K_SERVICE: 'api',
  GCLOUD_PROJECT: 'fastwell-prod',
  FIREBASE_CONFIG: '{}',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  LOCAL_DATABASE_FILE: '/tmp/db.json',
});

describe('a deployment with local settings', () => {
  it.each([
    ['GET', '/api/health'],
    ['POST', '/api/checkEmailExists'],
    ['GET', '/api/payment/getProducts/v8'],
    ['POST', '/api/webhooks/stripe'],
  ])('answers %s %s 503 naming the refused settings, and writes nothing', async (method, path) => {
    app = await startTestApp({ refused });
    const before = await app.database.get('');
    const answer = await app.call(
      method,
      path,
      method === 'GET' ? {} : { body: { email: 'a@example.com' } },
    );
    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({
      code: 'server-misconfigured',
      message:
        'This server refuses local settings in production: FIREBASE_AUTH_EMULATOR_HOST, LOCAL_DATABASE_FILE',
    });
    expect(await app.database.get('')).toEqual(before);
  });

  it('answers as usual when nothing is refused', async () => {
    app = await startTestApp({ refused: [] });
    expect((await app.call('GET', '/api/health')).status).toBe(200);
  });
});
