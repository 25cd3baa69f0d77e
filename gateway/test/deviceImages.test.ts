import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/globalId.ts';
import { MAX_UPLOAD_BODY_BYTES } from '../src/http/deviceImageRoutes.ts';
import { createFileTickets } from '../src/http/fileTickets.ts';
import { codeOf, demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

let gw: TestGateway;
let admin: string;
let member: string;
let technician: string;
/** A device of the member's organisation, made for this file. */
let device: { id: string; deviceId: string };
/** A device of another organisation. */
let foreign: { id: string };
/** A device the technician may read (one of the organisations they serve). */
let served: { id: string; owner: { id: string } };
let memberOrg: string;

beforeAll(async () => {
  gw = await startGateway();
  [admin, member, technician] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member), tokenFor(gw, demoUsers.technician)]);
  const rows = `{ devices(first: 100) { edges { node { id deviceId owner { id } deviceModel { id } } } } }`;
  type Rows = { devices: { edges: { node: { id: string; deviceId: string; owner: { id: string }; deviceModel: { id: string } } }[] } };
  const mine = (await gw.gql<Rows>(rows, {}, member)).data!.devices.edges[0]!.node;
  const all = (await gw.gql<Rows>(rows, {}, admin)).data!.devices.edges;
  memberOrg = mine.owner.id;
  foreign = all.find(({ node }) => node.owner.id !== mine.owner.id)!.node;
  served = (await gw.gql<Rows>(rows, {}, technician)).data!.devices.edges[0]!.node;
  const created = await gw.gql<{ createDevice: { device: { id: string; deviceId: string } } }>(
    'mutation ($input: CreateDeviceInput!) { createDevice(input: $input) { device { id deviceId } } }',
    { input: { name: 'GW images', networkId: `gw-images-${Date.now()}`, ownerId: mine.owner.id, deviceModelId: mine.deviceModel.id } },
    admin,
  );
  if (!created.data) throw new Error(created.raw);
  device = created.data.createDevice.device;
});
afterAll(() => gw.close());

/** A real PNG of `width` × `height` grey pixels. */
function pngBytes(width = 2, height = 2): Buffer {
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
  header[8] = 8;
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The start of a Linux executable. */
const elfBytes = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);

type Answer = { status: number; body: any; headers: Headers };

