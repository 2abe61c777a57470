import { LOCAL_STACK } from '../local-stack.config.js';
import { PAYPAL_EMULATOR_PORT, startPayPalEmulator } from './index.js';

/**
 * `npx tsx emulators/paypal/main.ts [--port 12112] [--host 127.0.0.1] [--webhook URL]`
 * (or PAYPAL_EMULATOR_PORT / _HOST / _WEBHOOK_URL).
 */
function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const port = Number(argument('port') ?? process.env.PAYPAL_EMULATOR_PORT ?? PAYPAL_EMULATOR_PORT);
const host = argument('host') ?? process.env.PAYPAL_EMULATOR_HOST ?? LOCAL_STACK.host;
const webhookUrl = argument('webhook') ?? process.env.PAYPAL_EMULATOR_WEBHOOK_URL;

const emulator = await startPayPalEmulator({
  port,
  host,
  webhooks: webhookUrl ? [{ url: webhookUrl }] : [],
});
console.log(`PayPal emulator listening on ${emulator.url} (stand-in SDK: ${emulator.url}/sdk/js)`);

const stop = () => {
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
