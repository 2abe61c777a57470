import { runE2e } from './e2e-run.js';
import { startStack } from './stack.js';

/** npm run test:e2e: start the stack, run the browser suite, stop. */
async function main(): Promise<number> {
  const stack = await startStack();
  try {
    return await runE2e(stack);
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
