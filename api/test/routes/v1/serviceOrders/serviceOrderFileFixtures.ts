import { sql } from 'drizzle-orm';
import { deflateRawSync } from 'node:zlib';
import type { TestApp } from '../../../helpers/testApp.ts';

/**
 * The demo data's centres, technicians and organisations the service-order file tests use. Their
 * orders of Vejle Forsyning go to Servicecenter Køge (Camilla's), so Køge serves Vejle here too: an
 * order's centre must serve its owner, and Vejle's own centre (Kolding) has no active technician.
 */
export async function serviceIds(t: TestApp) {
  const one = async (query: ReturnType<typeof sql>) => (await t.database.db.execute<{ id: string }>(query)).rows[0]!.id;
  await t.database.db.execute(sql`insert into service_center_organizations (service_center_id, organization_id)
    select sc.id, o.id from service_centers sc, organizations o where sc.name = 'Servicecenter Køge' and o.name = 'Vejle Forsyning'
    on conflict do nothing`);
  const technicianOf = (email: string) =>
    one(sql`select t.id from technicians t join users u on u.id = t.user_id where u.email = ${email} order by t.is_active desc limit 1`);
  return {
    aarhusCenter: await one(sql`select id from service_centers where name = 'Servicecenter Aarhus'`),
    kogeCenter: await one(sql`select id from service_centers where name = 'Servicecenter Køge'`),
    lars: await technicianOf('technician@example.com'),
    niels: await technicianOf('niels.poulsen@example.com'),
    camilla: await technicianOf('camilla.larsen@example.com'),
    aarhusOrg: await one(sql`select id from organizations where name = 'Aarhus Kommune'`),
    vejleOrg: await one(sql`select id from organizations where name = 'Vejle Forsyning'`),
  };
}

/** A calendar day `days` from today (UTC), as YYYY-MM-DD. */
export const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A minimal ZIP holding `entries` (deflated), as an Office Open XML or OpenDocument file begins: enough
 * for the type to be read from the bytes (file-type looks at the entries' names and [Content_Types].xml).
 */
export function zipBytes(entries: Record<string, string>): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const compressed = deflateRawSync(data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(0, 14); // crc (not checked by a type sniffer)
    header.writeUInt32LE(compressed.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    header.writeUInt16LE(0, 28);
    chunks.push(header, Buffer.from(name, 'utf8'), compressed);
  }
  return Buffer.concat(chunks);
}

export const docxBytes = () =>
  zipBytes({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

export const docmBytes = () =>
  zipBytes({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** The start of an OLE compound file, as .doc, .xls and .msi installers begin. */
export const cfbBytes = () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504, 0)]);
