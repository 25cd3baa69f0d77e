import type { Catalog } from '@fieldsense/messages';

/**
 * Messages of a device's data: readings, network history, water level, images (and the upload path
 * other areas reuse) and contracts. Spread into messages.ts.
 */
export const deviceDataMessages = {
  'notFound.deviceImage': {
    da: 'Billedet findes ikke.',
    en: 'The image does not exist.',
  },
  'notFound.contract': {
    da: 'Kontrakten findes ikke.',
    en: 'The contract does not exist.',
  },
  'notFound.contractDevice': {
    da: 'Enheden er ikke med i kontrakten.',
    en: 'The device is not on the contract.',
  },
  'deviceData.dateInFuture': {
    da: 'Datoen ligger i fremtiden.',
    en: 'The date is in the future.',
  },
  'deviceData.startAfterEnd': {
    da: 'Starten skal ligge før slutningen.',
    en: 'The start must be before the end.',
  },
  'deviceData.rangeTooLong': {
    da: 'Perioden må højst være {days} dage.',
    en: 'The period may be at most {days} days.',
  },
  'deviceData.noDistance': {
    da: 'Enhedens model måler ikke en afstand, så den har ingen vandstandsberegning.',
    en: "The device's model measures no distance, so it has no water-level calculation.",
  },
  'waterLevel.calculatedName': {
    da: 'Beregnet vandstand',
    en: 'Calculated water level',
  },
  // Spec part 2 §5 gives the English of the first two word for word.
  'upload.tooLarge': {
    da: 'Filen er for stor. Den må højst være 5 MB.',
    en: 'File size is too big, Max file size is 5MB',
  },
  'upload.unsupportedType': {
    da: 'Denne filtype understøttes ikke.',
    en: "This File type isn't supported",
  },
  'upload.empty': {
    da: 'Filen er tom.',
    en: 'The file is empty.',
  },
  'upload.missingFile': {
    da: 'Vedhæft en fil i feltet "{field}".',
    en: 'Attach a file in the field "{field}".',
  },
  'upload.oneFile': {
    da: 'Send én fil ad gangen i feltet "{field}" og ingen andre felter.',
    en: 'Send one file at a time in the field "{field}" and no other fields.',
  },
  'upload.tooManyFiles': {
    da: 'Send højst {max} filer ad gangen i feltet "{field}".',
    en: 'Send at most {max} files at a time in the field "{field}".',
  },
  'upload.filesOnly': {
    da: 'Send kun filer, og kun i feltet "{field}".',
    en: 'Send only files, and only in the field "{field}".',
  },
  'upload.notMultipart': {
    da: 'Send filen som multipart/form-data.',
    en: 'Send the file as multipart/form-data.',
  },
} as const satisfies Catalog;
