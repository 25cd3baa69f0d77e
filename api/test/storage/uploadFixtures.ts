import { crc32, deflateSync } from 'node:zlib';

/** A real PNG of `width` × `height` grey pixels. */
export function pngBytes(width = 2, height = 2): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 1 × 1 baseline JPEG. */
export const jpegBytes = (): Buffer =>
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );

/** The start of a Linux executable. */
export const elfBytes = (): Buffer => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);
/** The start of a Windows executable (MZ header with a PE signature). */
export function peBytes(): Buffer {
  const bytes = Buffer.alloc(256, 0);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'binary');
  return bytes;
}

export interface Part {
  field: string;
  /** A file part when set; otherwise a plain field. */
  filename?: string;
  contentType?: string;
  body: Buffer | string;
}

/** A multipart/form-data body built by hand, so tests control every byte (names with paths, odd types). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fieldsense${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename.replace(/"/g, '%22')}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`) +
          '\r\n',
        'utf8',
      ),
      Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest files of the other accepted image types, as their bytes begin. */
export const gifBytes = (): Buffer => Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
export const webpBytes = (): Buffer => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
/** An ISO-BMFF `ftyp` box with the HEIC brand (an iPhone photo's start), or the generic HEIF one (`mif1`). */
export const heicBytes = (brand: 'heic' | 'mif1' = 'heic'): Buffer => {
  const hex = (text: string) => Buffer.from(text, 'ascii').toString('hex');
  return Buffer.concat([Buffer.from(`00000018${hex('ftyp')}${hex(brand)}00000000${hex('mif1')}${hex('heic')}`, 'hex'), Buffer.alloc(64)]);
};
