import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthService } from './auth.service';
import { TEST_ENV, composeTestStore } from '../../app/testing/app-harness';

/** Firebase's SDK at its boundary: the config the app is initialised with, and a signed-out auth. */
const firebase = vi.hoisted(() => ({ configs: [] as unknown[] }));
vi.mock('firebase/app', () => ({
  initializeApp: (config: unknown) => {
    firebase.configs.push(config);
    return { name: '[DEFAULT]' };
  },
}));
vi.mock('firebase/auth', () => ({
  initializeAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  connectAuthEmulator: () => undefined,
  onAuthStateChanged: () => () => undefined,
}));

const HOSTED = {
  apiKey: 'hosted-api-key',
  projectId: 'fastwell-prod',
  authDomain: 'fastwell-prod.firebaseapp.com',
  appId: '1:123:web:abc',
};

/** The hosting's answers to GET /__/firebase/init.json; records what was asked. */
function hosting(answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: string) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  firebase.configs.length = 0;
  vi.unstubAllGlobals();
});

describe('GET /__/firebase/init.json (spec 02 §7: the hosting’s configuration)', () => {
  it('is read when auth starts, and the hosted config initialises Firebase', async () => {
    const fetch = hosting(() => Promise.resolve(Response.json(HOSTED)));
    const auth = new AuthService({
      ...TEST_ENV,
      firebaseApiKey: 'build-key',
      firebaseProjectId: 'build-project',
    });
    expect(fetch).not.toHaveBeenCalled();
    await auth.onChange(() => undefined);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/__/firebase/init.json']);
    expect(firebase.configs).toEqual([HOSTED]);
    // Once per page: later calls reuse it.
    await auth.currentUser();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is read at startup, when the app starts its services', async () => {
    const fetch = hosting(() => Promise.resolve(Response.json(HOSTED)));
    composeTestStore().startServices();
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toContain('/__/firebase/init.json'),
    );
  });

  it.each([
    [
      'answers 404 (not on Firebase Hosting)',
      () => Promise.resolve(new Response('', { status: 404 })),
    ],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back to the build’s values when it %s', async (_name, answer) => {
    hosting(answer);
    const auth = new AuthService({
      ...TEST_ENV,
      firebaseApiKey: 'build-key',
      firebaseProjectId: 'build-project',
    });
    await auth.currentUser();
    expect(firebase.configs).toEqual([{ apiKey: 'build-key', projectId: 'build-project' }]);
  });

  it('is not asked when the build carries the whole web config (issue 37: one request less)', async () => {
    const fetch = hosting(() => Promise.resolve(Response.json(HOSTED)));
    const auth = new AuthService({
      ...TEST_ENV,
      firebaseApiKey: 'build-key',
      firebaseProjectId: 'build-project',
      firebaseAuthDomain: 'build-project.firebaseapp.com',
    });
    await auth.currentUser();
    expect(fetch).not.toHaveBeenCalled();
    expect(firebase.configs).toEqual([
      {
        apiKey: 'build-key',
        projectId: 'build-project',
        authDomain: 'build-project.firebaseapp.com',
      },
    ]);
  });

  it('fails when neither the hosting nor the build gives a config', async () => {
    hosting(() => Promise.resolve(new Response('', { status: 404 })));
    await expect(new AuthService(TEST_ENV).currentUser()).rejects.toThrow(
      'Firebase web configuration is missing',
    );
  });
});
