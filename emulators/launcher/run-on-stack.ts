import { isStackSuite, runStackSuite } from './stack-suites.js';
import { startStack } from './stack.js';

/**
 * npm run test:e2e / test:audit: start the stack, run the suite named, stop. `e2e` runs the
 * browser tests that move a provider's clock (e2eClock) after the others.
 */
async function main(suite: string | undefined): Promise<number> {
  if (!suite || !isStackSuite(suite))
    throw new Error(`Unknown suite "${suite ?? ''}": e2e or audit`);
  const stack = await startStack();
  try {
    const { code } = await runStackSuite(suite, stack);
    const clock = suite === 'e2e' ? (await runStackSuite('e2eClock', stack)).code : 0;
    return code || clock;
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
