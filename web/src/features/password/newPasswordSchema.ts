import { t } from '@lingui/core/macro';
import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;

export function newPasswordSchema() {
  return z
    .object({
      password: z.string().min(MIN_PASSWORD_LENGTH, t`Use at least ${MIN_PASSWORD_LENGTH} characters.`),
      repeat: z.string(),
    })
    .refine((values) => values.password === values.repeat, {
      path: ['repeat'],
      message: t`The passwords do not match.`,
    });
}
