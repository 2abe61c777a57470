import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and answers the same promise to every caller', async () => {
    const load = vi.fn(() => Promise.resolve('client'));
    const client = loadOnce(load);
    const first = client();
    expect(client()).toBe(first);
    await expect(first).resolves.toBe('client');
    await client();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load (a chunk that did not arrive)', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('client');
    const client = loadOnce(load);
    await expect(client()).rejects.toThrow('chunk failed');
    await expect(client()).resolves.toBe('client');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
