import { describe, expect, it } from 'vitest';
import { api } from './index';
import { SECRET_NAMES, settings } from './params';

describe('the deployed function', () => {
  it('binds every secret (Secret Manager), and reads no secret from plain settings', () => {
    const bound = api.__endpoint.secretEnvironmentVariables?.map(({ key }) => key);
    expect(bound).toEqual([...SECRET_NAMES]);
    const plain = settings.map((param) => param.name);
    expect(plain.filter((name) => /SECRET|KEY$/.test(name))).toEqual([]);
  });
});
