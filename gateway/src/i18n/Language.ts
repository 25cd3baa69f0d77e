/** The languages the product speaks (the same two as the API). */
export const languages = ['da', 'en'] as const;
export type Language = (typeof languages)[number];

/**
 * The language of an answer when the caller names none of ours: English, the API's rule too.
 * Such callers are scripts and integrations; the web sends its language on every request.
 */
export const fallbackLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);
