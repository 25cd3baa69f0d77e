import { z } from 'zod';

/** `a@x.dk; b@y.dk` → trimmed addresses (empty parts between ';' are ignored). */
export function splitEmailList(value: string): string[] {
  return value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

const email = z.email();

/** The first address that is not a valid e-mail, or null when all are. */
export function firstInvalidEmail(addresses: string[]): string | null {
  return addresses.find((address) => !email.safeParse(address).success) ?? null;
}
