// The same languages as the API's: see @fieldsense/messages.
export { fallbackLanguage, isLanguage, type Language, languages } from '@fieldsense/messages';
