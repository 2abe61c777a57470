import { beforeEach, describe, expect, it } from 'vitest';
import { StorageService } from './storage.service';
import { visitorIdOf } from './visitor-id';

const storage = new StorageService(window.localStorage);

describe('visitor id', () => {
  beforeEach(() => window.localStorage.clear());

  it('is made on the first visit as a UUID and kept as localId', () => {
    const id = visitorIdOf(storage);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(window.localStorage.getItem('localId')).toBe(id);
  });

  it('is the same on the next visit', () => {
    const first = visitorIdOf(storage);
    expect(visitorIdOf(storage, () => 'another-id-123')).toBe(first);
  });

  it('a stored value of another shape is replaced', () => {
    window.localStorage.setItem('localId', 'a/b');
    expect(visitorIdOf(storage, () => 'fresh-visitor-1')).toBe('fresh-visitor-1');
  });
});
