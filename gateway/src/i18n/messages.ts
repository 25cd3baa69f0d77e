import { type Catalog, createIsMessageId, type MessageParams as SharedMessageParams, sharedMessages } from '@fieldsense/messages';

/**
 * Every message the gateway writes itself, keyed by a message id, in every language: the messages
 * it shares with the API (`@fieldsense/messages`: generic failures, the wording of invalid values)
 * and its own below. `{name}` is replaced by the parameter `name` (see translate.ts). Messages of
 * the API pass through untouched:
 * the API words them already in the caller's language. `extensions.code` never changes with the
 * language; only these texts do. Keep the Danish natural, not word-for-word.
 */
export const messages = {
  ...sharedMessages,

  // Fallbacks per error code (errors.ts) beside the shared ones; the gateway's older ids for a
  // shared message point at it rather than repeat it.
  'error.invalidInput': sharedMessages['error.invalidFields'],
  'error.upstreamUnavailable': {
    da: 'Tjenesten er ikke tilgængelig lige nu. Prøv igen om lidt.',
    en: 'The service is unavailable. Please try again shortly.',
  },
  // Plain HTTP answers outside GraphQL (a body that is not JSON or too large, an unexpected failure).
  'http.badRequest': sharedMessages['error.invalidRequest'],
  'http.internal': sharedMessages['error.internal'],

  // A device a batch read left out (loaders/deviceDetailLoaders.ts): the API's words for the single read's 404.
  'device.notFound': {
    da: 'Enheden findes ikke.',
    en: 'The device does not exist.',
  },

  // An operation asking for more upstream calls than it may make (rest/CallBudget.ts).
  'error.tooManyLookups': {
    da: 'Forespørgslen beder om for meget på én gang: højst {maximum} opslag. Del den op.',
    en: 'The request asks for too much at once: at most {maximum} look-ups. Split it up.',
  },

  // An operation whose page sizes, given as variables, take it over the cost limit (operationCost.ts).
  'error.queryTooCostly': {
    da: 'Forespørgslen beder om for meget på én gang: den koster {cost}, og højst {maximum} er tilladt. Bed om mindre sider (first/last) eller færre felter.',
    en: 'The query asks for too much at once: it costs {cost}, and at most {maximum} is allowed. Ask for smaller pages (first/last) or fewer fields.',
  },

  // A subscription sent over HTTP (http/graphqlOverHttpErrors.ts).
  'error.subscriptionOverHttp': {
    da: 'Abonnementer går over WebSocket (graphql-ws) på /graphql, ikke over HTTP.',
    en: 'Subscriptions are served over WebSocket (graphql-ws) at /graphql, not over HTTP.',
  },

  // A WebSocket holding too many operations (http/graphqlWebSocket.ts).
  'error.tooManySubscriptions': {
    da: 'Højst {maximum} abonnementer pr. forbindelse. Afslut et, før du starter et nyt.',
    en: 'At most {maximum} subscriptions per connection. End one before starting another.',
  },

  // An upload cut off by the gateway (http/deviceImageRoutes.ts): the API's `upload.tooLarge`, word
  // for word (spec part 2 §5), so a client hears the same whoever refused the file.
  'upload.tooLarge': {
    da: 'Filen er for stor. Den må højst være 5 MB.',
    en: 'File size is too big, Max file size is 5MB',
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
  'pagination.pageOutOfRange': {
    da: 'page skal være et helt tal fra 1 til {maximum}.',
    en: 'page must be a whole number from 1 to {maximum}.',
  },
  'pagination.tablePageSize': {
    da: 'first skal være 10, 20, 30, 50 eller 100.',
    en: 'first must be 10, 20, 30, 50 or 100.',
  },
  'pagination.afterOrPage': {
    da: 'Angiv enten after eller page, ikke begge.',
    en: 'Give either after or page, not both.',
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
  'validation.globalId': {
    da: 'Skal være et {type}-id.',
    en: 'Must be a {type} id.',
  },

  // Service orders (resolvers/service).
  'serviceOrder.technicianOrViewer': {
    da: 'Angiv enten technicianId eller assignedToViewer, ikke begge.',
    en: 'Give either technicianId or assignedToViewer, not both.',
  },
} as const satisfies Catalog;

export type MessageId = keyof typeof messages;
export type MessageParams = SharedMessageParams;

export const isMessageId = createIsMessageId(messages);
