import type { Catalog } from '@fieldsense/messages';

/** The organisation area's messages: organisations, members, groups, API keys (spread into i18n/messages.ts). */
export const organizationMessages = {
  'organization.nameTaken': {
    da: 'Der findes allerede en organisation med navnet "{name}".',
    en: 'An organisation named "{name}" already exists.',
  },
  'organization.unknownParent': {
    da: 'Den overordnede organisation findes ikke.',
    en: 'The parent organisation does not exist.',
  },
  'organization.parentCycle': {
    da: 'En organisation kan ikke høre under sig selv eller en af sine egne underorganisationer.',
    en: 'An organisation cannot belong to itself or to one of its own sub-organisations.',
  },
  'organization.hasDevices': {
    da: 'Organisationen kan ikke slettes, mens den ejer enheder ({count}). Flyt eller slet dem først.',
    en: 'The organisation cannot be deleted while it owns devices ({count}). Move or delete them first.',
  },
  'organization.hasDeletedDevices': {
    da: 'Organisationen kan ikke slettes, mens dens papirkurv har slettede enheder ({count}). Slet dem permanent først.',
    en: 'The organisation cannot be deleted while its bin holds deleted devices ({count}). Delete them permanently first.',
  },
  'organization.hasContracts': {
    da: 'Organisationen kan ikke slettes, mens den har kontrakter ({count}). Slet dem først.',
    en: 'The organisation cannot be deleted while it has contracts ({count}). Delete them first.',
  },
  'organization.hasInstallationOrders': {
    da: 'Organisationen kan ikke slettes, mens den har installationsordrer ({count}). Slet dem først.',
    en: 'The organisation cannot be deleted while it has installation orders ({count}). Delete them first.',
  },
  'member.notFound': {
    da: 'Brugeren er ikke medlem af organisationen.',
    en: 'The user is not a member of the organisation.',
  },
  'member.alreadyMember': {
    da: '{email} er allerede medlem af organisationen.',
    en: '{email} is already a member of the organisation.',
  },
  'member.inactiveUser': {
    da: 'Kontoen for {email} er deaktiveret, så den kan ikke inviteres.',
    en: 'The account of {email} is deactivated, so it cannot be invited.',
  },
  'member.unknownRoles': {
    da: 'Disse roller findes ikke i organisationen: {ids}.',
    en: 'These roles do not exist in the organisation: {ids}.',
  },
  'member.notPending': {
    da: 'Medlemmet har allerede valgt en adgangskode, så der er ingen invitation at sende igen.',
    en: 'The member has already chosen a password, so there is no invitation to send again.',
  },
  'group.nameTaken': {
    da: 'Organisationen har allerede en gruppe med navnet "{name}".',
    en: 'The organisation already has a group named "{name}".',
  },
  'group.foreignDevices': {
    da: 'Disse enheder findes ikke eller tilhører ikke organisationen: {ids}.',
    en: 'These devices do not exist or do not belong to the organisation: {ids}.',
  },
  'group.hasKeys': {
    da: 'Gruppen kan ikke slettes, mens API-nøgler er begrænset til den ({names}). Tilbagekald dem først.',
    en: 'The group cannot be deleted while API keys are limited to it ({names}). Revoke them first.',
  },
  'apiKey.unknownGroup': {
    da: 'Gruppen findes ikke i organisationen.',
    en: 'The group does not exist in the organisation.',
  },
  'ingest.deviceOutsideKeyGroup': {
    da: 'API-nøglen er begrænset til gruppen "{group}", og enheden {device} er ikke med i den.',
    en: 'The API key is limited to the group "{group}", and the device {device} is not in it.',
  },
  'ingest.deviceOutsideKeyNetwork': {
    da: 'API-nøglen er begrænset til {network}-enheder, og enheden {device} bruger {actual}.',
    en: 'The API key is limited to {network} devices, and the device {device} uses {actual}.',
  },
} satisfies Catalog;
