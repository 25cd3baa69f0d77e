import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';

/** Built per call so the messages are in the current language. */
export function loginSchema() {
  return z.object({
    // The spec asks for the e-mail trimmed and lowercased before it is sent.
    email: z.pipe(
      z.string(t`Enter your e-mail address.`).check(z.trim(), z.toLowerCase(), z.minLength(1, t`Enter your e-mail address.`)),
      z.email(t`Enter a valid e-mail address.`),
    ),
    password: z.string(t`Enter your password.`).check(z.minLength(1, t`Enter your password.`)),
  });
}

export type LoginValues = z.output<ReturnType<typeof loginSchema>>;
