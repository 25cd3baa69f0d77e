import type { Language } from './Language.ts';

/**
 * Every message the gateway writes itself, keyed by a message id, in every language. `{name}` is
 * replaced by the parameter `name` (see translate.ts). Messages of the API pass through untouched:
 * the API words them already in the caller's language. `extensions.code` never changes with the
 * language; only these texts do. Keep the Danish natural, not word-for-word.
 */
export const messages = {
  // Fallbacks per error code (errors.ts), used when the gateway has nothing more specific to say.
  'error.unauthenticated': {
    da: 'Du er ikke logget ind.',
    en: 'You are not signed in.',
  },
  'error.forbidden': {
    da: 'Du har ikke adgang til dette.',
    en: 'You are not allowed to do this.',
  },
  'error.notFound': {
    da: 'Det findes ikke.',
    en: 'Not found.',
  },
  'error.invalidInput': {
    da: 'Nogle felter er ikke udfyldt korrekt.',
    en: 'The input is not valid.',
  },
  'error.conflict': {
    da: 'Det er i konflikt med de eksisterende data.',
    en: 'This conflicts with existing data.',
  },
  'error.payloadTooLarge': {
    da: 'Forespørgslen er for stor.',
    en: 'The request is too large.',
  },
  'error.rateLimited': {
    da: 'For mange forsøg. Vent lidt, og prøv igen.',
    en: 'Too many attempts. Please wait and try again.',
  },
  'error.upstreamUnavailable': {
    da: 'Tjenesten er ikke tilgængelig lige nu. Prøv igen om lidt.',
    en: 'The service is unavailable. Please try again shortly.',
  },
  'error.internal': {
    da: 'Der gik noget galt.',
    en: 'Something went wrong.',
  },
  // Plain HTTP answers outside GraphQL (a body that is not JSON or too large, an unexpected failure).
  'http.badRequest': {
    da: 'Forespørgslen er ugyldig.',
    en: 'Bad request',
  },
  'http.internal': {
    da: 'Der gik noget galt hos os.',
    en: 'Internal error',
  },

  // The viewer.
  'viewer.userGone': {
    da: 'Brugeren findes ikke længere.',
    en: 'The user no longer exists.',
  },
  'viewer.notMember': {
    da: 'Du er ikke medlem af denne organisation.',
    en: 'You are not a member of this organisation.',
  },

  // Paging arguments (`first`, `after`) and node lookups.
  'pagination.firstOutOfRange': {
    da: 'first skal være mellem 1 og {maximum}.',
    en: 'first must be between 1 and {maximum}.',
  },
  'pagination.invalidCursor': {
    da: 'after er ikke en gyldig markør.',
    en: 'after is not a valid cursor.',
  },
  'pagination.cursorNotAtPageEnd': {
    da: 'after skal være det sidste element på en side med {perPage} elementer.',
    en: 'after must end a page of {perPage} items.',
  },
  'nodes.tooManyIds': {
    da: 'Højst {maximum} id’er ad gangen.',
    en: 'At most {maximum} ids at once.',
  },
  'nodes.tooManyIdsField': {
    da: 'Højst {maximum} id’er.',
    en: 'At most {maximum} ids.',
  },

  // Monitoring filters: every id in a list must be a global id of the list's type.
  'monitoring.filterIdType': {
    da: 'Alle id’er i {field} skal være {type}-id’er.',
    en: 'Every id in {field} must be a {type} id.',
  },

  // Scalars.
  'scalar.invalidDateTime': {
    da: 'DateTime skal være en dato og tid i ISO 8601-format.',
    en: 'DateTime must be an ISO 8601 date-time string.',
  },

  // Per-field validation messages of mutation inputs (`fields[].message`), see validationMessage.ts.
  'validation.required': {
    da: 'Skal udfyldes.',
    en: 'Required.',
  },
  'validation.invalid': {
    da: 'Ugyldig værdi.',
    en: 'Invalid value.',
  },
  'validation.globalId': {
    da: 'Skal være et {type}-id.',
    en: 'Must be a {type} id.',
  },
  'validation.expectedText': {
    da: 'Skal være en tekst.',
    en: 'Must be text.',
  },
  'validation.expectedNumber': {
    da: 'Skal være et tal.',
    en: 'Must be a number.',
  },
  'validation.expectedInteger': {
    da: 'Skal være et helt tal.',
    en: 'Must be a whole number.',
  },
  'validation.expectedBoolean': {
    da: 'Skal være sand eller falsk.',
    en: 'Must be true or false.',
  },
  'validation.expectedList': {
    da: 'Skal være en liste.',
    en: 'Must be a list.',
  },
  'validation.expectedObject': {
    da: 'Skal være et objekt.',
    en: 'Must be an object.',
  },
  'validation.textTooShort': {
    da: 'Skal være mindst {minimum} tegn.',
    en: 'Must be at least {minimum} characters.',
  },
  'validation.textTooLong': {
    da: 'Må højst være {maximum} tegn.',
    en: 'Must be at most {maximum} characters.',
  },
  'validation.textExactLength': {
    da: 'Skal være præcis {length} tegn.',
    en: 'Must be exactly {length} characters.',
  },
  'validation.numberTooSmall': {
    da: 'Skal være mindst {minimum}.',
    en: 'Must be at least {minimum}.',
  },
  'validation.numberNotAbove': {
    da: 'Skal være større end {minimum}.',
    en: 'Must be greater than {minimum}.',
  },
  'validation.numberTooBig': {
    da: 'Må højst være {maximum}.',
    en: 'Must be at most {maximum}.',
  },
  'validation.numberNotBelow': {
    da: 'Skal være mindre end {maximum}.',
    en: 'Must be less than {maximum}.',
  },
  'validation.tooFewItems': {
    da: 'Skal have mindst {minimum} elementer.',
    en: 'Must have at least {minimum} items.',
  },
  'validation.tooManyItems': {
    da: 'Må højst have {maximum} elementer.',
    en: 'Must have at most {maximum} items.',
  },
  'validation.invalidEmail': {
    da: 'Skal være en gyldig e-mailadresse.',
    en: 'Must be a valid e-mail address.',
  },
  'validation.invalidFormat': {
    da: 'Har ikke det rigtige format.',
    en: 'Does not have the right format.',
  },
  'validation.oneOf': {
    da: 'Skal være en af: {values}.',
    en: 'Must be one of: {values}.',
  },
  'validation.exactly': {
    da: 'Skal være {value}.',
    en: 'Must be {value}.',
  },
  'validation.unknownFields': {
    da: 'Ukendte felter: {keys}.',
    en: 'Unknown fields: {keys}.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageId = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export const isMessageId = (value: unknown): value is MessageId =>
  typeof value === 'string' && Object.hasOwn(messages, value);