/** An upload as a browser sends it: fetch with FormData (Content-Length known). */
async function upload(deviceId: string, file: Buffer, name: string, token: string | null = admin, language = 'en', field = 'images'): Promise<Answer> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)], { type: 'image/png' }), name);
  const res = await fetch(`${gw.url}/uploads/devices/${deviceId}/images`, {
    method: 'POST',
    body: form,
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const imagesQuery = `query ($id: ID!) { node(id: $id) { ... on Device { images(first: 20) { totalCount edges { node { id imageId name mimeType size kind createdAt url } } } } } }`;
async function images(deviceId: string, token = admin) {
  const result = await gw.gql(imagesQuery, { id: deviceId }, token);
  if (result.errors) throw new Error(result.raw);
  return result.data!.node.images as { totalCount: number; edges: { node: { id: string; imageId: string; name: string; mimeType: string; size: number; kind: string; url: string } }[] };
}
const deleteMutation = 'mutation ($input: DeleteDeviceImageInput!) { deleteDeviceImage(input: $input) { deletedImageId device { id images { totalCount } } } }';

describe('device images through the gateway', () => {
  it('round-trips a PNG: upload, list, download the same bytes with <img>-safe headers, delete', async () => {
    const bytes = pngBytes(40, 30);
    const created = await upload(device.id, bytes, 'Brønd 7 – før.png');
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const image = created.body.image;
    expect(image).toMatchObject({ name: 'Brønd 7 – før.png', mimeType: 'image/png', size: bytes.length, kind: 'PICTURE' });
    expect(image.url).toMatch(/^\/files\/device-images\/[A-Za-z0-9_-]+$/);
    // The URL carries no token or id in the clear.
    expect(image.url).not.toContain(admin.slice(0, 20));
    expect(image.url).not.toContain(device.deviceId);

    const listed = await images(device.id);
    expect(listed.totalCount).toBe(1);
    expect(listed.edges[0]!.node).toMatchObject({ id: image.id, imageId: image.imageId, name: image.name, size: bytes.length, kind: 'PICTURE' });
    // The same URL for the same session and image within its window: the browser's cache serves it again.
    expect(listed.edges[0]!.node.url).toBe(image.url);

    // An <img src> request: no Authorization header, no cookie.
    const file = await fetch(gw.url + image.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(file.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(file.headers.get('cache-control')!.split('=')[1]);
    expect(maxAge).toBeGreaterThan(540);
    expect(maxAge).toBeLessThanOrEqual(900);
    const download = await fetch(`${gw.url}${image.url}?download=true`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    await download.arrayBuffer();

    // Another session's URL for the same image differs; a member may read the device.
    const memberUrl = (await images(device.id, member)).edges[0]!.node.url;
    expect(memberUrl).not.toBe(image.url);
    expect((await fetch(gw.url + memberUrl)).status).toBe(200);

    const deleted = await gw.gql(deleteMutation, { input: { id: image.id } }, admin);
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteDeviceImage).toEqual({ deletedImageId: image.id, device: { id: device.id, images: { totalCount: 0 } } });
    // The file is gone: its URL answers 404 in the caller's language.
    const gone = await fetch(gw.url + image.url, { headers: { 'accept-language': 'da' } });
    expect(gone.status).toBe(404);
    const goneBody = await gone.json();
    expect(goneBody.code).toBe('NOT_FOUND');
    expect(goneBody.message).toMatch(/[æøå]|ikke/i);
  });

  it('refuses a file over 5 MB with 413 in the caller\'s language, whether its length is declared or streamed, and stores nothing', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    pngBytes().copy(big);
    const declared = await upload(device.id, big, 'big.png', admin, 'da');
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Filen er for stor. Den må højst være 5 MB.' });

    // Chunked, without Content-Length: cut off as it streams past the limit.
    const boundary = 'gw-test-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    let sent = 0;
    const chunks = [head, ...Array.from({ length: 96 }, (_, i) => big.subarray(i * 65_536, (i + 1) * 65_536)), tail];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) {
          sent += next.length;
          controller.enqueue(next);
        } else controller.close();
      },
    });
    const res = await fetch(`${gw.url}/uploads/devices/${device.id}/images`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'File size is too big, Max file size is 5MB' });
    expect(sent).toBeGreaterThan(MAX_UPLOAD_BODY_BYTES);

    // Just over 5 MB, within the multipart allowance: the API refuses it, in the same words.
    const over = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    pngBytes().copy(over);
    const byApi = await upload(device.id, over, 'over.png', admin, 'da');
    expect(byApi.status).toBe(413);
    expect(byApi.body).toMatchObject({ message: declared.body.message });
    expect((await images(device.id)).totalCount).toBe(0);
  });

  it('refuses hostile files as the API does: a renamed executable, an empty file, a path as its name kept as a display name only', async () => {
    const exe = await upload(device.id, elfBytes(), 'photo.png');
    expect(exe.status).toBe(400);
    expect(exe.body).toMatchObject({ code: 'VALIDATION_FAILED', message: "This File type isn't supported" });
    const empty = await upload(device.id, Buffer.alloc(0), 'empty.png', admin, 'da');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Filen er tom.' });
    const wrongField = await upload(device.id, pngBytes(), 'a.png', admin, 'en', 'file');
    expect(wrongField.status).toBe(400);
    const json = await fetch(`${gw.url}/uploads/devices/${device.id}/images`, {
      method: 'POST',
      body: JSON.stringify({ images: 'x' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    expect(json.status).toBe(400);
    expect((await json.json()).message).toBe('Send the file as multipart/form-data.');

    const pathName = await upload(device.id, pngBytes(), '../../../etc/passwd.png');
    expect(pathName.status).toBe(201);
    expect(pathName.body.image.name).toBe('passwd.png');
    const file = await fetch(gw.url + pathName.body.image.url);
    expect(file.headers.get('content-disposition')).not.toContain('/');
    await file.arrayBuffer();
    expect((await gw.gql(deleteMutation, { input: { id: pathName.body.image.id } }, admin)).errors).toBeUndefined();
  });

  it('refuses the anonymous (401), other tenants (404) and members without the right to add pictures (403); technicians may add but not delete', async () => {
    const anonymous = await upload(device.id, pngBytes(), 'a.png', null, 'da');
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Du er ikke logget ind.' } });
    const badToken = await upload(device.id, pngBytes(), 'a.png', 'not-a-token');
    expect(badToken.status).toBe(401);
    const otherTenant = await upload(foreign.id, pngBytes(), 'a.png', member);
    expect(otherTenant).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const notADevice = await upload(toGlobalId('Organization', device.deviceId), pngBytes(), 'a.png');
    expect(notADevice).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const readOnly = await upload(device.id, pngBytes(), 'a.png', member);
    expect(readOnly).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });

    // Technicians add pictures while installing (create Attachment), and may not delete them.
    const byTechnician = await upload(served.id, pngBytes(), 'installation.png', technician);
    expect(byTechnician.status).toBe(201);
    const refused = await gw.gql(deleteMutation, { input: { id: byTechnician.body.image.id } }, technician);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    // A member may not delete; one of another organisation does not learn the device exists.
    const memberDelete = await gw.gql(deleteMutation, { input: { id: byTechnician.body.image.id } }, member);
    expect(codeOf(memberDelete)).toBe(served.owner.id === memberOrg ? 'FORBIDDEN' : 'NOT_FOUND');
    expect((await gw.gql(deleteMutation, { input: { id: byTechnician.body.image.id } }, admin)).errors).toBeUndefined();
    expect(codeOf(await gw.gql(deleteMutation, { input: { id: device.id } }, admin))).toBe('BAD_USER_INPUT');
  });

  it('serves a file only for a ticket this gateway made, unexpired and unchanged, with the rights of the session in it', async () => {
    const created = await upload(device.id, pngBytes(), 'ticket.png');
    const url: string = created.body.image.url;
    const ticket = url.slice(url.lastIndexOf('/') + 1);
    // One character changed: the authentication fails.
    const flipped = ticket.slice(0, 20) + (ticket[20] === 'A' ? 'B' : 'A') + ticket.slice(21);
    expect((await fetch(`${gw.url}/files/device-images/${flipped}`)).status).toBe(404);
    expect((await fetch(`${gw.url}/files/device-images/${'A'.repeat(5000)}`)).status).toBe(404);
    // Another gateway's key (a copied URL from elsewhere) opens nothing here.
    const other = createFileTickets('another key of at least thirty-two characters');
    expect((await fetch(gw.url + other.deviceImageUrl(device.deviceId, created.body.image.imageId, admin))).status).toBe(404);
    const tickets = createFileTickets('a shared secret of at least thirty-two characters');
    const past = tickets.deviceImageUrl(device.deviceId, created.body.image.imageId, admin, Date.now() - 16 * 60_000);
    expect(tickets.open(past.slice(past.lastIndexOf('/') + 1))).toBeNull();
    const now = tickets.deviceImageUrl(device.deviceId, created.body.image.imageId, admin);
    expect(tickets.open(now.slice(now.lastIndexOf('/') + 1))).toMatchObject({ deviceId: device.deviceId, token: admin });

    // A session that ended: the API refuses the ticket's token.
    const login = await fetch(`${gw.apiUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoUsers.admin, password: 'Demo1234!' }),
    });
    const fresh = ((await login.json()) as { token: string }).token;
    const freshUrl = (await images(device.id, fresh)).edges[0]!.node.url;
    expect((await fetch(gw.url + freshUrl)).status).toBe(200);
    expect((await gw.gql('mutation { logout { ok } }', {}, fresh)).errors).toBeUndefined();
    expect((await fetch(gw.url + freshUrl)).status).toBe(401);
    expect((await gw.gql(deleteMutation, { input: { id: created.body.image.id } }, admin)).errors).toBeUndefined();
  });
});
