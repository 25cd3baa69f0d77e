import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { deviceImageSchema } from '../../../../src/deviceImages/deviceImageSchema.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';
import { elfBytes, gifBytes, heicBytes, jpegBytes, multipart, type Part, peBytes, pngBytes, webpBytes } from '../../../storage/uploadFixtures.ts';
import { makeDevice } from './fixtures.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'member' | 'technician' | 'vejleAdmin', string>;
let aarhus: { id: string };
let vejle: { id: string };
let deleted: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  [tokens.admin, tokens.member, tokens.technician, tokens.vejleAdmin] = await Promise.all([
    t.login('admin@example.com'),
    t.login('member@example.com'),
    t.login('technician@example.com'),
    t.login('sofie.jensen@example.com'),
  ]);
  aarhus = await makeDevice(t, { org: 'Aarhus Kommune', category: 'camera', networkType: 'mqtt' });
  vejle = await makeDevice(t, { org: 'Vejle Forsyning', category: 'camera', networkType: 'mqtt' });
  deleted = await makeDevice(t, { org: 'Aarhus Kommune', category: 'camera', networkType: 'sigfox', deleted: true });
});
afterAll(() => t?.close());

const upload = (deviceId: string, parts: Part[], token: string | null = tokens.admin, language = 'en') => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/devices/${deviceId}/images`,
    payload,
    headers: { ...headers, ...(token ? t.auth(token) : {}), 'accept-language': language },
  });
};
const image = (body: Buffer, filename = 'photo.png', contentType = 'image/png'): Part => ({ field: 'images', filename, contentType, body });
const get = (url: string, token: string | null = tokens.admin) => t.app.inject({ url, headers: token ? t.auth(token) : {} });
const remove = (deviceId: string, imageId: string, token = tokens.admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/devices/${deviceId}/images/${imageId}`, headers: t.auth(token) });
const rowsOf = (deviceId: string) => t.database.db.select().from(schema.deviceImages).where(eq(schema.deviceImages.deviceId, deviceId));

