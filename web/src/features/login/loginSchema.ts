import { t } from '@lingui/core/macro';
import { z } from 'zod';

/** Built per call so the messages are in the current language. */
export function loginSchema() {
  return z.object({
    // The spec asks for the e-mail trimmed and lowercased before it is sent.
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, t`Enter your e-mail address.`)
      .pipe(z.email(t`Enter a valid e-mail address.`)),
    password: z.string().min(1, t`Enter your password.`),
  });
}

export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;
