import { describe, expect, it } from 'vitest';
import { TabStorageService } from './tab-storage.service';

const asObject = (raw: unknown) => (raw && typeof raw === 'object' ? raw : undefined);

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const refusing = (): Storage => ({
  ...memoryStorage(),
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
});

describe('TabStorageService', () => {
  it('answers what it kept, until it is removed', () => {
    const tab = new TabStorageService(memoryStorage());
    tab.setJson('flagOverrides', { qaKey: 'k' });
    expect(tab.getJson('flagOverrides', asObject)).toEqual({ qaKey: 'k' });
    tab.remove('flagOverrides');
    expect(tab.getJson('flagOverrides', asObject)).toBeUndefined();
  });

  it.each([
    ['nothing stored', memoryStorage()],
    ['text that is not JSON', memoryStorage({ flagOverrides: '{oops' })],
    ['JSON the parser refuses', memoryStorage({ flagOverrides: '"a string"' })],
    ['a storage that throws', refusing()],
    ['no storage at all', null],
  ])('answers undefined for %s, and writes without throwing', (_case, storage) => {
    const tab = new TabStorageService(storage);
    expect(tab.getJson('flagOverrides', asObject)).toBeUndefined();
    expect(() => tab.setJson('flagOverrides', {})).not.toThrow();
    expect(() => tab.remove('flagOverrides')).not.toThrow();
  });
});
