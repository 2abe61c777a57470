import { isStackSuite, runStackSuite } from './stack-suites.js';
import { startStack } from './stack.js';

/** npm run test:e2e / test:audit: start the stack, run the one suite named, stop. */
async function main(suite: string | undefined): Promise<number> {
  if (!suite || !isStackSuite(suite))
    throw new Error(`Unknown suite "${suite ?? ''}": e2e or audit`);
  const stack = await startStack();
  try {
    return await runStackSuite(suite, stack);
  } finally {
    await stack.stop();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
