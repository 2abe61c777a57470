import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The boundary messages ESLint gives one import line in a file at `path` (which need not exist). */
async function boundaryErrors(path: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = [x];\n`, {
    filePath: `${ROOT}/${path}`,
  });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'import/no-restricted-paths' ||
        message.ruleId === 'no-restricted-imports',
    )
    .map((message) => message.message);
}

describe('lint refuses an import across a layer boundary (eslint.config.js)', () => {
  it.each([
    ['ui imports a store', 'web/src/ui/x.ts', "import { x } from '../stores/ui.store';"],
    [
      'a feature imports another feature',
      'web/src/features/ebook/x.ts',
      "import { x } from '../upsell/upsell-bars';",
    ],
    [
      'a screen imports a service',
      'web/src/features/ebook/x.ts',
      "import { x } from '../../services/api-client';",
    ],
    [
      'a store imports a screen',
      'web/src/stores/x.ts',
      "import { x } from '../features/ebook/ebook-screen';",
    ],
    [
      'the web domain imports a store',
      'web/src/domain/x.ts',
      "import { x } from '../stores/ui.store';",
    ],
    [
      'the web imports functions internals',
      'web/src/domain/x.ts',
      "import { x } from '../../../functions/src/domain/futoken';",
    ],
    ['the functions domain imports Stripe', 'functions/src/domain/x.ts', "import x from 'stripe';"],
    [
      'the functions domain imports a use case',
      'functions/src/domain/x.ts',
      "import { x } from '../use-cases/users.service';",
    ],
    [
      'a use case imports a route',
      'functions/src/use-cases/x.ts',
      "import { x } from '../api/auth.middleware';",
    ],
    [
      'a use case imports a store adapter',
      'functions/src/use-cases/x.ts',
      "import { x } from '../adapters/database/file-database.adapter';",
    ],
    [
      "a route imports a use case's adapter",
      'functions/src/api/x.ts',
      "import { x } from '../adapters/paypal/paypal-client';",
    ],
    [
      'the contract imports functions code',
      'functions/src/contract/x.ts',
      "import { x } from '../domain/futoken';",
    ],
    [
      'an emulator imports functions internals',
      'emulators/seed/x.ts',
      "import { x } from '../../functions/src/adapters/database/file-database.adapter';",
    ],
  ])('%s', async (_case, path, importLine) => {
    expect(await boundaryErrors(path, importLine)).not.toEqual([]);
  });

  it.each([
    [
      'a screen imports a store',
      'web/src/features/ebook/x.ts',
      "import { x } from '../../stores/store-context';",
    ],
    [
      'the web imports the contract',
      'web/src/domain/x.ts',
      "import { x } from '@fastwell/contract/languages';",
    ],
    [
      'a use case imports a port',
      'functions/src/use-cases/x.ts',
      "import { x } from '../adapters/database/database.port';",
    ],
    [
      'an emulator imports the tooling entry',
      'emulators/seed/x.ts',
      "import { x } from '../../functions/src/tooling';",
    ],
  ])('allows: %s', async (_case, path, importLine) => {
    expect(await boundaryErrors(path, importLine)).toEqual([]);
  });
});
