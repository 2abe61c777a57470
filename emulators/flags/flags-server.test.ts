import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFlagsServer } from './flags-server.js';

describe('flags server', () => {
  let server: Awaited<ReturnType<typeof startFlagsServer>>;
  beforeAll(async () => {
    server = await startFlagsServer({ port: 0 });
  });
  afterAll(() => server.close());

  it('serves the features file in the GrowthBook API shape', async () => {
    const response = await fetch(`${server.url}/api/features/sdk-any`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { features: Record<string, { defaultValue: unknown }> };
    expect(body.features['unauth-route-directs-to']?.defaultValue).toBe('loading');
    expect(body.features['selected-package-index']?.defaultValue).toBe(1);
  });

  it('answers 404 elsewhere', async () => {
    expect((await fetch(`${server.url}/nope`)).status).toBe(404);
  });
});
