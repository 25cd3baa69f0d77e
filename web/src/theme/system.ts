import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components the app uses: `defaultConfig`
 * carries all ~75 recipes, a third of Chakra's weight in the first load. Here are those of the
 * components the first load renders (sign-in, the shell, error pages); those that only lazily
 * loaded code renders (pages, menus, the phone drawer, toasts) are in `lazyRecipes.ts`, added by
 * `loadLazyRecipes` before that code renders. A component whose recipe is missing renders
 * unstyled without a warning, so `system.test.ts` checks every Chakra import in `src/` against
 * these lists and against the full default theme.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

/**
 * The one theme: a calm deep teal for brand and actions on cool neutral greys. Text on `brand.solid`
 * is white at 7:1+ contrast; `brand.fg` on white is 8:1+.
 */
export const appTheme = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg', minHeight: '100%' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#eef8f7' },
          100: { value: '#d3eeea' },
          200: { value: '#a8ddd5' },
          300: { value: '#7fd1c2' },
          400: { value: '#3fa999' },
          500: { value: '#1f7f78' },
          600: { value: '#16656a' },
          700: { value: '#0f4c5c' },
          800: { value: '#0b3a47' },
          900: { value: '#072833' },
          950: { value: '#041a22' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        bg: {
          canvas: { value: '#f4f6f8' },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, appTheme);

let lazyRecipesLoaded: Promise<void> | undefined;

/**
 * Adds the recipes of the components that only lazily loaded code renders to `system`, downloading
 * them the first time. Code that renders such components awaits this before it renders (lazyPage,
 * DeferredMenu, the phone drawer, the toasts): Chakra reads a recipe when a component first renders and keeps
 * what it found, so one rendered before would stay unstyled.
 */
export function loadLazyRecipes(): Promise<void> {
  lazyRecipesLoaded ??= import('./lazyRecipes').then(
    ({ lazyRecipes, lazySlotRecipes }) => {
      // The system reads its theme's recipes when asked for one (createSystem keeps this object).
      const theme = system._config.theme!;
      theme.recipes = { ...theme.recipes, ...lazyRecipes };
      theme.slotRecipes = { ...theme.slotRecipes, ...lazySlotRecipes };
    },
    (error: unknown) => {
      lazyRecipesLoaded = undefined; // a later call tries again
      throw error;
    },
  );
  return lazyRecipesLoaded;
}
