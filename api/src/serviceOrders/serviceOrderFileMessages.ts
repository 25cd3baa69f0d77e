import type { Catalog } from '@fieldsense/messages';

/** Messages of a service order's files and of device replacement (spread into i18n/messages.ts). */
export const serviceOrderFileMessages = {
  'notFound.serviceOrderAttachment': {
    da: 'Vedhæftningen findes ikke.',
    en: 'The attachment does not exist.',
  },
  'notFound.serviceOrderImage': {
    da: 'Billedet findes ikke.',
    en: 'The image does not exist.',
  },
  'serviceOrder.tooManyAttachments': {
    da: 'En serviceordre kan højst have {max} vedhæftninger; der er plads til {left} mere.',
    en: 'A service order can have at most {max} attachments; there is room for {left} more.',
  },
  'serviceOrder.tooManyImages': {
    da: 'En serviceordre kan højst have {max} billeder af hver slags; der er plads til {left} mere.',
    en: 'A service order can have at most {max} images of each kind; there is room for {left} more.',
  },

  // Device replacement (POST /tasks, DEVICE_REPLACEMENT).
  'replacement.oldDeviceNotOrders': {
    da: 'Den gamle enhed skal være serviceordrens enhed.',
    en: "The old device must be the service order's device.",
  },
  'replacement.oldDeviceNotInstalled': {
    da: 'Den gamle enhed kan ikke udskiftes, fordi den er {lifecycle}. Kun en opsat (eller netop nedtaget) enhed kan udskiftes.',
    en: 'The old device cannot be replaced because it is {lifecycle}. Only an installed (or just taken down) device can be replaced.',
  },
  'replacement.newDeviceUnknown': {
    da: 'Den nye enhed findes ikke, er slettet, eller du må ikke se den.',
    en: 'The new device does not exist, is deleted, or you may not see it.',
  },
  'replacement.sameDevice': {
    da: 'Den nye enhed skal være en anden end den gamle.',
    en: 'The new device must be another than the old one.',
  },
  'replacement.newDeviceNotInStock': {
    da: 'Den nye enhed er ikke på lager (den er {lifecycle}).',
    en: 'The new device is not in stock (it is {lifecycle}).',
  },
  'replacement.otherModel': {
    da: 'Den nye enhed skal være af samme model som den gamle ({model}).',
    en: 'The new device must be of the same model as the old one ({model}).',
  },
  'replacement.otherOwner': {
    da: 'Den nye enhed skal tilhøre samme ejer som den gamle.',
    en: 'The new device must belong to the same owner as the old one.',
  },
  'replacement.alreadyReplaced': {
    da: 'Serviceordrens enhed er allerede udskiftet med {device}.',
    en: "The service order's device has already been replaced by {device}.",
  },
  'replacement.deletedWord': { da: 'slettet', en: 'deleted' },
  'replacement.newDeviceTaken': {
    da: 'Den nye enhed blev taget i brug imens. Vælg en anden enhed på lager.',
    en: 'The new device was taken into use meanwhile. Choose another device in stock.',
  },
} as const satisfies Catalog;
