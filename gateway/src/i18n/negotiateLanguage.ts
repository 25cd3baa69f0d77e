// The same rule as the API's: see @fieldsense/messages.
export { negotiateLanguage } from '@fieldsense/messages';
