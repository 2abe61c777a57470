import { startStack } from './stack.js';

/** npm start: the whole funnel offline on emulators, until Ctrl-C. */
async function main(): Promise<void> {
  process.stdout.write('Fastwell: starting the local stack (Ctrl-C stops everything)\n');
  const stack = await startStack();
  process.stdout.write(`\nFastwell is running. Open ${stack.url}\n`);
  process.stdout.write(
    `E-mails (local mail catcher, nothing leaves this machine): ${stack.mail.url}\n`,
  );
  process.stdout.write(
    `Scheduled functions (not run by the emulator): POST ${stack.jobs.url}/jobs/{name} runs one now, GET ${stack.jobs.url}/jobs lists them\n`,
  );
  process.stdout.write(
    'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (any future date, any CVC).\n',
  );
  process.stdout.write('Logs: .local/stack.log\n');
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('\nStopping…\n');
    void stack.stop().then(() => {
      process.stdout.write('Stopped.\n');
      process.exit(0);
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\nnpm start failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
