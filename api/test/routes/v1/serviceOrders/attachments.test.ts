import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { serviceOrderAttachmentSchema, serviceOrderImageSchema } from '../../../../src/serviceOrders/serviceOrderFileSchema.ts';
import type { AppEvent } from '../../../../src/events/AppEvent.ts';
import { waitFor } from '../../../events/readEvents.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';
import { elfBytes, gifBytes, jpegBytes, multipart, type Part, peBytes, pngBytes } from '../../../storage/uploadFixtures.ts';
import { makeDevice } from '../devices/fixtures.ts';
import { cfbBytes, day, docmBytes, docxBytes, pdfBytes, serviceIds } from './serviceOrderFileFixtures.ts';

/**
 * A service order's attachments and before/after images over real HTTP handling (inject), a seeded
 * database and the real file storage (a temporary folder): uploads land in storage and leave it,
 * hostile files are refused, every demo role is scoped, finished and archived orders refuse changes.
 */
let t: TestApp;
type Who = 'admin' | 'member' | 'vejleAdmin' | 'lars' | 'niels';
const tokens = {} as Record<Who, string>;
let ids: Awaited<ReturnType<typeof serviceIds>>;
let aarhusDevice: { id: string; ownerId: string };
let vejleDevice: { id: string; ownerId: string };
/** Aarhus order assigned to lars (the demo technician); one assigned to niels; Vejle's order (Køge centre). */
let larsOrder: string;
let nielsOrder: string;
let vejleOrder: string;

const auth = (who: Who | null) => (who ? t.auth(tokens[who]) : {});
const call = (who: Who | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, language = 'en') =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...auth(who), 'accept-language': language }, ...(payload === undefined ? {} : { payload: payload as never }) });
const send = (who: Who | null, method: 'POST' | 'PUT', url: string, parts: Part[], language = 'en') => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method, url: `/api/v1${url}`, payload, headers: { ...headers, ...auth(who), 'accept-language': language } });
};
const file = (body: Buffer, filename: string, contentType = 'application/octet-stream', field = 'file'): Part => ({ field, filename, contentType, body });
const attach = (orderId: string, parts: Part[], who: Who | null = 'admin', language = 'en') => send(who, 'POST', `/service-orders/${orderId}/attachments`, parts, language);
const putImages = (orderId: string, kind: 'before' | 'after', parts: Part[], who: Who | null = 'admin') =>
  send(who, 'PUT', `/service-orders/${orderId}/images/${kind}-images`, parts);
const image = (body: Buffer, filename = 'photo.png') => file(body, filename, 'image/png', 'images');
const rowsOf = (orderId: string) => t.database.db.select().from(schema.attachments).where(eq(schema.attachments.serviceOrderId, orderId));

