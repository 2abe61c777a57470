import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 32 point 8: `POST /api/experiments/exposure` is public. A stranger posting made-up
 * experiment keys (or made-up variations of a real one) fills `experimentExposures/` and the
 * experiments report with experiments nobody runs.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const expose = (body: unknown) => app.call('POST', '/api/experiments/exposure', { body });
const visitor = (index: number) => `visitor-stranger-${String(index).padStart(4, '0')}`;

describe('attack: exposures of experiments nobody runs', () => {
  it('20 made-up experiment keys are all stored', async () => {
    for (let index = 0; index < 20; index += 1) {
      const answer = await expose({
        visitorId: visitor(index),
        experimentKey: `made-up-${index}`,
        variation: 'winner',
      });
      expect(answer.status).toBe(204);
    }
    const stored = (await app.database.get('experimentExposures')) as Record<string, unknown>;
    expect(Object.keys(stored).filter((key) => key.startsWith('made-up-'))).toHaveLength(20);
  });

  it('a made-up variation of a real experiment is stored', async () => {
    const answer = await expose({
      visitorId: visitor(20),
      experimentKey: 'color-scheme',
      variation: 'purple',
    });
    expect(answer.status).toBe(204);
    expect(await app.database.get(`experimentExposures/color-scheme/${visitor(20)}`)).toMatchObject(
      {
        variation: 'purple',
      },
    );
  });
});
