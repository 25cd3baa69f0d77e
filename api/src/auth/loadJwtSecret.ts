import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The HS256 key. `JWT_SECRET` wins; without it (outside production) a random secret is generated
 * once and kept in `<dataDir>/jwt-secret`, so tokens survive restarts of a development server.
 */
export async function loadJwtSecret(opts: {
  secret?: string;
  dataDir: string | 'memory';
  nodeEnv: string;
}): Promise<Uint8Array> {
  if (opts.secret) return new TextEncoder().encode(opts.secret);
  if (opts.nodeEnv === 'production') {
    throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  }
  // An in-memory database keeps nothing, so neither does its secret.
  if (opts.dataDir === 'memory') return new TextEncoder().encode(randomBytes(48).toString('base64url'));
  const file = path.join(opts.dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = randomBytes(48).toString('base64url');
  await mkdir(opts.dataDir, { recursive: true });
  await writeFile(file, generated + '\n', { mode: 0o600 });
  return new TextEncoder().encode(generated);
}
