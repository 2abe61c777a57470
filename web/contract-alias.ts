import { fileURLToPath } from 'node:url';

const contractDir = fileURLToPath(new URL('../functions/src/contract/', import.meta.url));

/**
 * `@fastwell/contract` (and `@fastwell/contract/<topic>`): the wire contract, which lives in
 * functions/src/contract so that the functions' upload carries it. Shared by Vite and Vitest.
 */
export const contractAlias = [
  { find: /^@fastwell\/contract$/, replacement: `${contractDir}index.ts` },
  { find: /^@fastwell\/contract\/(.*)$/, replacement: `${contractDir}$1` },
];
