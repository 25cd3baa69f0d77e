// The server-side message catalog shared by the api and the gateway (the web has its own, Lingui).
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
