import { describe, expect, it } from 'vitest';
import type { Store } from './store.port';

/** The behaviour every Store adapter shares; each call gets a store over an empty database. */
export function describeStoreContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`${name} — Store contract`, () => {
    it('answers null for a missing path', async () => {
      const store = await makeStore();
      expect(await store.get('users/nobody/personal')).toBeNull();
    });

    it('reads back what was set, at the path and from its parents', async () => {
      const store = await makeStore();
      await store.set('users/u1/personal', { gender: 'f', height: 170, goals: { a: true } });
      expect(await store.get('users/u1/personal/height')).toBe(170);
      expect(await store.get('users/u1')).toEqual({
        personal: { gender: 'f', height: 170, goals: { a: true } },
      });
      expect(await store.get('/users/u1/personal/')).toEqual({
        gender: 'f',
        height: 170,
        goals: { a: true },
      });
    });

    it('removes on set(null), on remove and for empty objects, pruning emptied parents', async () => {
      const store = await makeStore();
      await store.set('a/b/c', 1);
      await store.set('a/d', { e: null, f: {} });
      expect(await store.get('a')).toEqual({ b: { c: 1 } });
      await store.set('a/b/c', null);
      expect(await store.get('a')).toBeNull();
      await store.set('x', { y: 1, z: 2 });
      await store.remove('x/y');
      expect(await store.get('x')).toEqual({ z: 2 });
    });

    it('stores arrays the RTDB way and reads them back as arrays', async () => {
      const store = await makeStore();
      await store.set('list', [
        { date: '2026-01-01', value: 80 },
        { date: '2026-01-02', value: 79.5 },
      ]);
      expect(await store.get('list')).toEqual([
        { date: '2026-01-01', value: 80 },
        { date: '2026-01-02', value: 79.5 },
      ]);
      expect(await store.get('list/1/value')).toBe(79.5);
    });

    it('applies a multi-path update and leaves the siblings alone', async () => {
      const store = await makeStore();
      await store.set('users/u2', {
        lang: 'de',
        personal: { name: 'Ana', gender: 'f' },
        keep: true,
      });
      await store.update('users/u2', {
        'personal/gender': 'm',
        'stats/weight': [{ value: 80 }],
        lang: null,
      });
      expect(await store.get('users/u2')).toEqual({
        personal: { name: 'Ana', gender: 'm' },
        stats: { weight: [{ value: 80 }] },
        keep: true,
      });
    });

    it('refuses an update whose paths overlap and writes nothing', async () => {
      const store = await makeStore();
      await expect(store.update('o', { a: { b: 1 }, 'a/b': 2 })).rejects.toThrow();
      expect(await store.get('o')).toBeNull();
    });

    it('commits a transaction with the current value, or null when absent', async () => {
      const store = await makeStore();
      const seen: unknown[] = [];
      const first = await store.transaction('counter', (current) => {
        seen.push(current);
        return typeof current === 'number' ? current + 1 : 1;
      });
      expect(first).toEqual({ committed: true, value: 1 });
      expect(seen.at(-1)).toBeNull();
      const second = await store.transaction('counter', (current) =>
        typeof current === 'number' ? current + 1 : 1,
      );
      expect(second).toEqual({ committed: true, value: 2 });
      expect(await store.get('counter')).toBe(2);
    });

    it('aborts a transaction when the update answers undefined, leaving the value', async () => {
      const store = await makeStore();
      await store.set('claimed', 'cus_1');
      const result = await store.transaction('claimed', (current) =>
        current === null ? 'cus_2' : undefined,
      );
      expect(result).toEqual({ committed: false, value: 'cus_1' });
      expect(await store.get('claimed')).toBe('cus_1');
    });

    it('deletes through a transaction answering null', async () => {
      const store = await makeStore();
      await store.set('gone/soon', 1);
      const result = await store.transaction('gone/soon', () => null);
      expect(result).toEqual({ committed: true, value: null });
      expect(await store.get('gone')).toBeNull();
    });

    it('serialises concurrent transactions of one process: no increment is lost', async () => {
      const store = await makeStore();
      await Promise.all(
        Array.from({ length: 25 }, () =>
          store.transaction('hits', (current) => (typeof current === 'number' ? current + 1 : 1)),
        ),
      );
      expect(await store.get('hits')).toBe(25);
    });
  });
}
