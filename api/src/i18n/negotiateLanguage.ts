// One rule for every service: see @fieldsense/messages.
export { negotiateLanguage } from '@fieldsense/messages';
