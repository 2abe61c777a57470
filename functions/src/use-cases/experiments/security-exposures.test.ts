import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { endpoints } from '../../contract/endpoints';

/**
 * Issue 32 point 8: `POST /api/experiments/exposure` is public. A stranger posting made-up
 * experiment keys (or made-up variations of a real one) would fill `experimentExposures/` and the
 * experiments report with experiments nobody runs. Only the experiments and variations of the
 * flag definitions (GrowthBook's features; here the local flags server's features.json) are
 * recorded.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const expose = (body: unknown) => app.call('POST', endpoints.recordExposure.path, { body });
const visitor = (index: number) => `visitor-stranger-${String(index).padStart(4, '0')}`;

describe('refused: exposures of experiments nobody runs', () => {
  it('20 made-up experiment keys: each 422 unknown-experiment, none stored', async () => {
    for (let index = 0; index < 20; index += 1) {
      const answer = await expose({
        visitorId: visitor(index),
        experimentKey: `made-up-${index}`,
        variation: 'winner',
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toEqual({
        code: 'unknown-experiment',
        message: expect.any(String),
      });
    }
    expect(await app.database.get('experimentExposures')).toBeNull();
  });

  it('a made-up variation of a real experiment is refused and not stored', async () => {
    const answer = await expose({
      visitorId: visitor(20),
      experimentKey: 'color-scheme',
      variation: 'purple',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.code).toBe('unknown-experiment');
    expect(await app.database.get(`experimentExposures/color-scheme/${visitor(20)}`)).toBeNull();
  });

  it('a real experiment with a real variation is still stored', async () => {
    const answer = await expose({
      visitorId: visitor(21),
      experimentKey: 'color-scheme',
      variation: 'blue',
    });
    expect(answer.status).toBe(204);
    expect(await app.database.get(`experimentExposures/color-scheme/${visitor(21)}`)).toMatchObject(
      { variation: 'blue' },
    );
  });
});
