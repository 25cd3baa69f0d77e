import type { Language } from './Language.ts';

/**
 * Messages keyed by a message id, each in every language. `{name}` is replaced by the parameter
 * `name` when the message is worded (see createTranslate.ts). Codes that clients rely on stay
 * language-independent; only these texts change. Keep the Danish natural, not word-for-word.
 */
export type Catalog = Record<string, Record<Language, string>>;

/** Values filled into a message's `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;
