import { startStripeEmulator, STRIPE_EMULATOR_PORT } from './index.js';

/** `npx tsx emulators/stripe/main.ts [--port 12111] [--host 127.0.0.1]` (or STRIPE_EMULATOR_PORT / _HOST). */
function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const port = Number(argument('port') ?? process.env.STRIPE_EMULATOR_PORT ?? STRIPE_EMULATOR_PORT);
const host = argument('host') ?? process.env.STRIPE_EMULATOR_HOST ?? '127.0.0.1';

const emulator = await startStripeEmulator({ port, host });
console.log(
  `Stripe emulator listening on ${emulator.url} (stand-in Stripe.js: ${emulator.url}/v3/stripe.js)`,
);

const stop = () => {
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
