import { startRtdbWireServer } from './rtdb-wire-server';

/**
 * Starts the Realtime Database wire-protocol server for this run and points firebase-admin at it:
 * the test workers inherit FIREBASE_DATABASE_EMULATOR_HOST.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await startRtdbWireServer();
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = server.host;
  return () => server.close();
}
