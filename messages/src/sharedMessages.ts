import type { Catalog } from './Catalog.ts';

/**
 * The messages both services answer with: the generic answer of each kind of failure, and the
 * wording of each kind of invalid value (see validationMessage.ts). Each service adds its own
 * messages in the same form (`api/src/i18n/messages.ts`, `gateway/src/i18n/messages.ts`).
 */
export const sharedMessages = {
  // Generic answers by kind of failure (the error handlers' fallbacks).
  'error.invalidRequest': {
    da: 'Forespørgslen er ugyldig.',
    en: 'The request is invalid.',
  },
  'error.invalidFields': {
    da: 'Nogle felter er ikke udfyldt korrekt.',
    en: 'Some fields are not filled in correctly.',
  },
  'error.unauthenticated': {
    da: 'Du er ikke logget ind.',
    en: 'You are not signed in.',
  },
  'error.forbidden': {
    da: 'Du har ikke adgang til dette.',
    en: 'You are not allowed to do this.',
  },
  'error.notFound': {
    da: 'Siden eller ressourcen findes ikke.',
    en: 'The page or resource does not exist.',
  },
  'error.conflict': {
    da: 'Det er i konflikt med de eksisterende data.',
    en: 'This conflicts with the existing data.',
  },
  'error.payloadTooLarge': {
    da: 'Forespørgslen er for stor.',
    en: 'The request is too large.',
  },
  'error.rateLimited': {
    da: 'For mange forsøg. Prøv igen om lidt.',
    en: 'Too many requests. Please try again in a moment.',
  },
  'error.overloaded': {
    da: 'Der er travlt lige nu. Prøv igen om et øjeblik.',
    en: 'The service is busy. Please try again in a moment.',
  },
  'error.internal': {
    da: 'Der gik noget galt hos os. Prøv igen senere.',
    en: 'Something went wrong on our side. Please try again later.',
  },

  // What is wrong with one value (`fields[].message` of a validation failure), see validationMessage.ts.
  'validation.required': {
    da: 'Skal udfyldes.',
    en: 'Required.',
  },
  'validation.invalid': {
    da: 'Ugyldig værdi.',
    en: 'Invalid value.',
  },
  'validation.dateOutOfRange': {
    da: 'Datoen skal ligge mellem år 1970 og 2100.',
    en: 'The date must be between the years 1970 and 2100.',
  },
  'validation.unstorableText': {
    da: 'Indeholder tegn, der ikke kan gemmes (et NUL-tegn eller et halvt tegnpar).',
    en: 'Contains characters that cannot be stored (a NUL character or half of a character pair).',
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
  'validation.tooSmall': {
    da: 'Værdien er for lille.',
    en: 'The value is too small.',
  },
  'validation.tooBig': {
    da: 'Værdien er for stor.',
    en: 'The value is too big.',
  },
  'validation.invalidEmail': {
    da: 'Skal være en gyldig e-mailadresse.',
    en: 'Must be a valid e-mail address.',
  },
  'validation.invalidId': {
    da: 'Skal være et gyldigt id.',
    en: 'Must be a valid id.',
  },
  'validation.invalidUrl': {
    da: 'Skal være en gyldig webadresse.',
    en: 'Must be a valid web address.',
  },
  'validation.invalidDateTime': {
    da: 'Skal være en gyldig dato og tid (ISO 8601).',
    en: 'Must be a valid date and time (ISO 8601).',
  },
  'validation.invalidDate': {
    da: 'Skal være en gyldig dato (ÅÅÅÅ-MM-DD).',
    en: 'Must be a valid date (YYYY-MM-DD).',
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
  'validation.notMultipleOf': {
    da: 'Skal kunne deles med {divisor}.',
    en: 'Must be a multiple of {divisor}.',
  },
} as const satisfies Catalog;

export type SharedMessageId = keyof typeof sharedMessages;