describe('device images', () => {
  it('round-trips a PNG: upload, list, download the same bytes, delete, file gone from storage', async () => {
    const bytes = pngBytes(3, 2);
    const created = await upload(aarhus.id, [image(bytes, 'Brønd 7 – før.png')]);
    expect(created.statusCode).toBe(201);
    const { image: item, images } = created.json();
    expect(deviceImageSchema.strict().parse(item)).toEqual(item);
    expect(item).toMatchObject({ name: 'Brønd 7 – før.png', mimeType: 'image/png', size: bytes.length, kind: 'picture' });
    expect(images).toMatchObject({ total: 1, data: [{ _id: item._id }] });

    const [row] = await rowsOf(aarhus.id);
    expect(row!.storageKey).toMatch(new RegExp(`^devices/${aarhus.id}/images/[0-9a-f-]{36}\\.png$`));
    expect(await t.app.storage.has(row!.storageKey)).toBe(true);

    const list = await get(`/api/v1/devices/${aarhus.id}/images`);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toMatchObject({ page: 1, total: 1, data: [item] });

    const download = await get(item.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-length': String(bytes.length),
    });
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="Br_nd 7 _ f_r.png"; filename*=UTF-8''${encodeURIComponent('Brønd 7 – før.png')}`,
    );
    expect((await get(`${item.url}?download=true`)).headers['content-disposition']).toMatch(/^attachment; /);

    const deletedImage = await remove(aarhus.id, item._id);
    expect(deletedImage.statusCode).toBe(200);
    // Both changes are in the device's audit log.
    const audit = await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.subjectId, aarhus.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['device.image.add', 'device.image.delete']));
    expect(audit.find((a) => a.action === 'device.image.delete')!.changes).toEqual({
      images: { before: { _id: item._id, name: 'Brønd 7 – før.png', mimeType: 'image/png', size: bytes.length }, after: null },
    });
    expect(await t.app.storage.has(row!.storageKey)).toBe(false);
    expect(await rowsOf(aarhus.id)).toHaveLength(0);
    expect((await get(item.url)).statusCode).toBe(404);
    expect((await remove(aarhus.id, item._id)).statusCode).toBe(404);
  });

  it('takes the type from the bytes: a JPEG sent as anything is a JPEG', async () => {
    const response = await upload(aarhus.id, [image(jpegBytes(), 'scan.bin', 'application/octet-stream')]);
    expect(response.statusCode).toBe(201);
    expect(response.json().image).toMatchObject({ mimeType: 'image/jpeg', name: 'scan.bin' });
    const [row] = (await rowsOf(aarhus.id)).filter((r) => r.id === response.json().image._id);
    expect(row!.storageKey).toMatch(/\.jpg$/);
    await remove(aarhus.id, row!.id);
  });

  it('accepts every allowed image type: GIF, WebP, HEIC and HEIF', async () => {
    const cases: [Buffer, string, string][] = [
      [gifBytes(), 'a.gif', 'image/gif'],
      [webpBytes(), 'a.webp', 'image/webp'],
      [heicBytes('heic'), 'IMG_0001.HEIC', 'image/heic'],
      [heicBytes('mif1'), 'a.heif', 'image/heif'],
    ];
    for (const [body, name, mimeType] of cases) {
      const response = await upload(aarhus.id, [image(body, name, 'application/octet-stream')]);
      expect(response.statusCode, name).toBe(201);
      expect(response.json().image.mimeType).toBe(mimeType);
      const download = await get(response.json().image.url);
      expect(download.headers['content-type']).toBe(mimeType);
      expect(download.rawPayload.equals(body)).toBe(true);
      await remove(aarhus.id, response.json().image._id);
    }
  });

  it('refuses renamed executables, in the caller\'s language, and stores nothing', async () => {
    for (const [body, name] of [
      [elfBytes(), 'x.jpg'],
      [peBytes(), 'setup.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.png'],
      [Buffer.from('just text'), 'notes.gif'],
    ] as const) {
      const response = await upload(aarhus.id, [image(body, name, 'image/jpeg')]);
      expect(response.statusCode, name).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
      expect(response.json().message).toBe("This File type isn't supported");
      expect(response.json().fields).toEqual([{ field: 'images', message: "This File type isn't supported" }]);
    }
    expect((await upload(aarhus.id, [image(elfBytes(), 'x.jpg')], tokens.admin, 'da')).json().message).toBe('Denne filtype understøttes ikke.');
    expect(await rowsOf(aarhus.id)).toHaveLength(0);
  });

  it('refuses a file over 5 MB with the §5 message, and an empty file', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const tooBig = await upload(aarhus.id, [image(big)]);
    expect(tooBig.statusCode).toBe(413);
    expectErrorShape(tooBig.json(), 'PAYLOAD_TOO_LARGE');
    expect(tooBig.json().message).toBe('File size is too big, Max file size is 5MB');
    expect((await upload(aarhus.id, [image(big)], tokens.admin, 'da')).json().message).toBe('Filen er for stor. Den må højst være 5 MB.');
    // Exactly 5 MB is allowed.
    const limit = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024 - pngBytes().length, 0)]);
    const atLimit = await upload(aarhus.id, [image(limit)]);
    expect(atLimit.statusCode).toBe(201);
    await remove(aarhus.id, atLimit.json().image._id);

    const empty = await upload(aarhus.id, [image(Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty.');
    expect(await rowsOf(aarhus.id)).toHaveLength(0);
  });

  it('keeps only the last segment of a path in the name, without control characters; the key is generated', async () => {
    const response = await upload(aarhus.id, [image(pngBytes(), '../../etc/passwd.png')]);
    expect(response.statusCode).toBe(201);
    expect(response.json().image.name).toBe('passwd.png');
    const windows = await upload(aarhus.id, [image(pngBytes(), 'C:\\Users\\x\\evil\u202Egnp.exe\u0007')]);
    expect(windows.json().image.name).toBe('evilgnp.exe');
    const dots = await upload(aarhus.id, [image(pngBytes(), '..')]);
    expect(dots.json().image.name).toBe('file.png');
    for (const row of await rowsOf(aarhus.id)) {
      expect(row.storageKey).toMatch(new RegExp(`^devices/${aarhus.id}/images/[0-9a-f-]{36}\\.png$`));
      expect(await t.app.storage.has(row.storageKey)).toBe(true);
      await remove(aarhus.id, row.id);
    }
  });

  it('takes one file in the field "images" and nothing else', async () => {
    const cases: [string, Part[]][] = [
      ['two files', [image(pngBytes()), image(pngBytes(), 'b.png')]],
      ['another field', [image(pngBytes()), { field: 'note', body: 'hello' }]],
      ['a field first', [{ field: 'note', body: 'hello' }, image(pngBytes())]],
      ['the wrong field', [{ field: 'file', filename: 'a.png', contentType: 'image/png', body: pngBytes() }]],
      ['no file', []],
    ];
    for (const [what, parts] of cases) {
      const response = await upload(aarhus.id, parts);
      expect(response.statusCode, what).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
      expect(response.json().fields[0].field, what).toBe('images');
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/devices/${aarhus.id}/images`,
      payload: { images: 'x' },
      headers: t.auth(tokens.admin),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart/);
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/v1/devices/${aarhus.id}/images`,
      payload: pngBytes(),
      headers: { ...t.auth(tokens.admin), 'content-type': 'image/png' },
    });
    expect(raw.statusCode).toBe(400);
    expect(await rowsOf(aarhus.id)).toHaveLength(0);
  });

  it('is scoped: technicians may add pictures, members may only look, other organisations get 404', async () => {
    expect((await upload(aarhus.id, [image(pngBytes())], null)).statusCode).toBe(401);
    expect((await get(`/api/v1/devices/${aarhus.id}/images`, null)).statusCode).toBe(401);
    const byTechnician = await upload(aarhus.id, [image(pngBytes(), 'installed.png')], tokens.technician);
    expect(byTechnician.statusCode).toBe(201);
    const { _id: imageId, url } = byTechnician.json().image;
    expect((await upload(aarhus.id, [image(pngBytes())], tokens.member)).statusCode).toBe(403);
    expect((await get(`/api/v1/devices/${aarhus.id}/images`, tokens.member)).json().total).toBe(1);
    expect((await get(url, tokens.member)).statusCode).toBe(200);
    // Deleting needs update Device: the technician and the member may not.
    expect((await remove(aarhus.id, imageId, tokens.technician)).statusCode).toBe(403);
    expect((await remove(aarhus.id, imageId, tokens.member)).statusCode).toBe(403);
    for (const response of [
      await upload(aarhus.id, [image(pngBytes())], tokens.vejleAdmin),
      await get(`/api/v1/devices/${aarhus.id}/images`, tokens.vejleAdmin),
      await get(url, tokens.vejleAdmin),
      await remove(aarhus.id, imageId, tokens.vejleAdmin),
      await get(`/api/v1/devices/${vejle.id}/images`, tokens.member),
      await upload(vejle.id, [image(pngBytes())], tokens.technician),
    ]) {
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.json(), 'NOT_FOUND');
    }
    // An image id of another device is not found through this one.
    const own = await upload(vejle.id, [image(pngBytes())], tokens.vejleAdmin);
    expect(own.statusCode).toBe(201);
    expect((await get(`/api/v1/devices/${aarhus.id}/images/${own.json().image._id}/file`)).statusCode).toBe(404);
    expect((await remove(aarhus.id, imageId)).statusCode).toBe(200);
  });

  it('refuses uploads and deletions for deleted devices, which stay readable', async () => {
    const refused = await upload(deleted.id, [image(pngBytes())]);
    expect(refused.statusCode).toBe(409);
    expectErrorShape(refused.json(), 'DEVICE_DELETED');
    expect((await get(`/api/v1/devices/${deleted.id}/images`)).statusCode).toBe(200);
    expect((await remove(deleted.id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(409);
  });

  it("removes a device's image files when the device is deleted permanently", async () => {
    const doomed = await makeDevice(t, { org: 'Aarhus Kommune', category: 'camera', networkType: 'mqtt' });
    for (const name of ['a.png', 'b.png']) expect((await upload(doomed.id, [image(pngBytes(), name)])).statusCode).toBe(201);
    const keys = (await rowsOf(doomed.id)).map((row) => row.storageKey);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await t.app.storage.has(key)).toBe(true);
    const purged = await t.app.inject({ method: 'DELETE', url: `/api/v1/devices/${doomed.id}?perm=true`, headers: t.auth(tokens.admin) });
    expect(purged.statusCode).toBe(200);
    for (const key of keys) expect(await t.app.storage.has(key)).toBe(false);
  });
});
