import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statusSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components the app uses: `defaultConfig`
 * carries all ~75 recipes, a third of Chakra's weight in the first load. A component whose recipe
 * is missing renders unstyled without a warning, so `system.test.ts` checks every Chakra import in
 * `src/` against this list and against the full default theme.
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
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: datePickerSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      status: statusSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
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
