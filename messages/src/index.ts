// The message catalog of the api and the gateway. The web has its own (Lingui) for its screens, and uses
// this one only where it runs the API's own rules in the browser (the device import), to word them alike.
export type { Catalog, MessageParams } from './Catalog.ts';
export { createIsMessageId } from './createIsMessageId.ts';
export { createTranslate } from './createTranslate.ts';
export { fallbackLanguage, isLanguage, type Language, languages } from './Language.ts';
export type { LocalizableIssue } from './LocalizableIssue.ts';
export type { Message } from './Message.ts';
export { negotiateLanguage } from './negotiateLanguage.ts';
export { type SharedMessageId, sharedMessages } from './sharedMessages.ts';
export { toLocalizableIssue } from './toLocalizableIssue.ts';
export { validationMessage } from './validationMessage.ts';
