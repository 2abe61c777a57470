import { describe, expect, it } from 'vitest';
import * as index from './index';
import { api, finalizeHeldCancellations } from './index';
import { SECRET_NAMES, settings } from './params';
import { SCHEDULED_JOB_NAMES, SCHEDULED_JOBS } from './scheduled/scheduled-jobs';

type ManifestEndpoint = typeof api.__endpoint;

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

  it.each(SCHEDULED_JOB_NAMES)(
    'exports the scheduled job %s with its trigger and options, one instance, the same secrets',
    (name) => {
      const exported = (index as Record<string, unknown>)[name] as
        { __endpoint?: ManifestEndpoint } | undefined;
      const { schedule, options } = SCHEDULED_JOBS[name];
      const endpoint = exported?.__endpoint;
      expect(endpoint).toMatchObject({
        region: ['europe-west1'],
        scheduleTrigger: {
          schedule,
          timeZone: options.timeZone,
          retryConfig: { retryCount: options.retryCount },
        },
        maxInstances: options.maxInstances,
        timeoutSeconds: options.timeoutSeconds,
      });
      expect(endpoint?.secretEnvironmentVariables?.map(({ key }) => key)).toEqual([
        ...SECRET_NAMES,
      ]);
    },
  );

  it('schedules nothing outside the registry (each job has a local trigger)', () => {
    const scheduledExports = Object.entries(index)
      .filter(
        ([, value]) => (value as { __endpoint?: ManifestEndpoint }).__endpoint?.scheduleTrigger,
      )
      .map(([name]) => name);
    expect(scheduledExports.sort()).toEqual([...SCHEDULED_JOB_NAMES].sort());
  });

  it('finalizes held §312k cancellations hourly', () => {
    expect(finalizeHeldCancellations.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every 60 minutes',
      timeZone: 'Europe/Berlin',
    });
  });
});
