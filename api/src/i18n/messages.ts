import { type Catalog, createIsMessageId, type MessageParams as SharedMessageParams, sharedMessages } from '@fieldsense/messages';
import { alarmMessages } from '../alarms/alarmMessages.ts';
import { contractMessages } from '../contracts/contractMessages.ts';
import { deviceMessages } from '../devices/deviceMessages.ts';
import { installationOrderMessages } from '../installationOrders/installationOrderMessages.ts';
import { releaseMessages } from '../notify/releaseMessages.ts';
import { organizationMessages } from '../organizations/organizationMessages.ts';
import { serviceCenterMessages } from '../serviceCenters/serviceCenterMessages.ts';
import { serviceOrderFileMessages } from '../serviceOrders/serviceOrderFileMessages.ts';
import { serviceOrderMessages } from '../serviceOrders/serviceOrderMessages.ts';
import { deviceDataMessages } from './deviceDataMessages.ts';
import { downlinkMessages } from './downlinkMessages.ts';

/**
 * Every message the API can answer with, keyed by a message id, in every language: the messages
 * it shares with the gateway (`@fieldsense/messages`: generic failures, the wording of invalid
 * values) and its own below. `{name}` is replaced by the parameter `name` (see translate.ts).
 * Error codes stay language-independent; only these texts change. Keep ids grouped by area and
 * the Danish natural, not word-for-word.
 */
export const messages = {
  ...sharedMessages,
  ...alarmMessages,
  ...contractMessages,
  ...releaseMessages,
  ...deviceMessages,
  ...organizationMessages,
  ...serviceCenterMessages,
  ...serviceOrderMessages,
  ...serviceOrderFileMessages,
  ...installationOrderMessages,
  ...deviceDataMessages,
  ...downlinkMessages,

  // Fastify's own 4xx answers that deserve more than the shared generic ones.
  'error.invalidJson': {
    da: 'Forespørgslens indhold er ikke gyldig JSON.',
    en: 'The request body is not valid JSON.',
  },
  'error.emptyBody': {
    da: 'Forespørgslen mangler indhold.',
    en: 'The request body is empty.',
  },
  'error.unsupportedMediaType': {
    da: 'Forespørgslens indholdstype understøttes ikke. Send JSON.',
    en: 'The content type of the request is not supported. Send JSON.',
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

  // The dashboard's analytics (trends and service schedules).
  'analytics.totalNotOffered': {
    da: '"{unit}" er en måling, der hverken tæller eller lægges sammen, så den har ingen total. Vælg en af: {values}.',
    en: '"{unit}" is a measurement that neither counts nor accumulates, so it has no total. Choose one of: {values}.',
  },
  'analytics.aggregationNotOffered': {
    da: '"{unit}" kan kun vises som: {values}.',
    en: '"{unit}" can only be shown as: {values}.',
  },
  'analytics.noCounter': {
    da: 'Enheden tæller ingen hændelser og kan derfor ikke have en serviceplan.',
    en: 'The device counts no events, so it cannot have a service schedule.',
  },

  // Per-field validation messages of the API's own rules (the shared ones word zod's issues).
  'validation.invalidEmailInList': {
    da: '"{address}" er ikke en gyldig e-mailadresse.',
    en: '"{address}" is not a valid e-mail address.',
  },
  'validation.unknownStatusCode': {
    da: 'Statussen findes ikke.',
    en: 'The status does not exist.',
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
  'ingest.timeTooEarly': {
    da: 'Tidspunktet ligger før år 2000: enhedens ur er ikke stillet.',
    en: 'The time is before the year 2000: the device’s clock is not set.',
  },
} as const satisfies Catalog;

export type MessageId = keyof typeof messages;
export type MessageParams = SharedMessageParams;

export const isMessageId = createIsMessageId(messages);
