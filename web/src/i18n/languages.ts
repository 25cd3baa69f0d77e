import { z } from 'zod';

export const languageSchema = z.enum(['da', 'en']);
export type Language = z.infer<typeof languageSchema>;

/** Language names are written in their own language, so they are not translated. */
export const languageNames: Record<Language, string> = { da: 'Dansk', en: 'English' };

export const DEFAULT_LANGUAGE: Language = 'da';
export const LANGUAGE_STORAGE_KEY = 'selected_language';
