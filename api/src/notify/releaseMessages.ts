import type { Catalog } from '@fieldsense/messages';

/** Messages of publishing releases (spread into the API's catalog, i18n/messages.ts). */
export const releaseMessages = {
  'release.invalidVersion': {
    da: 'Skriv versionen som tal adskilt af punktummer, fx 1.50.0.',
    en: 'Write the version as numbers separated by dots, e.g. 1.50.0.',
  },
  'release.versionTaken': {
    da: 'Version {version} er allerede udgivet.',
    en: 'Version {version} has already been released.',
  },
} as const satisfies Catalog;
