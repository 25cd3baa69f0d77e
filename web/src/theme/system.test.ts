import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { appTheme, system } from './system';

// The system with every default recipe, as the app had it before the theme was trimmed.
const full = createSystem(defaultConfig, appTheme);
const defaultRecipeKeys = new Set([...Object.keys(full._config.theme?.recipes ?? {}), ...Object.keys(full._config.theme?.slotRecipes ?? {})]);

const chakraEsm = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')), 'dist/esm');
const componentsDir = path.join(chakraEsm, 'components');

/** Chakra's exported names and the component folders they come from, read from its index. */
function exportFolders(): Map<string, string> {
  const index = readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');
  const folders = new Map<string, string>();
  for (const [, names, folder] of index.matchAll(/export \{([^}]*)\} from '\.\/components\/([\w-]+)\//g)) {
    for (const name of names!.split(',')) folders.set(name.trim().split(' as ').at(-1)!, folder!);
  }
  const namespaces = new Map<string, string>();
  for (const [, alias, folder] of index.matchAll(/import \* as ([\w$]+) from '\.\/components\/([\w-]+)\//g)) namespaces.set(alias!, folder!);
  for (const [, alias, name] of index.matchAll(/export \{ ([\w$]+) as (\w+) \};/g)) {
    const folder = namespaces.get(alias!);
    if (folder) folders.set(name!, folder);
  }
  return folders;
}

/** The recipe keys a component folder asks the system for, with those of the components it renders. */
function recipeKeys(folder: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(folder)) return keys;
  seen.add(folder);
  for (const file of readdirSync(path.join(componentsDir, folder))) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(path.join(componentsDir, folder, file), 'utf8');
    for (const [, key] of code.matchAll(/key: "(\w+)"/g)) keys.add(key!);
    for (const [, other] of code.matchAll(/from '\.\.\/([\w-]+)\//g)) for (const key of recipeKeys(other!, seen)) keys.add(key);
  }
  return keys;
}

/** Every name the app imports from '@chakra-ui/react', with a file that imports it. */
function importedChakraNames(): Map<string, string> {
  const src = path.resolve(import.meta.dirname, '..');
  const names = new Map<string, string>();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const code = readFileSync(path.join(src, file), 'utf8');
    for (const [, list] of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      for (const name of list!.split(',')) {
        const imported = name.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (imported) names.set(imported, file);
      }
    }
  }
  return names;
}

describe('the trimmed Chakra system', () => {
  it('has the recipe of every Chakra component the app imports, so none renders unstyled', () => {
    const folders = exportFolders();
    // The index was read: a Chakra release that lays its files out differently must fail here.
    expect(recipeKeys(folders.get('IconButton')!)).toContain('button');
    expect(recipeKeys(folders.get('Checkbox')!)).toEqual(new Set(['checkbox', 'checkmark']));

    const missing: string[] = [];
    for (const [name, file] of importedChakraNames()) {
      const folder = folders.get(name);
      if (!folder) continue; // hooks, helpers and types
      for (const key of recipeKeys(folder)) {
        if (defaultRecipeKeys.has(key) && !system.isRecipe(key) && !system.isSlotRecipe(key)) missing.push(`${name} (${file}) needs the "${key}" recipe`);
      }
    }
    expect(missing, 'add these recipes to src/theme/system.ts').toEqual([]);
  });

  it('styles those components exactly as the full default theme does', () => {
    const ours = system._config.theme!;
    for (const [key, recipe] of Object.entries(ours.recipes ?? {})) expect(recipe, key).toEqual(full._config.theme!.recipes![key]);
    for (const [key, recipe] of Object.entries(ours.slotRecipes ?? {})) expect(recipe, key).toEqual(full._config.theme!.slotRecipes![key]);
  });

  it('keeps everything else of the default theme: tokens, global styles, conditions, text and layer styles', () => {
    const withoutRecipes = ({ theme, ...config }: typeof system._config) => {
      const { recipes: _recipes, slotRecipes: _slotRecipes, ...rest } = theme ?? {};
      return { ...config, theme: rest };
    };
    expect(withoutRecipes(system._config)).toEqual(withoutRecipes(full._config));
    expect(system.getTokenCss()).toEqual(full.getTokenCss());
    expect(system.getGlobalCss()).toEqual(full.getGlobalCss());
  });
});
