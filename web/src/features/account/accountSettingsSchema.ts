import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { languages } from '../../i18n/languages';

export const MIN_UTC_OFFSET = -12;
export const MAX_UTC_OFFSET = 14;

export function accountSettingsSchema() {
  return z.object({
    language: z.enum(languages),
    utcOffset: z.coerce.number(t`Choose a whole number of hours.`).check(
      z.int(t`Choose a whole number of hours.`),
      z.gte(MIN_UTC_OFFSET, t`The offset must be between −12 and +14 hours.`),
      z.lte(MAX_UTC_OFFSET, t`The offset must be between −12 and +14 hours.`),
    ),
  });
}
