import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import { startFixture, type PayPalTestClient } from './paypal-fixture.js';
import { serveEmulatorScripts } from './sdk-loader.js';

export interface SdkFixture {
  readonly emulator: PayPalEmulator;
  readonly client: PayPalTestClient;
  readonly scripts: ReturnType<typeof serveEmulatorScripts>;
}

/**
 * Registers hooks for a test file of the stand-in SDK in jsdom: a PayPal emulator, its SDK
 * scripts served to the page, and React cleanup after each test.
 */
export function useSdkFixture(): SdkFixture {
  let started: SdkFixture | undefined;
  beforeAll(async () => {
    const { emulator, client } = await startFixture();
    started = { emulator, client, scripts: serveEmulatorScripts(emulator.url) };
  });
  afterAll(async () => {
    started?.scripts.stop();
    await started?.emulator.close();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  const get = (): SdkFixture => {
    if (!started) throw new Error('useSdkFixture: used before beforeAll ran');
    return started;
  };
  return {
    get emulator() {
      return get().emulator;
    },
    get client() {
      return get().client;
    },
    get scripts() {
      return get().scripts;
    },
  };
}
