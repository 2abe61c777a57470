import { describe, expect, it, vi } from 'vitest';
import type { FeatureStores } from './feature-stores';
import { FeatureStoresLoader } from './feature-stores-loader';

const stores = (name: string) => ({ login: { name } }) as unknown as FeatureStores;

describe('FeatureStoresLoader', () => {
  it('builds once and answers the same promise until it is loaded (React use() needs that)', async () => {
    const build = vi.fn(() => Promise.resolve(stores('built')));
    const loader = new FeatureStoresLoader(build);
    expect(loader.loaded).toBe(false);
    expect(() => loader.get('login')).toThrow(/before RootStore.loadFeatures\(\) has finished/);
    const first = loader.load();
    expect(loader.load()).toBe(first);
    await first;
    expect(loader.loaded).toBe(true);
    expect(loader.get('login')).toEqual({ name: 'built' });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call', async () => {
    const build = vi
      .fn<() => Promise<FeatureStores>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(stores('second'));
    const loader = new FeatureStoresLoader(build);
    await expect(loader.load()).rejects.toThrow('chunk failed');
    expect(loader.loaded).toBe(false);
    await loader.load();
    expect(loader.get('login')).toEqual({ name: 'second' });
  });

  it('keeps the stores built at once (tests) over the ones a load builds', async () => {
    const loader = new FeatureStoresLoader(() => Promise.resolve(stores('lazy')), stores('given'));
    expect(loader.get('login')).toEqual({ name: 'given' });
    await loader.load();
    expect(loader.get('login')).toEqual({ name: 'given' });
  });
});
