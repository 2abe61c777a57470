import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// A string (not a URL object) so this also works where a test environment replaces the global URL.
const STAND_IN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'stand-in');
const ENTRY = 'stripe-global';

function moduleName(file: string): string {
  return file.replace(/\.ts$/, '');
}

/**
 * Builds the stand-in Stripe.js: every module of `stand-in/` is transpiled to CommonJS with the
 * `typescript` package and wrapped in one classic script with a tiny module registry.
 */
export async function buildStandInScript(): Promise<string> {
  const files = (await readdir(STAND_IN_DIR)).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'),
  );
  const modules = await Promise.all(
    files.map(async (file) => {
      const source = await readFile(join(STAND_IN_DIR, file), 'utf8');
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: {
          module: ts.ModuleKind.CommonJS,
          target: ts.ScriptTarget.ES2019,
          removeComments: true,
        },
        fileName: file,
      });
      return `${JSON.stringify(moduleName(file))}: function (module, exports, require) {\n${outputText}\n}`;
    }),
  );
  return `/* Fastwell stand-in for Stripe.js (local emulator, not the real Stripe.js). */
(function () {
  var definitions = {
${modules.join(',\n')}
  };
  var cache = {};
  function load(name) {
    var key = name.replace(/^\\.\\//, '').replace(/\\.js$/, '');
    if (cache[key]) return cache[key].exports;
    var definition = definitions[key];
    if (!definition) throw new Error('Stand-in module not found: ' + name);
    var module = { exports: {} };
    cache[key] = module;
    definition(module, module.exports, load);
    return module.exports;
  }
  load(${JSON.stringify(ENTRY)});
})();
`;
}

let cached: Promise<string> | undefined;

/** The stand-in script, built once per process. */
export function standInScript(): Promise<string> {
  cached ??= buildStandInScript();
  return cached;
}
