import { describe, expect, it } from 'vitest';
import { resolveProject } from './firebase-config.js';

describe('resolveProject', () => {
  const rc = { projects: { default: 'demo-fastwell', prod: 'fastwell-prod' } };
  it.each([
    [[], { id: 'demo-fastwell', alias: 'default', source: '.firebaserc default' }],
    [['--project', 'prod'], { id: 'fastwell-prod', alias: 'prod', source: '--project' }],
    [['-P', 'fastwell-other'], { id: 'fastwell-other', source: '--project' }],
  ])('%j', (args, expected) => {
    expect(resolveProject(args, rc)).toEqual(expected);
  });

  it('finds none without .firebaserc or --project', () => {
    expect(resolveProject([], {})).toBeUndefined();
  });
});
