// The issue as the validator keeps it for the error handler: see @fieldsense/messages.
export { type LocalizableIssue, toLocalizableIssue } from '@fieldsense/messages';
