import type { Catalog } from '@fieldsense/messages';

/** The service-centre area's messages (spread into the API's catalog, i18n/messages.ts). */
export const serviceCenterMessages = {
  'serviceCenter.notFound': {
    da: 'Servicecenteret findes ikke.',
    en: 'The service centre does not exist.',
  },
  'serviceCenter.nameTaken': {
    da: 'Der findes allerede et servicecenter med navnet "{name}".',
    en: 'A service centre named "{name}" already exists.',
  },
  'serviceCenter.inactive': {
    da: 'Servicecenteret er deaktiveret.',
    en: 'The service centre is deactivated.',
  },
  'serviceCenter.hasOpenOrders': {
    da: 'Servicecenteret kan ikke slettes, mens det har åbne serviceordrer ({count}). Afslut, arkivér eller flyt dem først.',
    en: 'The service centre cannot be deleted while it has open service orders ({count}). Finish, archive or move them first.',
  },
  'serviceCenter.unknownUsers': {
    da: 'Disse brugere findes ikke: {ids}.',
    en: 'These users do not exist: {ids}.',
  },
  'serviceCenter.unknownOrganizations': {
    da: 'Disse organisationer findes ikke: {ids}.',
    en: 'These organisations do not exist: {ids}.',
  },
  'technician.notFound': {
    da: 'Teknikeren findes ikke i dette servicecenter.',
    en: 'The technician does not exist in this service centre.',
  },
  'technician.notInCenter': {
    da: 'Teknikeren hører ikke til det valgte servicecenter.',
    en: 'The technician does not belong to the chosen service centre.',
  },
  'technician.inactive': {
    da: 'Teknikeren er deaktiveret og kan ikke tildeles.',
    en: 'The technician is deactivated and cannot be assigned.',
  },
  'technician.centerInactive': {
    da: 'Servicecenteret er deaktiveret, så dets teknikere kan ikke tildeles.',
    en: 'The service centre is deactivated, so its technicians cannot be assigned.',
  },
  'technician.alreadyAdded': {
    da: 'Brugeren er allerede tekniker i dette servicecenter.',
    en: 'The user is already a technician in this service centre.',
  },
  'technician.unknownUser': {
    da: 'Brugeren findes ikke.',
    en: 'The user does not exist.',
  },
  'technician.userInactive': {
    da: 'Brugeren kan ikke være tekniker: kontoen er deaktiveret.',
    en: 'The user cannot be a technician: the account is deactivated.',
  },
  'technician.userLacksRole': {
    da: 'Brugeren kan ikke være tekniker: ingen af brugerens roller giver adgang til at udføre serviceordrer. Giv brugeren rollen Tekniker først.',
    en: 'The user cannot be a technician: none of their roles lets them work service orders. Give them the Technician role first.',
  },
  'technician.hasOpenOrders': {
    da: 'Teknikeren kan ikke fjernes, mens vedkommende har åbne serviceordrer ({count}). Giv dem til en anden tekniker, eller deaktivér teknikeren i stedet.',
    en: 'The technician cannot be removed while they have open service orders ({count}). Give them to another technician, or deactivate the technician instead.',
  },
  'technician.unknownModels': {
    da: 'Disse enhedsmodeller findes ikke: {ids}.',
    en: 'These device models do not exist: {ids}.',
  },
} as const satisfies Catalog;
