import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { startTestApp } from '../../testing/test-app';
import { endpoints } from '../../contract/endpoints';

const AT = '2026-11-26T12:00:00.000Z';
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock: { now: () => new Date(AT) } });
});
afterAll(() => app.close());

const expose = (body: unknown) => app.call('POST', endpoints.recordExposure.path, { body });

describe('POST /api/experiments/exposure', () => {
  it('records an anonymous visitor’s exposure without a token: 204', async () => {
    const answer = await expose({
      visitorId: 'visitor-0001',
      experimentKey: 'color-scheme',
      variation: 'blue',
    });
    expect(answer.status).toBe(204);
    expect(await app.database.get('experimentExposures/color-scheme/visitor-0001')).toEqual({
      variation: 'blue',
      at: AT,
    });
  });

  it('keeps the first exposure: a repeat or another variation answers 204 and changes nothing', async () => {
    const first = { visitorId: 'visitor-0002', experimentKey: 'selected-package-index' };
    expect((await expose({ ...first, variation: '0' })).status).toBe(204);
    const stored = await app.database.get(
      'experimentExposures/selected-package-index/visitor-0002',
    );
    expect((await expose({ ...first, variation: '0' })).status).toBe(204);
    expect((await expose({ ...first, variation: '1' })).status).toBe(204);
    expect(
      await app.database.get('experimentExposures/selected-package-index/visitor-0002'),
    ).toEqual(stored);
  });

  it('records one visitor in several experiments', async () => {
    await expose({ visitorId: 'visitor-0003', experimentKey: 'color-scheme', variation: 'green' });
    await expose({
      visitorId: 'visitor-0003',
      experimentKey: 'selected-package-index',
      variation: '1',
    });
    expect(await app.database.get('experimentExposures/color-scheme/visitor-0003')).toMatchObject({
      variation: 'green',
    });
    expect(
      await app.database.get('experimentExposures/selected-package-index/visitor-0003'),
    ).toMatchObject({ variation: '1' });
  });

  it.each([
    ['no body', {}, 'visitorId'],
    ['a short visitor id', { visitorId: 'v1', experimentKey: 'a', variation: 'b' }, 'visitorId'],
    [
      'a path in the key',
      { visitorId: 'visitor-0004', experimentKey: 'a/b', variation: 'b' },
      'experimentKey',
    ],
    [
      'a number as variation',
      { visitorId: 'visitor-0004', experimentKey: 'a', variation: 1 },
      'variation',
    ],
    [
      'a reserved name',
      { visitorId: 'visitor-0004', experimentKey: '__proto__', variation: 'b' },
      'reserved',
    ],
    [
      'the prototype as visitor',
      { visitorId: 'constructor', experimentKey: 'a', variation: 'b' },
      'reserved',
    ],
  ])('refuses %s with 400 invalid-request and writes nothing', async (_name, body, mention) => {
    const before = await app.database.get('experimentExposures');
    const answer = await expose(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: 'invalid-request',
      message: expect.stringContaining(mention),
    });
    expect(await app.database.get('experimentExposures')).toEqual(before);
  });
});

describe('POST /api/experiments/exposure without the flag definitions', () => {
  const body = { visitorId: 'visitor-0005', experimentKey: 'color-scheme', variation: 'blue' };

  it('GROWTHBOOK_FEATURES_URL not configured: 503 server-misconfigured, nothing stored', async () => {
    const bare = await startTestApp({ experimentDefinitions: null });
    try {
      const answer = await bare.call('POST', endpoints.recordExposure.path, { body });
      expect(answer.status).toBe(503);
      expect(answer.body.error?.code).toBe('server-misconfigured');
      expect(await bare.database.get('experimentExposures')).toBeNull();
    } finally {
      await bare.close();
    }
  });

  it('GrowthBook unreachable and nothing read before: 503 experiments-unavailable, nothing stored', async () => {
    const offline = await startTestApp({
      experimentDefinitions: { current: () => Promise.reject(new Error('offline')) },
    });
    try {
      const answer = await offline.call('POST', endpoints.recordExposure.path, { body });
      expect(answer.status).toBe(503);
      expect(answer.body.error?.code).toBe('experiments-unavailable');
      expect(await offline.database.get('experimentExposures')).toBeNull();
    } finally {
      await offline.close();
    }
  });
});
