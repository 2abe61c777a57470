import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineRecipe,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme without the recipes of the ~60 components we do not use: the default
 * system compiles and ships all of them (most of its 60 KB and of the startup's blocking time).
 * A component added to the app needs its recipe here (theme.test.ts checks the imports).
 */
export const CHAKRA_RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const CHAKRA_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  progress: progressSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Chakra's palettes without teal, cyan, purple and pink (base and semantic), which nothing in
 * the app or the recipes above uses: fewer tokens to build and to write as CSS variables at
 * startup. Gray, red, orange, yellow, green and blue stay (status colours of the recipes).
 */
const { teal: _teal, cyan: _cyan, purple: _purple, pink: _pink, ...colors } = tokens.colors ?? {};
const {
  teal: _tealPalette,
  cyan: _cyanPalette,
  purple: _purplePalette,
  pink: _pinkPalette,
  ...semanticColors
} = semanticTokens.colors ?? {};

/**
 * The app has no dark mode (no colour-mode switch, no .dark class): semantic tokens keep their
 * light value only, so the system does not build and write the dark variables at startup.
 */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  const entries = Object.entries(tokens).map(([key, value]: [string, unknown]) =>
    key === 'value' && typeof value === 'object' && value !== null && '_light' in value
      ? [key, value._light]
      : [key, lightOnly(value)],
  );
  return Object.fromEntries(entries) as T;
}

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors },
    semanticTokens: lightOnly({ ...semanticTokens, colors: semanticColors }),
    recipes: CHAKRA_RECIPES,
    slotRecipes: CHAKRA_SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

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
        // Chakra's red.500 gives a field's 12 px error text 3.76:1 on white (AA wants 4.5:1).
        fg: { error: { value: '{colors.red.700}' } },
        // The gray palette (fields, buttons without a palette) rings the focus in gray.400,
        // 2.6:1 on white: a focus indicator wants 3:1 (WCAG 1.4.11). The product green, as the
        // footer's links.
        gray: { focusRing: { value: '{colors.primary.solid}' } },
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%', background: 'white', color: 'gray.900' },
  },
});

let system: SystemContext | undefined;

/**
 * The app's Chakra system, built on first use: building it (every token, its CSS variables) is
 * one of the larger pieces of startup work, which start.tsx runs as a task of its own instead of
 * inside the evaluation of all modules.
 */
export function appSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return system;
}
