import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes) — also @node-rs/argon2's defaults, which the seed uses.
// 2 = Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** A real argon2id hash with the same parameters, of a password nobody uses. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$7CdVEsYMhG+i8Fp1P1Wf3g$+vfHsMASQJtvJqXpdUxUK+Azuwk9KxjTCcFPPYwGm7A';

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/**
 * Verifies a password against a stored hash. For an unknown account pass `null`: the password is
 * then checked against a fixed dummy hash, so the answer takes as long as for a real account.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? DUMMY_HASH, password);
    return storedHash !== null && ok;
  } catch {
    return false;
  }
}
