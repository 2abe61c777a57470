import { describe, expect, it } from 'vitest';
import type { Database } from './database.port';

/** The behaviour every Database adapter shares; each call gets a database over an empty database. */
export function describeDatabaseContract(
  name: string,
  makeDatabase: () => Promise<Database>,
): void {
  describe(`${name} — Database contract`, () => {
    it('answers null for a missing path', async () => {
      const database = await makeDatabase();
      expect(await database.get('users/nobody/personal')).toBeNull();
    });

    it('reads back what was set, at the path and from its parents', async () => {
      const database = await makeDatabase();
      await database.set('users/u1/personal', { gender: 'f', height: 170, goals: { a: true } });
      expect(await database.get('users/u1/personal/height')).toBe(170);
      expect(await database.get('users/u1')).toEqual({
        personal: { gender: 'f', height: 170, goals: { a: true } },
      });
      expect(await database.get('/users/u1/personal/')).toEqual({
        gender: 'f',
        height: 170,
        goals: { a: true },
      });
    });

    it('removes on set(null), on remove and for empty objects, pruning emptied parents', async () => {
      const database = await makeDatabase();
      await database.set('a/b/c', 1);
      await database.set('a/d', { e: null, f: {} });
      expect(await database.get('a')).toEqual({ b: { c: 1 } });
      await database.set('a/b/c', null);
      expect(await database.get('a')).toBeNull();
      await database.set('x', { y: 1, z: 2 });
      await database.remove('x/y');
      expect(await database.get('x')).toEqual({ z: 2 });
    });

    it('databases arrays the RTDB way and reads them back as arrays', async () => {
      const database = await makeDatabase();
      await database.set('list', [
        { date: '2026-01-01', value: 80 },
        { date: '2026-01-02', value: 79.5 },
      ]);
      expect(await database.get('list')).toEqual([
        { date: '2026-01-01', value: 80 },
        { date: '2026-01-02', value: 79.5 },
      ]);
      expect(await database.get('list/1/value')).toBe(79.5);
    });

    it('applies a multi-path update and leaves the siblings alone', async () => {
      const database = await makeDatabase();
      await database.set('users/u2', {
        lang: 'de',
        personal: { name: 'Ana', gender: 'f' },
        keep: true,
      });
      await database.update('users/u2', {
        'personal/gender': 'm',
        'stats/weight': [{ value: 80 }],
        lang: null,
      });
      expect(await database.get('users/u2')).toEqual({
        personal: { name: 'Ana', gender: 'm' },
        stats: { weight: [{ value: 80 }] },
        keep: true,
      });
    });

    it('refuses an update whose paths overlap and writes nothing', async () => {
      const database = await makeDatabase();
      await expect(database.update('o', { a: { b: 1 }, 'a/b': 2 })).rejects.toThrow();
      expect(await database.get('o')).toBeNull();
    });

    it('commits a transaction with the current value, or null when absent', async () => {
      const database = await makeDatabase();
      const seen: unknown[] = [];
      const first = await database.transaction('counter', (current) => {
        seen.push(current);
        return typeof current === 'number' ? current + 1 : 1;
      });
      expect(first).toEqual({ committed: true, value: 1 });
      expect(seen.at(-1)).toBeNull();
      const second = await database.transaction('counter', (current) =>
        typeof current === 'number' ? current + 1 : 1,
      );
      expect(second).toEqual({ committed: true, value: 2 });
      expect(await database.get('counter')).toBe(2);
    });

    it('aborts a transaction when the update answers undefined, leaving the value', async () => {
      const database = await makeDatabase();
      await database.set('claimed', 'cus_1');
      const result = await database.transaction('claimed', (current) =>
        current === null ? 'cus_2' : undefined,
      );
      expect(result).toEqual({ committed: false, value: 'cus_1' });
      expect(await database.get('claimed')).toBe('cus_1');
    });

    it('deletes through a transaction answering null', async () => {
      const database = await makeDatabase();
      await database.set('gone/soon', 1);
      const result = await database.transaction('gone/soon', () => null);
      expect(result).toEqual({ committed: true, value: null });
      expect(await database.get('gone')).toBeNull();
    });

    it('serialises concurrent transactions of one process: no increment is lost', async () => {
      const database = await makeDatabase();
      await Promise.all(
        Array.from({ length: 25 }, () =>
          database.transaction('hits', (current) =>
            typeof current === 'number' ? current + 1 : 1,
          ),
        ),
      );
      expect(await database.get('hits')).toBe(25);
    });

    it('increments a number atomically and answers the value after, from absent as 0', async () => {
      const database = await makeDatabase();
      expect(await database.increment('counts/a', 2)).toBe(2);
      const after = await Promise.all(
        Array.from({ length: 10 }, () => database.increment('counts/a', 1)),
      );
      expect(Math.max(...after)).toBe(12);
      expect(await database.get('counts/a')).toBe(12);
    });
  });
}
