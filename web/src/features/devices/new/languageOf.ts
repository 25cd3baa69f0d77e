import type { I18n } from '@lingui/core';
import type { Language } from '@fieldsense/messages';

/** The server catalogs' language for the interface's (the pseudo-locale reads English). */
export const languageOf = (i18n: I18n): Language => (i18n.locale === 'da' ? 'da' : 'en');
