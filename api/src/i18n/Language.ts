// The languages are the same in every service: see @fieldsense/messages.
export { fallbackLanguage, isLanguage, type Language, languages } from '@fieldsense/messages';
