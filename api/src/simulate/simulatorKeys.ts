import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RestClient } from './restClient.ts';

export const SIMULATOR_KEY_NAME = 'Simulator';

interface StoredKeys {
  /** `${apiUrl}|${organizationId}` → { id, key } */
  [scope: string]: { id: string; key: string };
}

/**
 * The simulator's API key per organisation. The api shows a key only when creating it, so the
 * simulator keeps its keys in a small file under the data folder and reuses the "Simulator" key
 * whose secret it has; when it has none (first run, other machine, revoked) it creates one.
 */
export async function simulatorKeys(client: RestClient, apiUrl: string, organizationIds: string[], file: string) {
  const stored: StoredKeys = JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
  const keys = new Map<string, string>();
  for (const organizationId of organizationIds) {
    const scope = `${apiUrl}|${organizationId}`;
    const { data } = await client.get<{ data: { _id: string; name: string; revokedAt: string | null }[] }>(
      `/organizations/${organizationId}/keys`,
    );
    const known = stored[scope];
    const live = data.find((k) => k._id === known?.id && k.revokedAt === null);
    if (known && live) {
      keys.set(organizationId, known.key);
      continue;
    }
    const created = await client.send<{ _id: string; key: string }>('POST', `/organizations/${organizationId}/keys`, {
      name: SIMULATOR_KEY_NAME,
    });
    if (created.status !== 201) throw new Error(`could not create an API key for ${organizationId}: ${created.status}`);
    stored[scope] = { id: created.body._id, key: created.body.key };
    keys.set(organizationId, created.body.key);
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  return keys;
}
