import type { Catalog, MessageParams } from './Catalog.ts';
import type { Language } from './Language.ts';

/**
 * The translate function of a catalog: the message `id` in `language`, with `{name}` placeholders
 * filled from `params` (a placeholder without a parameter stays as written, so a gap shows).
 */
export function createTranslate<C extends Catalog>(catalog: C) {
  return function translate(language: Language, id: keyof C & string, params: MessageParams = {}): string {
    return catalog[id]![language].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in params ? String(params[name]) : placeholder,
    );
  };
}
