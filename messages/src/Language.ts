/** The languages the product speaks. Danish is the product's default for people. */
export const languages = ['da', 'en'] as const;
export type Language = (typeof languages)[number];

/**
 * The language of an answer when the caller names none of ours (no usable `Accept-Language`,
 * nobody signed in): English. Such callers are scripts and integrations, whose developers read
 * English; people always come through the web, which sends its language on every call.
 */
export const fallbackLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);
