import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { schema } from '../../src/db/client.ts';
import { type FileStorage, StoredFileMissingError } from '../../src/storage/FileStorage.ts';
import { folderStorage } from '../../src/storage/folderStorage.ts';
import { s3Storage } from '../../src/storage/s3Storage.ts';
import { newStorageKey } from '../../src/storage/storageKey.ts';
import { s3ConfigFromEnv } from '../../src/storage/storageFromConfig.ts';
import { createTestApp } from '../helpers/testApp.ts';
import { multipart, pngBytes } from './uploadFixtures.ts';

const BUCKET = 'fieldsense-test';
let folder: string;
let s3Folder: string;
let s3: S3rver;
let s3Endpoint: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'fieldsense-storage-'));
  s3Folder = await mkdtemp(path.join(tmpdir(), 'fieldsense-s3rver-'));
  // A real S3-compatible server on a free port, its objects in a folder of its own.
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Folder, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
  await rm(s3Folder, { recursive: true, force: true });
});

const s3Config = () => ({ endpoint: s3Endpoint, bucket: BUCKET, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' });
const implementations: [string, () => FileStorage][] = [
  ['folder', () => folderStorage(folder)],
  ['s3', () => s3Storage(s3Config())],
];

describe.each(implementations)('%s storage', (_name, make) => {
  it('puts, gets, tells and removes bytes and streams', async () => {
    const storage = make();
    const key = newStorageKey('devices/3f1c/images', 'png');
    const bytes = pngBytes(5, 5);
    expect(await storage.has(key)).toBe(false);
    await storage.put(key, bytes, 'image/png');
    expect(await storage.has(key)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    const streamed = newStorageKey('attachments', 'txt');
    await storage.put(streamed, Readable.from([Buffer.from('hello '), Buffer.from('world')]), 'text/plain');
    expect(await text(await storage.get(streamed))).toBe('hello world');
    await storage.put(streamed, Buffer.from('replaced'), 'text/plain');
    expect(await text(await storage.get(streamed))).toBe('replaced');

    await storage.remove(key);
    await storage.remove(streamed);
    expect(await storage.has(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    // Removing what is not there is not an error.
    await storage.remove(key);
  });

  it('refuses keys it did not make: paths out of the store, absolute paths, odd characters', async () => {
    const storage = make();
    for (const key of ['../escape.png', 'a/../../b.png', '/etc/passwd', 'a//b.png', 'A/B.png', 'a\\b.png', '', 'a/b.png\0', 'devices/x/ø.png']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/not a storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/not a storage key/);
    }
  });
});

describe('folder storage', () => {
  it('leaves no partial files behind', async () => {
    const storage = folderStorage(folder);
    const key = newStorageKey('devices/abc/images', 'png');
    await storage.put(key, pngBytes(), 'image/png');
    const files = await readdir(path.join(folder, 'devices', 'abc', 'images'));
    expect(files).toEqual([key.split('/').pop()]);
  });
});

describe('S3 configuration', () => {
  it('is all four settings or none', () => {
    expect(s3ConfigFromEnv({})).toBeUndefined();
    expect(() => s3ConfigFromEnv({ S3_ENDPOINT: 'http://x', S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(
      s3ConfigFromEnv({ S3_ENDPOINT: 'http://x:9000', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'eu' }),
    ).toEqual({ endpoint: 'http://x:9000', bucket: 'b', accessKeyId: 'k', secretAccessKey: 's', region: 'eu' });
  });

  it('serves a file stored through one api instance from another: both use the bucket', async () => {
    // A second app on the same database is a second api instance: it shares nothing in memory, and
    // nothing on disk either (its data folder is its own); only the database and the bucket.
    const t = await createTestApp({ config: { s3: s3Config() } });
    const otherFolder = await mkdtemp(path.join(tmpdir(), 'fieldsense-other-instance-'));
    const other = await buildApp({ database: t.database, config: testConfig({ s3: s3Config(), dataDir: otherFolder }) });
    try {
      const token = await t.login('admin@example.com');
      const [device] = (await t.app.inject({ url: '/api/v1/devices?perPage=1', headers: t.auth(token) })).json().data;
      const bytes = pngBytes(6, 3);
      const { payload, headers } = multipart([{ field: 'images', filename: 'through-one.png', contentType: 'image/png', body: bytes }]);
      const created = await t.app.inject({ method: 'POST', url: `/api/v1/devices/${device._id}/images`, payload, headers: { ...headers, ...t.auth(token) } });
      expect(created.statusCode, created.body).toBe(201);

      const listed = await other.inject({ url: `/api/v1/devices/${device._id}/images`, headers: t.auth(token) });
      expect(listed.json().data.map((image: { _id: string }) => image._id)).toContain(created.json().image._id);
      const download = await other.inject({ url: created.json().image.url, headers: t.auth(token) });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
      // And a deletion through the other instance removes it for the first.
      const removed = await other.inject({ method: 'DELETE', url: `/api/v1/devices/${device._id}/images/${created.json().image._id}`, headers: t.auth(token) });
      expect(removed.statusCode).toBe(200);
      expect((await t.app.inject({ url: created.json().image.url, headers: t.auth(token) })).statusCode).toBe(404);
    } finally {
      await other.close();
      await t.close();
      await rm(otherFolder, { recursive: true, force: true });
    }
  });

  it('stores device images in the bucket when configured', async () => {
    const t = await createTestApp({ config: { s3: s3Config() } });
    try {
      expect(t.app.storage.kind).toBe('s3');
      const token = await t.login('admin@example.com');
      const [device] = (await t.app.inject({ url: '/api/v1/devices?perPage=1', headers: t.auth(token) })).json().data;
      const bytes = pngBytes(4, 4);
      const { payload, headers } = multipart([{ field: 'images', filename: 'a.png', contentType: 'image/png', body: bytes }]);
      const created = await t.app.inject({ method: 'POST', url: `/api/v1/devices/${device._id}/images`, payload, headers: { ...headers, ...t.auth(token) } });
      expect(created.statusCode).toBe(201);
      const download = await t.app.inject({ url: created.json().image.url, headers: t.auth(token) });
      expect(download.rawPayload.equals(bytes)).toBe(true);
      // In the bucket, under the generated key.
      const [row] = await t.database.db.select().from(schema.deviceImages).where(eq(schema.deviceImages.id, created.json().image._id));
      const bucket = s3Storage(s3Config());
      expect(await bucket.has(row!.storageKey)).toBe(true);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/v1/devices/${device._id}/images/${created.json().image._id}`, headers: t.auth(token) }))
          .statusCode,
      ).toBe(200);
      expect((await t.app.inject({ url: created.json().image.url, headers: t.auth(token) })).statusCode).toBe(404);
      expect(await bucket.has(row!.storageKey)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
