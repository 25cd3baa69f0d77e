import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

let gw: TestGateway;
let admin: string;
let member: string;
let technician: string;
/** An order made for this file, assigned to the demo technician, on a device they may read. */
let order: { id: string };

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = admin): Promise<T> {
  const result = await gw.gql<T>(query, variables, token);
  if (result.errors) throw new Error(`unexpected errors: ${result.raw}`);
  return result.data!;
}

beforeAll(async () => {
  gw = await startGateway();
  [admin, member, technician] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member), tokenFor(gw, demoUsers.technician)]);
  const centerId = (await ok('{ serviceCenters(first: 10) { edges { node { id } } } }', {}, technician)).serviceCenters.edges[0].node.id;
  const { node } = await ok(
    'query ($id: ID!) { node(id: $id) { ... on ServiceCenter { organizations { id } technicians(first: 50) { edges { node { id user { email } } } } } } }',
    { id: centerId },
  );
  const technicianId = node.technicians.edges.find((e: { node: { user: { email: string } } }) => e.node.user.email === demoUsers.technician).node.id;
  const { devices } = await ok('query ($org: [ID!]) { devices(first: 10, filter: { organizationIds: $org, lifecycles: [INSTALLED] }) { edges { node { id owner { id } } } } }', {
    org: [node.organizations[0].id],
  });
  const device = devices.edges[0].node;
  const dueDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  order = (
    await ok('mutation ($input: CreateServiceOrderInput!) { createServiceOrder(input: $input) { serviceOrder { id } } }', {
      input: { deviceId: device.id, ownerId: device.owner.id, serviceCenterId: centerId, technicianId, dueDate },
    })
  ).createServiceOrder.serviceOrder;
});
afterAll(() => gw.close());

/** A real PNG of 2 × 2 grey pixels. */
function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8;
  const rows = Buffer.concat([Buffer.from([0, 0x80, 0x80]), Buffer.from([0, 0x80, 0x80])]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The start of a Linux executable, named as a picture. */
const elfBytes = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);

