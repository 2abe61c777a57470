import { createSystem, defaultConfig, defineConfig, defineRecipe } from '@chakra-ui/react';

const palette = (solid: string, contrast: string, fg: string, subtle: string, muted: string) => ({
  solid: { value: solid },
  contrast: { value: contrast },
  fg: { value: fg },
  subtle: { value: subtle },
  muted: { value: muted },
  emphasized: { value: muted },
  focusRing: { value: solid },
});

/**
 * Chakra's solid hover is the solid colour at 90 % opacity, which on white drops the primary
 * button's white text to 4.42:1 (under AA): hover darkens instead.
 */
const button = defineRecipe({
  variants: {
    variant: {
      solid: { _hover: { bg: 'colorPalette.fg' }, _expanded: { bg: 'colorPalette.fg' } },
    },
  },
});

/** Spec 01 §3 and §9: primary green, secondary orange, content max 576 px, the spec's breakpoints. */
const config = defineConfig({
  theme: {
    recipes: { button },
    breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1200px' },
    tokens: {
      sizes: { content: { value: '576px' } },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        primary: palette('#1c7a45', '#ffffff', '#155c34', '#e8f5ee', '#c6e6d3'),
        secondary: palette('#b45309', '#ffffff', '#8a3f06', '#fff4e6', '#fcd9b0'),
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%', background: 'white', color: 'gray.900' },
  },
});

export const system = createSystem(defaultConfig, config);
