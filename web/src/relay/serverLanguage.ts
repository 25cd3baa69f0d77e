import { i18n } from '@lingui/core';

/** The language the server words its messages and names in: the one the app shows now. */
export const serverLanguage = (): 'da' | 'en' => (i18n.locale === 'en' ? 'en' : 'da');
