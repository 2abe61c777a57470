import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../adapters/logger/logger.port';
import type { TestStore } from '../../testing/test-database';
import { createTestDatabase } from '../../testing/test-database';
import { ExperimentExposuresRepository } from './experiment-exposures.repository';
import { ExperimentsService } from './experiments.service';
import { experimentsOfFeatures } from '../../domain/experiment-definitions.rules';

let store: TestStore;
let warnings: string[];
let service: ExperimentsService;
const logger: Logger = {
  info: () => undefined,
  warn: (message) => warnings.push(message),
  error: () => undefined,
};

beforeEach(async () => {
  store = await createTestDatabase();
  warnings = [];
  const clock = { now: () => new Date('2026-11-26T12:00:00.000Z') };
  service = new ExperimentsService(
    new ExperimentExposuresRepository(store.database),
    { current: () => Promise.resolve(definitions) },
    clock,
    logger,
  );
});
afterEach(() => store.dispose());

const definitions = experimentsOfFeatures({
  'color-scheme': {
    rules: [{ variations: [0, 1], meta: [{ key: 'blue' }, { key: 'green' }] }],
  },
});

const exposure = (variation: string) => ({
  visitorId: 'visitor-0001',
  experimentKey: 'color-scheme',
  variation,
});

describe('ExperimentsService.recordExposure', () => {
  it('records the first, repeats quietly, and logs another variation as a conflict', async () => {
    expect(await service.recordExposure(exposure('blue'))).toBe('recorded');
    expect(await service.recordExposure(exposure('blue'))).toBe('repeated');
    expect(warnings).toEqual([]);
    expect(await service.recordExposure(exposure('green'))).toBe('conflict');
    expect(warnings).toEqual(['Experiment exposure conflict: the first variation is kept']);
    expect(await store.database.get('experimentExposures/color-scheme/visitor-0001')).toEqual({
      variation: 'blue',
      at: '2026-11-26T12:00:00.000Z',
    });
  });

  it('of simultaneous exposures in two variations, exactly one is recorded', async () => {
    const outcomes = await Promise.all(
      ['blue', 'green', 'blue', 'green'].map((variation) =>
        service.recordExposure(exposure(variation)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(1);
    const kept = await store.database.get('experimentExposures/color-scheme/visitor-0001');
    expect(['blue', 'green']).toContain((kept as { variation: string }).variation);
  });
});
