import type { Catalog } from '@fieldsense/messages';

/** The service-order area's messages (spread into the API's catalog, i18n/messages.ts). */
export const serviceOrderMessages = {
  'notFound.serviceOrder': {
    da: 'Serviceordren findes ikke.',
    en: 'The service order does not exist.',
  },
  'serviceOrder.dueDateInPast': {
    da: 'Forfaldsdatoen må ikke ligge før i dag.',
    en: 'The due date cannot be in the past.',
  },
  'serviceOrder.dueDateRangeReversed': {
    da: 'Forfaldsdato fra skal ligge før eller på forfaldsdato til.',
    en: 'The due-date start must be on or before its end.',
  },
  'serviceOrder.invalidDay': {
    da: 'Angiv en dato som ÅÅÅÅ-MM-DD (eller et ISO 8601-tidspunkt).',
    en: 'Give a date as YYYY-MM-DD (or an ISO 8601 date-time).',
  },
  'serviceOrder.unknownOwner': {
    da: 'Ejeren findes ikke, eller du må ikke oprette serviceordrer for den.',
    en: 'The owner does not exist, or you may not create service orders for it.',
  },
  'serviceOrder.deviceNotOfOwner': {
    da: 'Enheden findes ikke, tilhører ikke ejeren, eller du må ikke se den.',
    en: 'The device does not exist, does not belong to the owner, or you may not see it.',
  },
  'serviceOrder.unknownServiceCenter': {
    da: 'Servicecenteret findes ikke.',
    en: 'The service centre does not exist.',
  },
  'serviceOrder.centerDoesNotServeOwner': {
    da: 'Servicecenteret {center} servicerer ikke enheder fra {owner}. Vælg et servicecenter, der servicerer ejeren.',
    en: 'The service centre {center} does not service devices of {owner}. Choose a centre that serves the owner.',
  },
  'serviceOrder.technicianNeedsCenter': {
    da: 'Vælg et servicecenter, før du vælger en tekniker.',
    en: 'Choose a service centre before choosing a technician.',
  },
  'serviceOrder.unknownSolutions': {
    da: 'Disse løsninger findes ikke: {ids}.',
    en: 'These solutions do not exist: {ids}.',
  },
  'serviceOrder.unknownCause': {
    da: 'Årsagen findes ikke.',
    en: 'The cause does not exist.',
  },
  'serviceOrder.unknownStatus': {
    da: 'Ukendt status: {value}.',
    en: 'Unknown status: {value}.',
  },
  'serviceOrder.emptyPatch': {
    da: 'Angiv mindst ét felt at ændre.',
    en: 'Give at least one field to change.',
  },
  'serviceOrder.notEditable': {
    da: 'Serviceordren kan ikke ændres, fordi den er {status}.',
    en: 'The service order cannot be changed because it is {status}.',
  },
  'serviceOrder.cannotFinish': {
    da: 'Serviceordren kan ikke afsluttes, fordi den er {status}.',
    en: 'The service order cannot be finished because it is {status}.',
  },
  'serviceOrder.cannotArchive': {
    da: 'Serviceordren kan ikke arkiveres, fordi den er {status}. Afslut den først.',
    en: 'The service order cannot be archived because it is {status}. Finish it first.',
  },
  'serviceOrder.cannotDelete': {
    da: 'Serviceordren kan ikke slettes, fordi den er {status}. Arkivér den i stedet.',
    en: 'The service order cannot be deleted because it is {status}. Archive it instead.',
  },
  'serviceOrder.onlyOwnOrders': {
    da: 'Du kan kun arbejde på de serviceordrer, du er tildelt.',
    en: 'You can only work on the service orders assigned to you.',
  },
  'serviceOrder.onlyServiceData': {
    da: 'Du må kun ændre guidens trin og servicedata (løsninger, årsag, udskiftning, kommentar): {fields}.',
    en: 'You may only change the wizard step and service data (solutions, cause, replacement, comment): {fields}.',
  },

  // Status names in sentences ("… because it is completed").
  'serviceOrder.status.sos_unknown': { da: 'ukendt', en: 'unknown' },
  'serviceOrder.status.sos_new': { da: 'ny', en: 'new' },
  'serviceOrder.status.sos_in_progress': { da: 'i gang', en: 'in progress' },
  'serviceOrder.status.sos_completed': { da: 'fuldført', en: 'completed' },
  'serviceOrder.status.sos_failed': { da: 'mislykket', en: 'failed' },
  'serviceOrder.status.sos_archived': { da: 'arkiveret', en: 'archived' },

  // The e-mail to a technician given an order.
  'serviceOrder.mail.assignedSubject': {
    da: 'Ny serviceordre #{number}: {device}',
    en: 'New service order #{number}: {device}',
  },
  'serviceOrder.mail.assignedBody': {
    da: 'Hej {name}\n\nDu er blevet tildelt serviceordre #{number}.\n\nEnhed: {device}\nEjer: {owner}\nServicecenter: {center}\nProblem: {issue}\nForfalder: {due}\nNoter: {notes}\n\nÅbn ordren: {link}\n',
    en: 'Hello {name}\n\nYou have been assigned service order #{number}.\n\nDevice: {device}\nOwner: {owner}\nService centre: {center}\nIssue: {issue}\nDue: {due}\nNotes: {notes}\n\nOpen the order: {link}\n',
  },
} as const satisfies Catalog;
