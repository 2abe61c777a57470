import { builtinModules } from 'node:module';

const BUILTINS = new Set(builtinModules);

/** `express` of `express/lib/x`, `@google-cloud/firestore` of `@google-cloud/firestore/build`. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The packages a compiled CommonJS file loads at run time: every `require("…")` and
 * `import("…")` of a bare specifier that is not a Node built-in. Type-only imports are gone
 * after tsc, so what remains is exactly what the deployed function needs installed.
 */
export function requiredPackages(js: string): string[] {
  const found = new Set<string>();
  for (const match of js.matchAll(/\b(?:require|import)\(\s*(["'])([^"'\s]+)\1\s*\)/g)) {
    const specifier = match[2] ?? '';
    if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
      continue;
    const name = packageOf(specifier);
    if (!BUILTINS.has(name)) found.add(name);
  }
  return [...found].sort();
}

/** Loaded packages the manifest's `dependencies` do not list (devDependencies are not installed). */
export const undeclaredPackages = (
  used: Iterable<string>,
  dependencies: Readonly<Record<string, string>> = {},
): string[] => [...new Set(used)].filter((name) => !(name in dependencies)).sort();
