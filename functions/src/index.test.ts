import { describe, expect, it } from 'vitest';
import { api, finalizeHeldCancellations, revalidateWellhubMemberships } from './index';
import { SECRET_NAMES, settings } from './params';

describe('the deployed function', () => {
  it('binds every secret (Secret Manager), and reads no secret from plain settings', () => {
    const bound = api.__endpoint.secretEnvironmentVariables?.map(({ key }) => key);
    expect(bound).toEqual([...SECRET_NAMES]);
    const plain = settings.map((param) => param.name);
    expect(plain.filter((name) => /SECRET|KEY$/.test(name))).toEqual([]);
  });

  it('runs with the options chosen in index.ts (none left to the platform default)', () => {
    expect(api.__endpoint).toMatchObject({
      region: ['europe-west1'],
      availableMemoryMb: 512,
      concurrency: 40,
      timeoutSeconds: 60,
      maxInstances: 20,
      minInstances: 0,
    });
  });

  it('finalizes held §312k cancellations hourly, one instance, with the same secrets', () => {
    expect(finalizeHeldCancellations.__endpoint).toMatchObject({
      region: ['europe-west1'],
      scheduleTrigger: { schedule: 'every 60 minutes', timeZone: 'Europe/Berlin' },
      maxInstances: 1,
    });
    const bound = finalizeHeldCancellations.__endpoint.secretEnvironmentVariables?.map(
      ({ key }) => key,
    );
    expect(bound).toEqual([...SECRET_NAMES]);
  });

  it('re-validates Wellhub memberships daily, one instance, with the same secrets', () => {
    expect(revalidateWellhubMemberships.__endpoint).toMatchObject({
      region: ['europe-west1'],
      scheduleTrigger: { schedule: 'every 24 hours', timeZone: 'Europe/Berlin' },
      maxInstances: 1,
    });
    const bound = revalidateWellhubMemberships.__endpoint.secretEnvironmentVariables?.map(
      ({ key }) => key,
    );
    expect(bound).toEqual([...SECRET_NAMES]);
  });
});
