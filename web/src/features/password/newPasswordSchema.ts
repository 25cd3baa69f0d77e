import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';

export const MIN_PASSWORD_LENGTH = 8;

export function newPasswordSchema() {
  return z
    .object({
      password: z.string(t`Use at least ${MIN_PASSWORD_LENGTH} characters.`).check(z.minLength(MIN_PASSWORD_LENGTH, t`Use at least ${MIN_PASSWORD_LENGTH} characters.`)),
      repeat: z.string(t`The passwords do not match.`),
    })
    .check(
      z.refine((values) => values.password === values.repeat, {
        path: ['repeat'],
        message: t`The passwords do not match.`,
      }),
    );
}
