import type { Language } from './Language.ts';

/**
 * Every message the API can answer with, keyed by a message id, in every language. `{name}` is
 * replaced by the parameter `name` (see translate.ts). Error codes stay language-independent;
 * only these texts change. Keep ids grouped by area and the Danish natural, not word-for-word.
 */
export const messages = {
  // Generic answers by HTTP status (the error handler's fallbacks).
  'error.invalidRequest': {
    da: 'Forespørgslen er ugyldig.',
    en: 'The request is invalid.',
  },
  'error.invalidFields': {
    da: 'Nogle felter er ikke udfyldt korrekt.',
    en: 'Some fields are not filled in correctly.',
  },
  'error.invalidJson': {
    da: 'Forespørgslens indhold er ikke gyldig JSON.',
    en: 'The request body is not valid JSON.',
  },
  'error.emptyBody': {
    da: 'Forespørgslen mangler indhold.',
    en: 'The request body is empty.',
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
  'error.unsupportedMediaType': {
    da: 'Forespørgslens indholdstype understøttes ikke. Send JSON.',
    en: 'The content type of the request is not supported. Send JSON.',
  },
  'error.rateLimited': {
    da: 'For mange forsøg. Prøv igen om lidt.',
    en: 'Too many requests. Please try again in a moment.',
  },
  'error.internal': {
    da: 'Der gik noget galt hos os. Prøv igen senere.',
    en: 'Something went wrong on our side. Please try again later.',
  },

  // Sign-in and sessions.
  'auth.invalidCredentials': {
    da: 'Forkert e-mail eller adgangskode.',
    en: 'Wrong e-mail or password.',
  },
  'auth.tooManyFailedSignIns': {
    da: 'For mange mislykkede loginforsøg. Prøv igen om lidt.',
    en: 'Too many failed sign-in attempts. Please try again in a moment.',
  },
  'auth.accountUnavailable': {
    da: 'Kontoen er ikke længere aktiv.',
    en: 'The account is no longer active.',
  },
  'auth.sessionEnded': {
    da: 'Din session er afsluttet. Log ind igen.',
    en: 'Your session has ended. Please sign in again.',
  },
  'auth.sessionExpired': {
    da: 'Din session er udløbet. Log ind igen.',
    en: 'Your session has expired. Please sign in again.',
  },
  'auth.tokenNotYetValid': {
    da: 'Dit login er ikke gyldigt endnu. Tjek at uret på din enhed går rigtigt.',
    en: 'Your sign-in is not valid yet. Check that the clock on your device is right.',
  },
  'auth.invalidToken': {
    da: 'Dit login er ugyldigt. Log ind igen.',
    en: 'Your sign-in is invalid. Please sign in again.',
  },
  'auth.invalidResetToken': {
    da: 'Linket til at nulstille adgangskoden er ugyldigt, udløbet eller allerede brugt.',
    en: 'The password reset link is invalid, expired or already used.',
  },

  // Things that are not there (or not visible to the caller).
  'notFound.user': {
    da: 'Brugeren findes ikke.',
    en: 'The user does not exist.',
  },
  'notFound.notification': {
    da: 'Notifikationen findes ikke.',
    en: 'The notification does not exist.',
  },
  'notFound.organization': {
    da: 'Organisationen findes ikke.',
    en: 'The organisation does not exist.',
  },
  'notFound.monitoringRecord': {
    da: 'Overvågningen af enheden findes ikke.',
    en: 'The monitoring record does not exist.',
  },
  'notFound.serviceSchedule': {
    da: 'Serviceplanen findes ikke.',
    en: 'The service schedule does not exist.',
  },
  'notFound.device': {
    da: 'Enheden findes ikke.',
    en: 'The device does not exist.',
  },
  'notFound.group': {
    da: 'Gruppen findes ikke.',
    en: 'The group does not exist.',
  },

  // Per-field validation messages (`fields[].message` of VALIDATION_FAILED), see validationMessage.ts.
  'validation.required': {
    da: 'Skal udfyldes.',
    en: 'Required.',
  },
  'validation.invalid': {
    da: 'Ugyldig værdi.',
    en: 'Invalid value.',
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
  'validation.invalidEmailInList': {
    da: '"{address}" er ikke en gyldig e-mailadresse.',
    en: '"{address}" is not a valid e-mail address.',
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
  'validation.unknownStatusCode': {
    da: 'Statussen findes ikke.',
    en: 'The status does not exist.',
  },
  'validation.notMultipleOf': {
    da: 'Skal gå op i {divisor}.',
    en: 'Must be a multiple of {divisor}.',
  },
  // API keys and device ingestion (POST /ingest/messages).
  'notFound.apiKey': {
    da: 'API-nøglen findes ikke.',
    en: 'The API key does not exist.',
  },
  'ingest.invalidApiKey': {
    da: 'API-nøglen i X-Api-Key mangler, er ukendt eller tilbagekaldt.',
    en: 'The API key in X-Api-Key is missing, unknown or revoked.',
  },
  'ingest.unknownDevice': {
    da: 'Ingen enhed har netværks-id {device}.',
    en: 'No device has the network id {device}.',
  },
  'ingest.forbiddenDevice': {
    da: 'Enheden {device} tilhører ikke API-nøglens organisation.',
    en: "The device {device} does not belong to the API key's organisation.",
  },
  'ingest.unknownUnits': {
    da: 'Enhedens model måler ikke: {units}.',
    en: "The device's model does not measure: {units}.",
  },
  'ingest.unknownErrorCode': {
    da: 'Fejlkoden {errorCode} findes ikke.',
    en: 'The error code {errorCode} does not exist.',
  },
  'ingest.invalidMessage': {
    da: 'Beskeden er ugyldig: {details}',
    en: 'The message is invalid: {details}',
  },
  'ingest.timeInFuture': {
    da: 'Tidspunktet ligger i fremtiden.',
    en: 'The time is in the future.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageId = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export const isMessageId = (value: unknown): value is MessageId =>
  typeof value === 'string' && Object.hasOwn(messages, value);
