import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// A string (not a URL object) so this also works where a test environment replaces the global URL.
const SDK_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'sdk');
const ENTRY = 'paypal-global';

/**
 * Builds the stand-in PayPal JS SDK the way `stripe/http/stand-in-bundler.ts` builds the Stripe
 * one: each module of `sdk/` is transpiled to CommonJS and wrapped in one classic script with a
 * tiny module registry.
 */
export async function buildSdkScript(): Promise<string> {
  const files = (await readdir(SDK_DIR)).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'),
  );
  const modules = await Promise.all(
    files.map(async (file) => {
      const source = await readFile(join(SDK_DIR, file), 'utf8');
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: {
          module: ts.ModuleKind.CommonJS,
          target: ts.ScriptTarget.ES2019,
          removeComments: true,
        },
        fileName: file,
      });
      const name = file.replace(/\.ts$/, '');
      return `${JSON.stringify(name)}: function (module, exports, require) {\n${outputText}\n}`;
    }),
  );
  return `/* Fastwell stand-in for the PayPal JS SDK (local emulator, not PayPal's SDK). */
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

/** The stand-in SDK script, built once per process. */
export function sdkScript(): Promise<string> {
  cached ??= buildSdkScript();
  return cached;
}
