/**
 * Writes the OpenAPI document to the path in argv[2] (the gateway generates its client from it).
 * Keys are sorted so the output only changes when the contract does: CI compares it with git.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('usage: export-openapi <output.json>');
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    const app = await buildApp({ database, config: testConfig(), housekeeping: false });
    const document = app.swagger();
    await app.close();
    const output = path.resolve(target);
    await mkdir(path.dirname(output), { recursive: true });
    await writeFile(output, JSON.stringify(sortKeys(document), null, 2) + '\n');
    console.log(`OpenAPI document written to ${output}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
