import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig, EnvConfig } from '../config.ts';
import type { FileStorage } from './FileStorage.ts';
import { folderStorage } from './folderStorage.ts';
import { type S3Config, s3Storage } from './s3Storage.ts';

/**
 * S3 settings from the environment: all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY (S3_REGION optional), or none (files then go to DATA_DIR/files). Some but
 * not all is a configuration mistake, refused at start rather than found at the first upload.
 */
export function s3ConfigFromEnv(env: Pick<EnvConfig, 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION'>): S3Config | undefined {
  const required = { S3_ENDPOINT: env.S3_ENDPOINT, S3_BUCKET: env.S3_BUCKET, S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY };
  const missing = Object.entries(required).filter(([, value]) => !value).map(([name]) => name);
  if (missing.length === 4) return undefined;
  if (missing.length > 0) throw new Error(`Invalid configuration: S3 storage needs ${missing.join(', ')} too`);
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION,
  };
}

/**
 * The configured storage: S3 when set, else `DATA_DIR/files`; with an in-memory data folder (tests,
 * the OpenAPI export) a temporary folder, removed by `dispose`.
 */
export function storageFromConfig(config: Pick<AppConfig, 'dataDir' | 's3'>): { storage: FileStorage; dispose?: () => void } {
  if (config.s3) return { storage: s3Storage(config.s3) };
  if (config.dataDir !== 'memory') return { storage: folderStorage(path.join(config.dataDir, 'files')) };
  const folder = mkdtempSync(path.join(tmpdir(), 'fieldsense-files-'));
  return { storage: folderStorage(folder), dispose: () => rmSync(folder, { recursive: true, force: true }) };
}
