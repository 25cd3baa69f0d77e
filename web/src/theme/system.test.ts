import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { lazyRecipeModules } from '../../tooling/lazyRecipeModules';
import { staticImports } from '../../tooling/staticImports';
import { lazyRecipes, lazySlotRecipes } from './lazyRecipes';
import { appTheme, loadLazyRecipes, system } from './system';

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

const src = path.resolve(import.meta.dirname, '..');
/** The app's files whose code is in the first load: main.tsx and what it imports statically. */
const firstLoadFiles = staticImports(path.join(src, 'main.tsx'));
const lazyKeys = new Set([...Object.keys(lazyRecipes), ...Object.keys(lazySlotRecipes)]);
const hasRecipe = (key: string) => system.isRecipe(key) || system.isSlotRecipe(key);

/** Every name the app imports from '@chakra-ui/react', with a file that imports it. */
function importedChakraNames(files: Iterable<string> = readdirSync(src, { recursive: true, encoding: 'utf8' })): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of files) {
    if (!/\.tsx?$/.test(file)) continue;
    const code = readFileSync(path.resolve(src, file), 'utf8');
    for (const [, list] of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      for (const name of list!.split(',')) {
        const imported = name.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (imported) names.set(imported, file);
      }
    }
  }
  return names;
}

/** The default recipes that the components named need, each with one name that needs it. */
function neededRecipes(names: Map<string, string>, folders: Map<string, string>): Map<string, string> {
  const needed = new Map<string, string>();
  for (const [name, file] of names) {
    const folder = folders.get(name);
    if (!folder) continue; // hooks, helpers and types
    for (const key of recipeKeys(folder)) if (defaultRecipeKeys.has(key)) needed.set(key, `${name} (${path.relative(src, path.resolve(src, file))})`);
  }
  return needed;
}

describe('the trimmed Chakra system', () => {
  it('has, before the lazy recipes load, the recipe of every Chakra component in the first load, and no more', () => {
    const needed = neededRecipes(importedChakraNames(firstLoadFiles), exportFolders());
    const missing = [...needed].filter(([key]) => !hasRecipe(key) || lazyKeys.has(key)).map(([key, name]) => `${name} needs the "${key}" recipe`);
    expect(missing, 'move these recipes from lazyRecipes.ts to system.ts').toEqual([]);
    const unneeded = [...defaultRecipeKeys].filter((key) => hasRecipe(key) && !lazyKeys.has(key) && !needed.has(key));
    expect(unneeded, 'no first-load code renders these: move them to lazyRecipes.ts').toEqual([]);
  });

  it('leaves no lazily loaded component where the lazy recipes may not have loaded yet', () => {
    // A first-load file that imports code lazily must wait for the recipes as it does, unless
    // that code renders only components of the first load's recipes.
    const folders = exportFolders();
    const gates = /\b(lazyPage|DeferredMenu|loadLazyRecipes)\b/;
    const unguarded: string[] = [];
    for (const file of firstLoadFiles) {
      const code = readFileSync(file, 'utf8');
      if (gates.test(code)) continue;
      for (const [, specifier] of code.matchAll(/import\('(\.[^']+)'\)/g)) {
        const base = path.resolve(path.dirname(file), specifier!);
        const target = ['.ts', '.tsx'].map((extension) => base + extension).find((candidate) => firstLoadFiles.has(candidate) || existsSync(candidate));
        if (!target) continue; // not app code (catalogs)
        for (const [key, name] of neededRecipes(importedChakraNames(staticImports(target)), folders)) {
          if (lazyKeys.has(key)) unguarded.push(`${path.relative(src, file)} loads ${name} lazily, which needs the "${key}" recipe`);
        }
      }
    }
    expect(unguarded, 'await loadLazyRecipes() before rendering these').toEqual([]);
  });

  it('puts the lazily added recipes, and only those, in the chunk that loads with them', () => {
    const recipeFile = (key: string) => path.join(chakraEsm, 'theme/recipes', `${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.js`);
    for (const key of defaultRecipeKeys) expect(existsSync(recipeFile(key)), recipeFile(key)).toBe(true);
    for (const key of lazyKeys) expect(lazyRecipeModules.test(recipeFile(key)), `${key} in tooling/lazyRecipeModules.ts`).toBe(true);
    // One of the first load's would pull that chunk into the first load.
    for (const key of defaultRecipeKeys) if (hasRecipe(key) && !lazyKeys.has(key)) expect(lazyRecipeModules.test(recipeFile(key)), key).toBe(false);
    expect(lazyRecipeModules.test(path.join(src, 'theme/lazyRecipes.ts'))).toBe(true);
  });

  it('has the recipe of every Chakra component the app imports once the lazy recipes load, so none renders unstyled', async () => {
    await loadLazyRecipes();
    const folders = exportFolders();
    // The index was read: a Chakra release that lays its files out differently must fail here.
    expect(recipeKeys(folders.get('IconButton')!)).toContain('button');
    expect(recipeKeys(folders.get('Checkbox')!)).toEqual(new Set(['checkbox', 'checkmark']));

    const missing: string[] = [];
    for (const [name, file] of importedChakraNames()) {
      const folder = folders.get(name);
      if (!folder) continue; // hooks, helpers and types
      for (const key of recipeKeys(folder)) {
        if (defaultRecipeKeys.has(key) && !hasRecipe(key)) missing.push(`${name} (${file}) needs the "${key}" recipe`);
      }
    }
    expect(missing, 'add these recipes to src/theme/lazyRecipes.ts').toEqual([]);
  });

  it('styles those components exactly as the full default theme does', async () => {
    await loadLazyRecipes();
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