const createOrder = async (body: Record<string, unknown>) => {
  const response = await call('admin', 'POST', '/service-orders', { service_issue: 'Sender ikke', dueDate: day(2), ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
};

/** The app's data folder: its files land in `files/` below, where the tests look for them. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'service-files-'));

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir } });
  ids = await serviceIds(t);
  aarhusDevice = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'nbiot' });
  vejleDevice = await makeDevice(t, { org: 'Vejle Forsyning', category: 'water_level', networkType: 'nbiot' });
  [tokens.admin, tokens.member, tokens.vejleAdmin, tokens.lars, tokens.niels] = await Promise.all([
    t.login('admin@example.com'),
    t.login('member@example.com'),
    t.login('sofie.jensen@example.com'),
    t.login('technician@example.com'),
    t.login('niels.poulsen@example.com'),
  ]);
  const aarhus = { device: aarhusDevice.id, owner: ids.aarhusOrg, service_center: ids.aarhusCenter };
  larsOrder = await createOrder({ ...aarhus, technician: ids.lars });
  nielsOrder = await createOrder({ ...aarhus, technician: ids.niels });
  vejleOrder = await createOrder({ device: vejleDevice.id, owner: ids.vejleOrg, service_center: ids.kogeCenter, technician: ids.camilla });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('service-order attachments', () => {
  it('round-trips several files: upload, list, download the same bytes, delete, files gone; history and event per change', async () => {
    // An administrator's subscription on the real event bus (NOTIFY through the database).
    const events: AppEvent[] = [];
    const unsubscribe = t.app.events.subscribe({
      userId: 'test', jti: 'test', organizationIds: [], isAdmin: true, deviceScope: 'all', serviceOrderScope: { all: true },
      monitoringScope: 'all', language: 'en', types: new Set(['serviceOrder.changed'] as const),
      send: (event) => events.push(event), sendRaw: () => {}, close: () => {},
    });
    const pdf = pdfBytes();
    const docx = docxBytes();
    const csv = Buffer.from('serial;status\nA-1;ok\nB-2;defekt æøå\n', 'utf8');
    const created = await attach(larsOrder, [
      file(pdf, 'Servicerapport.pdf', 'application/pdf'),
      file(docx, 'Tilbud.docx'),
      file(csv, 'målinger.csv', 'text/csv'),
      file(jpegBytes(), 'skab.jpg', 'image/jpeg'),
      file(Buffer.from('Nøgle hos vagten\n'), 'note'),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const { created: added, attachments } = created.json();
    for (const item of added) expect(serviceOrderAttachmentSchema.strict().parse(item)).toEqual(item);
    expect(added.map((a: { name: string; mimeType: string }) => [a.name, a.mimeType])).toEqual([
      ['Servicerapport.pdf', 'application/pdf'],
      ['Tilbud.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['målinger.csv', 'text/csv'],
      ['skab.jpg', 'image/jpeg'],
      ['note', 'text/plain'],
    ]);
    expect(attachments).toMatchObject({ page: 1, total: 5 });

    const rows = await rowsOf(larsOrder);
    expect(rows).toHaveLength(5);
    expect((await storedUnder(larsOrder)).sort()).toEqual(rows.map((row) => row.storageKey).sort());
    for (const row of rows) {
      expect(row.storageKey).toMatch(new RegExp(`^service-orders/${larsOrder}/attachments/[0-9a-f-]{36}\\.(pdf|docx|csv|jpg|txt)$`));
      expect(await t.app.storage.has(row.storageKey)).toBe(true);
    }

    const list = await call('admin', 'GET', `/service-orders/${larsOrder}/attachments?perPage=2`);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toMatchObject({ page: 1, perPage: 2, total: 5, lastPage: 3 });

    const pdfItem = added[0];
    expect(pdfItem.url).toBe(`/api/v1/service-orders/${larsOrder}/attachments/${pdfItem._id}/file`);
    const download = await t.app.inject({ url: pdfItem.url, headers: t.auth(tokens.lars) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-length': String(pdf.length),
    });
    expect(download.headers['content-disposition']).toMatch(/^inline; filename="Servicerapport.pdf"/);
    const csvDownload = await t.app.inject({ url: `${added[2].url}?download=true`, headers: t.auth(tokens.admin) });
    expect(csvDownload.rawPayload.equals(csv)).toBe(true);
    expect(csvDownload.headers['content-disposition']).toMatch(/^attachment; /);

    const removed = await call('lars', 'DELETE', `/service-orders/${larsOrder}/attachments/${pdfItem._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const pdfRow = rows.find((r) => r.id === pdfItem._id)!;
    expect(await t.app.storage.has(pdfRow.storageKey)).toBe(false);
    expect((await t.app.inject({ url: pdfItem.url, headers: t.auth(tokens.admin) })).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/service-orders/${larsOrder}/attachments/${pdfItem._id}`)).statusCode).toBe(404);

    const history = (await call('admin', 'GET', `/service-orders/${larsOrder}/history`)).json();
    const [deleted, add] = history.data;
    expect(deleted).toMatchObject({ action: 'serviceOrder.attachment.delete', actor: { name: 'Lars Pedersen' } });
    expect(deleted.changes).toEqual({ attachments: { from: { _id: pdfItem._id, name: 'Servicerapport.pdf', mimeType: 'application/pdf', size: pdf.length }, to: null } });
    expect(add).toMatchObject({ action: 'serviceOrder.attachment.add', actor: { name: 'Mette Nielsen' } });
    expect(add.changes.attachments.to).toHaveLength(5);

    await waitFor(() => events.length >= 2);
    expect(events.slice(0, 2).map((e) => e.data)).toEqual([
      { kind: 'UPDATED', orderId: larsOrder, ownerId: ids.aarhusOrg },
      { kind: 'UPDATED', orderId: larsOrder, ownerId: ids.aarhusOrg },
    ]);
    unsubscribe();

    // Clean up the rest through the API.
    for (const item of added.slice(1)) expect((await call('admin', 'DELETE', `/service-orders/${larsOrder}/attachments/${item._id}`)).statusCode).toBe(200);
    for (const row of rows) expect(await t.app.storage.has(row.storageKey)).toBe(false);
    expect(await storedUnder(larsOrder)).toEqual([]);
  });

  it('refuses hostile files — renamed executables, macros, legacy Office containers, binary "text" — and stores none of a request', async () => {
    const good = file(pdfBytes(), 'ok.pdf');
    const cases: [Buffer, string][] = [
      [elfBytes(), 'rapport.pdf'],
      [peBytes(), 'setup.txt'],
      [docmBytes(), 'makro.docx'],
      [cfbBytes(), 'gammel.doc'],
      [Buffer.concat([Buffer.from('text'), Buffer.from([0, 1, 2])]), 'data.csv'],
      [Buffer.from([0xc3, 0x28, 0xa0, 0xa1]), 'latin.txt'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.png'],
      [Buffer.from('#!/bin/sh\nrm -rf /\n'), 'run.sh'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'rapport.html'],
    ];
    for (const [body, name] of cases) {
      const response = await attach(larsOrder, [good, file(body, name, 'application/pdf')]);
      expect(response.statusCode, name).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
      expect(response.json().message, name).toBe("This File type isn't supported");
    }
    expect((await attach(larsOrder, [file(elfBytes(), 'x.pdf')], 'admin', 'da')).json().message).toBe('Denne filtype understøttes ikke.');
    expect(await rowsOf(larsOrder)).toHaveLength(0);
    expect(await storedUnder(larsOrder)).toEqual([]);
  });

  it('refuses 6 MB, zero bytes, too many files, other fields and non-multipart bodies; keeps only a name\'s last segment', async () => {
    const big = await attach(larsOrder, [file(Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024, 0x20)]), 'big.pdf')]);
    expect(big.statusCode).toBe(413);
    expectErrorShape(big.json(), 'PAYLOAD_TOO_LARGE');
    expect(big.json().message).toBe('File size is too big, Max file size is 5MB');

    const empty = await attach(larsOrder, [file(Buffer.alloc(0), 'empty.pdf')]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty.');

    const eleven = await attach(larsOrder, Array.from({ length: 11 }, (_, i) => file(pdfBytes(), `${i}.pdf`)), 'admin', 'da');
    expect(eleven.statusCode).toBe(400);
    expectErrorShape(eleven.json(), 'VALIDATION_FAILED');
    expect(eleven.json().message).toBe('Send højst 10 filer ad gangen i feltet "file".');

    for (const parts of [[file(pdfBytes(), 'a.pdf'), { field: 'note', body: 'x' }], [file(pdfBytes(), 'a.pdf', 'application/pdf', 'images')], []] as Part[][]) {
      const response = await attach(larsOrder, parts);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].field).toBe('file');
    }
    const json = await call('admin', 'POST', `/service-orders/${larsOrder}/attachments`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart/);
    expect(await rowsOf(larsOrder)).toHaveLength(0);

    const named = await attach(larsOrder, [file(pdfBytes(), '../../../etc/passwd.pdf'), file(pdfBytes(), 'C:\\x\\rapport\u202Efdp.exe')]);
    expect(named.statusCode).toBe(201);
    expect(named.json().created.map((a: { name: string }) => a.name)).toEqual(['passwd.pdf', 'rapportfdp.exe']);
    for (const row of await rowsOf(larsOrder)) {
      expect(row.storageKey.startsWith(`service-orders/${larsOrder}/attachments/`)).toBe(true);
      await call('admin', 'DELETE', `/service-orders/${larsOrder}/attachments/${row.id}`);
    }
  });

  it('is scoped: anonymous 401; a member without Service 403; another organisation\'s order 404; a technician changes only their own orders', async () => {
    const own = await attach(larsOrder, [file(pdfBytes(), 'lars.pdf')], 'lars');
    expect(own.statusCode).toBe(201);
    const item = own.json().created[0];

    expect((await attach(larsOrder, [file(pdfBytes(), 'a.pdf')], null)).statusCode).toBe(401);
    expect((await call(null, 'GET', `/service-orders/${larsOrder}/attachments`)).statusCode).toBe(401);
    expect((await t.app.inject({ url: item.url })).statusCode).toBe(401);

    // The member's role grants nothing on Service.
    for (const response of [
      await call('member', 'GET', `/service-orders/${larsOrder}/attachments`),
      await attach(larsOrder, [file(pdfBytes(), 'a.pdf')], 'member'),
      await t.app.inject({ url: item.url, headers: t.auth(tokens.member) }),
    ]) {
      expect(response.statusCode).toBe(403);
      expectErrorShape(response.json(), 'FORBIDDEN');
    }

    // Vejle's administrator reads Vejle's orders, read-only, and never sees Aarhus's.
    const vejleFile = await attach(vejleOrder, [file(pdfBytes(), 'vejle.pdf')]);
    expect(vejleFile.statusCode).toBe(201);
    expect((await call('vejleAdmin', 'GET', `/service-orders/${vejleOrder}/attachments`)).json().total).toBe(1);
    expect((await t.app.inject({ url: vejleFile.json().created[0].url, headers: t.auth(tokens.vejleAdmin) })).statusCode).toBe(200);
    expect((await attach(vejleOrder, [file(pdfBytes(), 'a.pdf')], 'vejleAdmin')).statusCode).toBe(403);
    expect((await call('vejleAdmin', 'DELETE', `/service-orders/${vejleOrder}/attachments/${vejleFile.json().created[0]._id}`)).statusCode).toBe(403);
    for (const response of [
      await call('vejleAdmin', 'GET', `/service-orders/${larsOrder}/attachments`),
      await attach(larsOrder, [file(pdfBytes(), 'a.pdf')], 'vejleAdmin'),
      await t.app.inject({ url: item.url, headers: t.auth(tokens.vejleAdmin) }),
      await call('vejleAdmin', 'DELETE', `/service-orders/${larsOrder}/attachments/${item._id}`),
      // Lars works in Aarhus: the Køge centre's order does not exist for him.
      await call('lars', 'GET', `/service-orders/${vejleOrder}/attachments`),
      await attach(vejleOrder, [file(pdfBytes(), 'a.pdf')], 'lars'),
      await call('lars', 'GET', `/service-orders/00000000-0000-4000-8000-000000000000/attachments`),
    ]) {
      expect(response.statusCode).toBe(404);
      expectErrorShape(response.json(), 'NOT_FOUND');
    }
    // An attachment id of another order is not this order's.
    expect((await call('admin', 'DELETE', `/service-orders/${nielsOrder}/attachments/${item._id}`)).statusCode).toBe(404);

    // Lars reads his centre's order assigned to Niels, but may not change it; Niels may.
    expect((await call('lars', 'GET', `/service-orders/${nielsOrder}/attachments`)).statusCode).toBe(200);
    expect((await attach(nielsOrder, [file(pdfBytes(), 'a.pdf')], 'lars')).statusCode).toBe(403);
    const byNiels = await attach(nielsOrder, [file(pdfBytes(), 'niels.pdf')], 'niels');
    expect(byNiels.statusCode).toBe(201);
    expect((await call('lars', 'DELETE', `/service-orders/${nielsOrder}/attachments/${byNiels.json().created[0]._id}`)).statusCode).toBe(403);
    expect(await rowsOf(nielsOrder)).toHaveLength(1);
  });

  it('a finished or archived order refuses changes (409 naming its state) but still lists and downloads', async () => {
    const order = await createOrder({ device: aarhusDevice.id, owner: ids.aarhusOrg, service_center: ids.aarhusCenter, technician: ids.lars });
    const kept = (await attach(order, [file(pdfBytes(), 'rapport.pdf')])).json().created[0];
    await putImages(order, 'before', [image(pngBytes())], 'lars');
    expect((await call('lars', 'PATCH', `/service-orders/${order}/finish`)).statusCode).toBe(200);
    for (const [state, message] of [
      ['completed', 'The service order cannot be changed because it is completed.'],
      ['archived', 'The service order cannot be changed because it is archived.'],
    ] as const) {
      if (state === 'archived') expect((await call('admin', 'PATCH', `/service-orders/${order}/archive`)).statusCode).toBe(200);
      for (const response of [
        await attach(order, [file(pdfBytes(), 'late.pdf')], 'lars'),
        await attach(order, [file(pdfBytes(), 'late.pdf')], 'admin'),
        await putImages(order, 'after', [image(pngBytes())], 'lars'),
        await call('admin', 'DELETE', `/service-orders/${order}/attachments/${kept._id}`),
      ]) {
        expect(response.statusCode, state).toBe(409);
        expectErrorShape(response.json(), 'CONFLICT');
        expect(response.json().message).toBe(message);
      }
      expect((await call('admin', 'GET', `/service-orders/${order}/attachments`)).json().total).toBe(1);
      expect((await t.app.inject({ url: kept.url, headers: t.auth(tokens.lars) })).statusCode).toBe(200);
    }
    const danish = await attach(order, [file(pdfBytes(), 'late.pdf')], 'admin', 'da');
    expect(danish.json().message).toBe('Serviceordren kan ikke ændres, fordi den er arkiveret.');
    expect(await rowsOf(order)).toHaveLength(2);
  });

  it('deleting an order removes its files from storage', async () => {
    const order = await createOrder({ device: aarhusDevice.id, owner: ids.aarhusOrg, service_center: ids.aarhusCenter, technician: ids.lars });
    await attach(order, [file(pdfBytes(), 'a.pdf'), file(docxBytes(), 'b.docx')]);
    await putImages(order, 'before', [image(pngBytes()), image(gifBytes(), 'g.gif')]);
    const keys = (await rowsOf(order)).map((row) => row.storageKey);
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(await t.app.storage.has(key)).toBe(true);
    expect((await call('admin', 'DELETE', `/service-orders/${order}`)).statusCode).toBe(204);
    expect(await rowsOf(order)).toHaveLength(0);
    for (const key of keys) expect(await t.app.storage.has(key)).toBe(false);
    expect(await storedUnder(order)).toEqual([]);
  });

  it("purging a device removes the files of its (closed) orders from storage", async () => {
    const device = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'nbiot' });
    const order = await createOrder({ device: device.id, owner: ids.aarhusOrg, service_center: ids.aarhusCenter, technician: ids.lars });
    await attach(order, [file(pdfBytes(), 'a.pdf')]);
    await putImages(order, 'after', [image(pngBytes())]);
    const keys = (await rowsOf(order)).map((row) => row.storageKey);
    expect(keys).toHaveLength(2);
    expect((await call('admin', 'PATCH', `/service-orders/${order}/finish`)).statusCode).toBe(200);
    const purged = await call('admin', 'DELETE', `/devices/${device.id}?perm=true`);
    expect(purged.statusCode, purged.body).toBeLessThan(300);
    for (const key of keys) expect(await t.app.storage.has(key)).toBe(false);
    expect(await storedUnder(order)).toEqual([]);
  });
});

describe('before and after images', () => {
  it('adds images of each kind, lists both, downloads, deletes by kind; history and storage follow', async () => {
    const before = await putImages(larsOrder, 'before', [image(pngBytes(4, 3), 'før 1.png'), image(jpegBytes(), 'før 2.jpg')], 'lars');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().created.map((i: { kind: string; mimeType: string }) => [i.kind, i.mimeType])).toEqual([
      ['before_image', 'image/png'],
      ['before_image', 'image/jpeg'],
    ]);
    for (const item of before.json().created) expect(serviceOrderImageSchema.strict().parse(item)).toEqual(item);
    const after = await putImages(larsOrder, 'after', [image(gifBytes(), 'efter.gif')], 'lars');
    expect(after.statusCode).toBe(200);
    const listed = (await call('admin', 'GET', `/service-orders/${larsOrder}/images`)).json();
    expect(listed.beforeImages).toHaveLength(2);
    expect(listed.afterImages).toEqual(after.json().created);

    const afterImage = after.json().created[0];
    const download = await t.app.inject({ url: afterImage.url, headers: t.auth(tokens.lars) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/gif');
    expect(download.rawPayload.equals(gifBytes())).toBe(true);

    // The twin of the other kind does not delete it.
    expect((await call('lars', 'DELETE', `/service-orders/${larsOrder}/images/before-image/${afterImage._id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(schema.attachments).where(eq(schema.attachments.id, afterImage._id));
    expect(row!.storageKey).toMatch(new RegExp(`^service-orders/${larsOrder}/after-images/[0-9a-f-]{36}\\.gif$`));
    expect((await call('lars', 'DELETE', `/service-orders/${larsOrder}/images/after-image/${afterImage._id}`)).statusCode).toBe(200);
    expect(await t.app.storage.has(row!.storageKey)).toBe(false);
    expect((await call('admin', 'GET', `/service-orders/${larsOrder}/images`)).json().afterImages).toEqual([]);

    const history = (await call('admin', 'GET', `/service-orders/${larsOrder}/history?perPage=3`)).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['serviceOrder.image.delete', 'serviceOrder.image.add', 'serviceOrder.image.add']);
    expect(history[0].changes.afterImages.from).toMatchObject({ _id: afterImage._id, mimeType: 'image/gif' });
    expect(history[2].changes.beforeImages.to).toHaveLength(2);
  });

  it('takes images only, read from the bytes, and caps each kind at 30', async () => {
    for (const [body, name] of [[pdfBytes(), 'foto.jpg'], [elfBytes(), 'foto.png'], [Buffer.from('text'), 'foto.png']] as const) {
      const response = await putImages(larsOrder, 'after', [image(body, name)]);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message).toBe("This File type isn't supported");
    }
    const have = (await call('admin', 'GET', `/service-orders/${larsOrder}/images`)).json().beforeImages.length as number;
    for (let added = have; added < 30; added += 10) {
      const batch = Array.from({ length: Math.min(10, 30 - added) }, (_, i) => image(pngBytes(), `${added + i}.png`));
      expect((await putImages(larsOrder, 'before', batch)).statusCode).toBe(200);
    }
    const full = await putImages(larsOrder, 'before', [image(pngBytes())]);
    expect(full.statusCode).toBe(409);
    expectErrorShape(full.json(), 'CONFLICT');
    expect(full.json().message).toBe('A service order can have at most 30 images of each kind; there is room for 0 more.');
    const count = await t.database.db.execute<{ n: number | string }>(
      sql`select count(*) as n from attachments where service_order_id = ${larsOrder} and kind = 'before_image'`,
    );
    expect(Number(count.rows[0]!.n)).toBe(30);
    // The refused request's file did not stay in storage: the folder holds exactly the rows' files.
    const keys = (await t.database.db.select().from(schema.attachments).where(and(eq(schema.attachments.serviceOrderId, larsOrder)))).map((r) => r.storageKey);
    expect((await storedUnder(larsOrder)).sort()).toEqual(keys.sort());
  });

  it('is scoped as the attachments: member 403, another tenant 404, another technician\'s order 403', async () => {
    expect((await call('member', 'GET', `/service-orders/${larsOrder}/images`)).statusCode).toBe(403);
    expect((await call('vejleAdmin', 'GET', `/service-orders/${larsOrder}/images`)).statusCode).toBe(404);
    expect((await putImages(larsOrder, 'after', [image(pngBytes())], 'vejleAdmin')).statusCode).toBe(404);
    expect((await putImages(vejleOrder, 'after', [image(pngBytes())], 'vejleAdmin')).statusCode).toBe(403);
    expect((await putImages(nielsOrder, 'after', [image(pngBytes())], 'lars')).statusCode).toBe(403);
    expect((await putImages(larsOrder, 'after', [image(pngBytes())], null)).statusCode).toBe(401);
  });
});

/** The keys stored under an order's folder, read from the storage folder itself. */
async function storedUnder(orderId: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const folder = path.join(root, 'service-orders', orderId);
  const found = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return found.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
