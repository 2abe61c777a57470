// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appSystem } from './theme';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What each Chakra export the app imports is styled with: the recipes and slot recipes it (or a
 * part it renders, like a loading button's spinner) reads from the system. Chakra silently falls
 * back to an empty recipe for a key the system lacks, so a missing one is an unstyled component.
 */
const RECIPES_OF: Record<string, readonly string[]> = {
  Alert: ['alert', 'icon'],
  Badge: ['badge'],
  Button: ['button', 'spinner'],
  CloseButton: ['button', 'icon'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field'],
  Heading: ['heading'],
  IconButton: ['button', 'spinner'],
  Input: ['input'],
  InputGroup: ['input', 'inputAddon'],
  Link: ['link'],
  List: ['list'],
  Progress: ['progress'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  SkeletonText: ['skeleton'],
  Spinner: ['spinner'],
  Textarea: ['textarea'],
  Toast: ['toast', 'icon', 'button'],
  Toaster: ['toast'],
  // Layout, patterns and utilities: no recipe.
  Box: [],
  Center: [],
  chakra: [],
  ChakraProvider: [],
  createSystem: [],
  createToaster: [],
  defaultBaseConfig: [],
  defineConfig: [],
  defineRecipe: [],
  Flex: [],
  HStack: [],
  Image: [],
  Portal: [],
  SimpleGrid: [],
  Stack: [],
  Text: [],
  VisuallyHidden: [],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value (not type) imports from '@chakra-ui/react' across web/src. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  const pattern = /import\s+\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g;
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0] ?? name);
      }
    }
  }
  return names;
}

/** WCAG's contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('the trimmed Chakra system', () => {
  const system = appSystem();
  const imported = chakraImports();

  it('knows every Chakra export the app imports (add a new component and its recipes here)', () => {
    expect([...imported].filter((name) => !(name in RECIPES_OF))).toEqual([]);
  });

  it('has the recipe of every component the app uses', () => {
    const missing = [...imported].flatMap((name) =>
      (RECIPES_OF[name] ?? []).filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key)),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the product palettes and the darker solid hover of buttons (AA contrast)', () => {
    expect(system.tokens.getByName('colors.primary.solid')?.value).toBe('#1c7a45');
    expect(system.tokens.getByName('colors.secondary.solid')?.value).toBe('#b45309');
    const button = system.getRecipe('button');
    expect(button.variants?.variant?.solid).toMatchObject({ _hover: { bg: 'colorPalette.fg' } });
  });

  it.each(['gray', 'primary', 'secondary', 'red'])(
    'the %s palette rings the focus at 3:1 or more on white (WCAG 1.4.11)',
    (palette) => {
      // Follow the token's references ({colors.x.y}) to its colour.
      let value = `{colors.${palette}.focusRing}`;
      while (value.startsWith('{'))
        value = String(system.tokens.getByName(value.slice(1, -1))?.originalValue);
      expect(contrastOnWhite(value)).toBeGreaterThanOrEqual(3);
    },
  );
});

/** The min-width of a media query Chakra writes (in rem, 16 px each), in px. */
function minWidthPx(query: string): number {
  const rem = /min-width: ([\d.]+)rem/.exec(query)?.[1];
  return rem === undefined ? NaN : Number(rem) * 16;
}

describe('spec 01 §3 and §9: layout', () => {
  const system = appSystem();

  it('has the breakpoints mobile 480, tablet 768, desktop 1024 and large desktop 1200 px', () => {
    // What a responsive prop ({ sm, md, lg, xl }) becomes: one min-width media query each.
    const css = system.css({ width: { base: '0px', sm: '1px', md: '2px', lg: '3px', xl: '4px' } });
    const widths = Object.entries(css).flatMap(([query, value]) =>
      query.startsWith('@media') ? [[minWidthPx(query), (value as { width: string }).width]] : [],
    );
    expect(widths).toEqual([
      [480, '1px'],
      [768, '2px'],
      [1024, '3px'],
      [1200, '4px'],
    ]);
  });

  it('caps the content at 576 px (the content size)', () => {
    expect(system.token('sizes.content')).toBe('576px');
    expect(system.css({ maxW: 'content' })).toEqual({ maxWidth: 'var(--chakra-sizes-content)' });
  });
});
