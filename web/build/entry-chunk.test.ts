// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CodeSplittingNameFunction } from 'rolldown';
import { entryChunk } from './entry-chunk';

type Context = Parameters<CodeSplittingNameFunction>[1];

/** A module graph as Rolldown's chunking context shows it: each module's static imports. */
function graph(imports: Record<string, string[]>): Context {
  return {
    getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] } : null),
  } as unknown as Context;
}

const src = (path: string) => `/repo/web/src/${path}`;
const lib = (name: string) => `/repo/node_modules/${name}/index.js`;

describe('entryChunk: one chunk for what the entries import and the rest of the app does not', () => {
  const ctx = graph({
    [src('app/start.tsx')]: [src('shared/routes.ts'), lib('mobx')],
    [src('features/onboarding/step.tsx')]: [src('shared/step-rules.ts')],
    [src('features/checkout/screen.tsx')]: [
      src('features/checkout/packages.ts'),
      src('shared/routes.ts'),
      src('shared/step-rules.ts'),
      lib('zod'),
    ],
    [src('features/checkout/packages.ts')]: [src('shared/prices.ts')],
    [src('shared/prices.ts')]: [],
    [src('shared/routes.ts')]: [],
    [src('shared/step-rules.ts')]: [],
  });
  const group = entryChunk(
    'checkout-start',
    [src('features/checkout/screen.tsx')],
    [src('app/start.tsx'), src('features/onboarding/step.tsx')],
  );
  const name = group.name as CodeSplittingNameFunction;
  const chunkOf = (id: string) => name(id, ctx) ?? null;

  it('takes the entries and the app modules they import, over any depth', () => {
    expect(chunkOf(src('features/checkout/screen.tsx'))).toBe('checkout-start');
    expect(chunkOf(src('features/checkout/packages.ts'))).toBe('checkout-start');
    expect(chunkOf(src('shared/prices.ts'))).toBe('checkout-start');
  });

  it('leaves what the apart modules import to Rolldown, so their loads do not grow', () => {
    expect(chunkOf(src('shared/routes.ts'))).toBeNull();
    expect(chunkOf(src('shared/step-rules.ts'))).toBeNull();
    expect(chunkOf(src('app/start.tsx'))).toBeNull();
  });

  it('leaves packages to their own chunks', () => {
    expect(chunkOf(lib('zod'))).toBeNull();
  });
});
