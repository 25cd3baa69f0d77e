import { Readable } from 'node:stream';
import { Client, S3Error } from 'minio';
import { type FileStorage, StoredFileMissingError } from './FileStorage.ts';
import { assertStorageKey } from './storageKey.ts';

export interface S3Config {
  /** The store's URL, e.g. https://s3.eu-north-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
}

/**
 * Streams up to this size go up in one PUT: the client would hold a part of 64 MiB in memory for a
 * multipart upload anyway, and a single PUT is what every S3-compatible store implements.
 */
const SINGLE_PUT_BYTES = 64 * 1024 * 1024;

/** The whole stream as one buffer when it ends within `limit` bytes; otherwise a stream of all of it (read so far + the rest). */
async function upTo(stream: Readable, limit: number): Promise<Buffer | Readable> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = stream[Symbol.asyncIterator]();
  for (;;) {
    const { value, done } = (await iterator.next()) as IteratorResult<Buffer | string>;
    if (done) return Buffer.concat(chunks);
    const chunk = Buffer.isBuffer(value) ? value : Buffer.from(value);
    chunks.push(chunk);
    size += chunk.length;
    if (size > limit) {
      return Readable.from(
        (async function* () {
          yield* chunks;
          for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value as Buffer;
        })(),
      );
    }
  }
}

const isMissing = (error: unknown) =>
  error instanceof S3Error ? error.code === 'NoSuchKey' || error.code === 'NotFound' : (error as { code?: string }).code === 'NotFound';

/**
 * Files in a bucket of an S3-compatible store (AWS S3, MinIO, Ceph, Garage, ...), through the
 * `minio` client: one small dependency that speaks S3's API, rather than the AWS SDK's dozens of
 * packages. Path-style addressing, which every S3-compatible store understands.
 */
export function s3Storage(config: S3Config): FileStorage {
  const url = new URL(config.endpoint);
  const useSSL = url.protocol === 'https:';
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: config.accessKeyId,
    secretKey: config.secretAccessKey,
    region: config.region,
    pathStyle: true,
  });
  const { bucket } = config;
  return {
    kind: 's3',
    async put(key, body: Buffer | Readable, contentType) {
      assertStorageKey(key);
      const bytes = Buffer.isBuffer(body) ? body : await upTo(body, SINGLE_PUT_BYTES);
      if (Buffer.isBuffer(bytes)) {
        await client.putObject(bucket, key, bytes, bytes.length, { 'Content-Type': contentType });
      } else {
        await client.putObject(bucket, key, bytes, undefined, { 'Content-Type': contentType });
      }
    },
    async get(key) {
      assertStorageKey(key);
      try {
        return await client.getObject(bucket, key);
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      // S3 answers a delete of a missing key with success too.
      await client.removeObject(bucket, key);
    },
    async has(key) {
      assertStorageKey(key);
      try {
        await client.statObject(bucket, key);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
