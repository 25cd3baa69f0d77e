import type { Catalog } from '@fieldsense/messages';

/** The device area's messages (spread into the API's catalog, i18n/messages.ts). */
export const deviceMessages = {
  'lifecycle.in_stock': { da: 'På lager', en: 'In stock' },
  'lifecycle.installed': { da: 'Installeret', en: 'Installed' },
  'lifecycle.taken_down': { da: 'Nedtaget', en: 'Taken down' },

  'device.invalidNetworkId': {
    da: 'Netværks-id må kun indeholde bogstaver, tal og . _ : - og skal begynde med et bogstav eller tal.',
    en: 'The network id may only hold letters, digits and . _ : - and must start with a letter or digit.',
  },
  'device.geoIncomplete': {
    da: 'Angiv både breddegrad og længdegrad, eller ingen af dem.',
    en: 'Give both latitude and longitude, or neither.',
  },
  'device.propertyAboveOther': {
    da: 'Må ikke være større end {other}.',
    en: 'Must not be greater than {other}.',
  },
  'device.networkIdTaken': {
    da: 'Netværks-id {device} bruges allerede af en anden enhed (måske en slettet).',
    en: 'The network id {device} is already used by another device (possibly a deleted one).',
  },
  'device.networkIdDuplicateInFile': {
    da: 'Netværks-id {device} står også i række {row}.',
    en: 'The network id {device} is also in row {row}.',
  },
  'device.unknownOwner': {
    da: 'Ejeren "{value}" findes ikke, eller du må ikke oprette enheder i den.',
    en: 'The owner "{value}" does not exist, or you may not create devices in it.',
  },
  'device.ambiguousOwner': {
    da: 'Flere organisationer hedder "{value}". Angiv ejerens id.',
    en: 'Several organisations are called "{value}". Give the owner\'s id.',
  },
  'device.unknownModel': {
    da: 'Enhedsmodellen "{value}" findes ikke.',
    en: 'The device model "{value}" does not exist.',
  },
  'device.unknownPackage': {
    da: 'Pakken "{value}" findes ikke.',
    en: 'The package "{value}" does not exist.',
  },
  'device.deleted': {
    da: 'Enheden er slettet og kan ikke længere ændres.',
    en: 'The device is deleted and can no longer be changed.',
  },
  'device.lifecycleFromInStock': {
    da: 'En enhed på lager kan kun blive installeret.',
    en: 'A device in stock can only be installed.',
  },
  'device.lifecycleFromInstalled': {
    da: 'En installeret enhed kan kun blive taget ned.',
    en: 'An installed device can only be taken down.',
  },
  'device.lifecycleFromTakenDown': {
    da: 'En nedtaget enhed kan kun komme tilbage på lager.',
    en: 'A taken-down device can only go back in stock.',
  },
  'device.heldByOpenOrder': {
    da: 'Enheden kan ikke slettes permanent, mens en åben service- eller installationsordre har den ({orders}).',
    en: 'The device cannot be deleted permanently while an open service or installation order holds it ({orders}).',
  },
} as const satisfies Catalog;
