import type { Catalog } from '@fieldsense/messages';

/** Messages of a device's alarms (GET/POST/PATCH/DELETE /devices/{id}/alarms). Spread into messages.ts. */
export const alarmMessages = {
  'notFound.alarm': {
    da: 'Alarmen findes ikke.',
    en: 'The alarm does not exist.',
  },
  'alarm.unknownUnit': {
    da: 'Enhedens model måler ikke "{unit}". Vælg en af: {values}.',
    en: 'The device\'s model does not measure "{unit}". Choose one of: {values}.',
  },
  'alarm.sameNotificationHours': {
    da: 'Notifikationstiden skal slutte på et andet klokkeslæt, end den begynder (0 til 24 er hele døgnet).',
    en: 'The notification hours must end at another hour than they start (0 to 24 is the whole day).',
  },
  'alarm.deviceDeleted': {
    da: 'Enheden er slettet, så dens alarmer kan ikke ændres.',
    en: 'The device is deleted, so its alarms cannot be changed.',
  },
  'alarm.tooManyAlarms': {
    da: 'En enhed kan højst have {maximum} alarmer.',
    en: 'A device can have at most {maximum} alarms.',
  },
  'alarm.noChanges': {
    da: 'Angiv mindst ét felt, der skal ændres.',
    en: 'Give at least one field to change.',
  },
} as const satisfies Catalog;
