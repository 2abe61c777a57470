import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';

export interface BrowserScriptSource {
  /** Folder of TypeScript modules that import each other with relative paths only. */
  dir: string;
  /** Module (file name without .ts) that runs when the script loads. */
  entry: string;
  /** First line of the served script. */
  banner: string;
}

const isModule = (file: string) =>
  file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');

/**
 * Builds a classic browser script from a folder of TypeScript modules (the stand-in Stripe.js and
 * PayPal SDK): each module is transpiled to CommonJS with the `typescript` package and wrapped in
 * one script with a tiny module registry, so the stand-ins stay typed without a bundler.
 */
export async function bundleBrowserScript(source: BrowserScriptSource): Promise<string> {
  const files = (await readdir(source.dir)).filter(isModule);
  const modules = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(join(source.dir, file), 'utf8');
      const { outputText } = ts.transpileModule(text, {
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
  return `/* ${source.banner} */
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
  load(${JSON.stringify(source.entry)});
})();
`;
}