/** An upload as a browser sends it: fetch with FormData. */
async function upload(what: string, files: { bytes: Buffer; name: string }[], token: string | null = admin, field = what === 'attachments' ? 'file' : 'images', orderId = order.id) {
  const form = new FormData();
  for (const { bytes, name } of files) form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const res = await fetch(`${gw.url}/uploads/service-orders/${orderId}/${what}`, {
    method: 'POST',
    body: form,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.status, body: (await res.json()) as any };
}

const filesQuery = `query ($id: ID!) { node(id: $id) { ... on ServiceOrder {
  attachments(first: 100) { totalCount edges { node { id attachmentId kind name mimeType size url } } }
  beforeImages { id kind name url } afterImages { id kind name url } } } }`;

describe('service order files', () => {
  it('uploads attachments and before/after images through the gateway, lists them on the order and serves them by ticket', async () => {
    const attached = await upload('attachments', [
      { bytes: pngBytes(), name: 'skilt.png' },
      { bytes: Buffer.from('målt 12,5 cm\n', 'utf8'), name: '../../noter.txt' },
    ]);
    expect(attached.status).toBe(201);
    expect(attached.body.created).toHaveLength(2);
    expect(attached.body.created[0]).toMatchObject({ kind: 'ATTACHMENT', name: 'skilt.png', mimeType: 'image/png' });
    expect(attached.body.created[1].name).not.toContain('/');
    const before = await upload('before-images', [{ bytes: pngBytes(), name: 'før.png' }], technician);
    expect(before.status).toBe(201);
    expect(before.body.created[0]).toMatchObject({ kind: 'BEFORE_IMAGE', name: 'før.png' });
    const after = await upload('after-images', [{ bytes: pngBytes(), name: 'efter.png' }], technician);
    expect(after.status).toBe(201);

    const { node } = await ok(filesQuery, { id: order.id });
    expect(node.attachments.totalCount).toBe(2);
    expect(node.attachments.edges.map((e: { node: { id: string } }) => e.node.id).sort()).toEqual(attached.body.created.map((f: { id: string }) => f.id).sort());
    expect(node.beforeImages.map((f: { id: string }) => f.id)).toEqual([before.body.created[0].id]);
    expect(node.afterImages.map((f: { id: string }) => f.id)).toEqual([after.body.created[0].id]);

    // The URL serves the bytes with the type read at upload, without an Authorization header.
    const png = attached.body.created[0];
    const file = await fetch(`${gw.url}${png.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pngBytes());
    const image = await fetch(`${gw.url}${node.beforeImages[0].url}?download=true`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-disposition')).toMatch(/^attachment/);
    // A forged ticket, or a device image's path with an order's ticket, names nothing.
    expect((await fetch(`${gw.url}/files/service-order-files/${'A'.repeat(80)}`)).status).toBe(404);
    expect((await fetch(`${gw.url}${png.url.replace('/files/service-order-files/', '/files/device-images/')}`)).status).toBe(404);

    // node(id) for a file.
    expect((await ok('query ($id: ID!) { node(id: $id) { ... on Attachment { id name kind } } }', { id: png.id })).node).toEqual({ id: png.id, name: 'skilt.png', kind: 'ATTACHMENT' });
  });

  it('refuses hostile files, the wrong field, anonymous callers, foreign ids and a member, in the caller\'s language', async () => {
    const exe = await upload('before-images', [{ bytes: elfBytes(), name: 'photo.png' }]);
    expect(exe.status).toBe(400);
    expect(exe.body.message).toMatch(/type/i);
    const empty = await upload('attachments', [{ bytes: Buffer.alloc(0), name: 'empty.png' }]);
    expect(empty.status).toBe(400);
    const big = await upload('attachments', [{ bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 0x41), name: 'big.txt' }]);
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'File size is too big, Max file size is 5MB', code: expect.any(String) });
    expect((await upload('attachments', [{ bytes: pngBytes(), name: 'a.png' }], null)).status).toBe(401);
    expect((await upload('attachments', [{ bytes: pngBytes(), name: 'a.png' }], admin, 'file', 'not-an-id')).status).toBe(404);
    expect((await upload('no-such-kind', [{ bytes: pngBytes(), name: 'a.png' }])).status).toBe(404);
    const byMember = await upload('attachments', [{ bytes: pngBytes(), name: 'a.png' }], member);
    expect([403, 404]).toContain(byMember.status);
    expect(byMember.body).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect(JSON.stringify(byMember.body)).not.toMatch(/stack|\.ts:\d/);
  });

  it('deletes an attachment and an image; a member may not, and a finished order refuses', async () => {
    const { node } = await ok(filesQuery, { id: order.id });
    const attachment = node.attachments.edges[0].node;
    const del = 'mutation ($input: DeleteAttachmentInput!) { deleteAttachment(input: $input) { deletedAttachmentId serviceOrder { attachments { totalCount } } } }';
    expect(codeOf(await gw.gql(del, { input: { id: attachment.id } }, member))).toMatch(/FORBIDDEN|NOT_FOUND/);
    expect(codeOf(await gw.gql(del, { input: { id: order.id } }, admin))).toBe('BAD_USER_INPUT');
    const deleted = (await ok(del, { input: { id: attachment.id } })).deleteAttachment;
    expect(deleted).toEqual({ deletedAttachmentId: attachment.id, serviceOrder: { attachments: { totalCount: node.attachments.totalCount - 1 } } });
    expect((await ok('query ($id: ID!) { node(id: $id) { id } }', { id: attachment.id })).node).toBeNull();
    expect((await fetch(`${gw.url}${attachment.url}`)).status).toBe(404);

    const image = node.beforeImages[0];
    expect((await ok(del, { input: { id: image.id } }, technician)).deleteAttachment.deletedAttachmentId).toBe(image.id);

    await ok('mutation ($input: FinishServiceOrderInput!) { finishServiceOrder(input: $input) { serviceOrder { id } } }', { input: { id: order.id } });
    const closed = await gw.gql(del, { input: { id: node.afterImages[0].id } }, admin, { headers: { 'accept-language': 'en' } });
    expect(codeOf(closed)).toBe('CONFLICT');
    const late = await upload('attachments', [{ bytes: pngBytes(), name: 'late.png' }]);
    expect(late.status).toBe(409);
  });
});
