import type { Catalog } from '@fieldsense/messages';

/** Messages of a device's downlink configuration (spread into the API's catalog, messages.ts). */
export const downlinkMessages = {
  'downlink.notSupported': {
    da: 'Enheden kan ikke konfigureres via downlink: dens model har ingen MQTT-broker.',
    en: 'The device cannot be configured by downlink: its model has no MQTT broker.',
  },
  'downlink.deviceDeleted': {
    da: 'Enheden er slettet, så dens downlink-konfiguration kan ikke længere ændres.',
    en: 'The device is deleted, so its downlink configuration can no longer be changed.',
  },
} as const satisfies Catalog;
