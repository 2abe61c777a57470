import { runMoneyAudit } from './audit-run.js';
import { startStack } from './stack.js';

/** npm run test:audit: start the stack, run the money audit, stop. */
async function main(): Promise<number> {
  const stack = await startStack();
  try {
    return await runMoneyAudit(stack);
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
