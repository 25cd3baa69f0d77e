import type { Catalog } from '@fieldsense/messages';

/** The contracts area's messages (spread into the API's catalog, i18n/messages.ts). */
export const contractMessages = {
  'contract.invalidPrice': {
    da: 'Angiv prisen som et beløb i kroner med højst to decimaler, fx 49,50 skrevet som 49.50.',
    en: 'Give the price as an amount in kroner with at most two decimals, e.g. 49.50.',
  },
  'contract.unknownPackage': {
    da: 'Servicepakken findes ikke.',
    en: 'The service package does not exist.',
  },
  'contract.hasDevices': {
    da: 'Kontrakten kan ikke slettes, mens der er enheder på den ({count}). Fjern enhederne først.',
    en: 'The contract cannot be deleted while it has devices ({count}). Remove the devices first.',
  },
  'contract.devicesNotInOrganization': {
    da: 'Disse enheder findes ikke i kontraktens organisation eller er slettet: {ids}.',
    en: 'These devices are not in the contract’s organisation or have been deleted: {ids}.',
  },
} as const satisfies Catalog;
