/**
 * The modules of the Chakra recipes that only lazily loaded code renders (src/theme/lazyRecipes.ts,
 * with `select`, which two of them build on) and that file itself: vite.config.ts gives them a
 * chunk of their own. Left to automatic splitting they would join the first load, as Chakra's
 * theme index, which the first load imports for the tokens, re-exports every recipe.
 * system.test.ts checks this list against lazyRecipes.ts.
 */
export const lazyRecipeModules =
  /([\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/](alert|card|checkbox|checkmark|code|collapsible|combobox|data-list|date-picker|dialog|drawer|empty-state|fieldset|file-upload|input-addon|list|menu|native-select|popover|progress|select|status|table|tabs|tag|textarea|toast|tooltip)\.js|[\\/]src[\\/]theme[\\/]lazyRecipes\.ts)$/;
