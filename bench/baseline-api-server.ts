import type { AddressInfo } from 'node:net';
import { createBaselineApp } from './baseline-api';

/**
 * The API baseline's own process (so that the load generator does not share its event loop):
 * prints `{"port":…}` once listening, stops on SIGTERM.
 */
const server = createBaselineApp().listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
