import { sql } from 'drizzle-orm';
import type { $ZodIssue } from 'zod/v4/core';
import type { Db } from '../db/client.ts';
import type { Language } from '../i18n/Language.ts';
import { toLocalizableIssue } from '../i18n/LocalizableIssue.ts';
import type { Message } from '../i18n/Message.ts';
import { translate } from '../i18n/translate.ts';
import { fieldErrorOf } from '../i18n/validationMessages.ts';
import { findUnstorableText } from '../validation/findUnstorableText.ts';
import { type ImportDeviceRow, importDeviceRowSchema } from './deviceInputSchema.ts';
import { type DeviceTypeCategorySlug, propertiesSchemaFor } from './deviceProperties.ts';
import { insertDevices, type NewDevice } from './deviceWrites.ts';

export interface ImportRowError {
  field: string;
  code: string;
  message: string;
}

export interface ImportRowResult {
  row: number;
  status: 'created' | 'failed';
  _id?: string;
  errors?: ImportRowError[];
}

export interface ImportOutcome {
  created: number;
  failed: number;
  rows: ImportRowResult[];
}

interface References {
  organizationsById: Map<string, string>;
  /** Lower-cased name → ids (names are not unique). */
  organizationsByName: Map<string, string[]>;
  modelsByKey: Map<string, { id: string; category: DeviceTypeCategorySlug }>;
  packagesByKey: Map<string, string>;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const key = (value: string) => (GUID.test(value) ? value.toLowerCase() : value.toLocaleLowerCase('da'));

/** Every organisation, model and package, keyed by id and by name (a few hundred rows at most). */
async function loadReferences(db: Db): Promise<References> {
  const [organizations, models, packages] = await Promise.all([
    db.execute<{ id: string; name: string }>(sql`select id, name from organizations`),
    db.execute<{ id: string; title: string; slug: DeviceTypeCategorySlug }>(sql`
      select m.id, m.title, c.slug from device_models m join device_type_categories c on c.id = m.device_type_category_id`),
    db.execute<{ id: string; slug: string; name: string }>(sql`select id, slug, name from packages`),
  ]);
  const references: References = {
    organizationsById: new Map(),
    organizationsByName: new Map(),
    modelsByKey: new Map(),
    packagesByKey: new Map(),
  };
  for (const { id, name } of organizations.rows) {
    references.organizationsById.set(id, name);
    const ids = references.organizationsByName.get(key(name)) ?? [];
    references.organizationsByName.set(key(name), [...ids, id]);
  }
  for (const { id, title, slug } of models.rows) {
    references.modelsByKey.set(id, { id, category: slug });
    references.modelsByKey.set(key(title), { id, category: slug });
  }
  for (const { id, slug, name } of packages.rows) {
    for (const k of [id, key(slug), key(name)]) references.packagesByKey.set(k, id);
  }
  return references;
}

/**
 * `POST /devices/import`: checks each row on its own (the shared row rules, then owner, model and
 * package by id or name, the caller's `create Device` in the owner, the properties of the model's
 * category, network ids unique in the file and in the database), then inserts every good row at
 * once (see insertDevices). Good rows are kept whatever the others do. Errors are worded in
 * `language`, each with its message id as `code`.
 */
export async function importDevices(
  db: Db,
  rows: unknown[],
  opts: { createScope: 'all' | string[]; actorUserId: string; language: Language },
): Promise<ImportOutcome> {
  const { language } = opts;
  const references = await loadReferences(db);
  const errors = new Map<number, ImportRowError[]>();
  const fail = (row: number, field: string, message: Message) => {
    const list = errors.get(row) ?? [];
    list.push({ field, code: message.id, message: translate(language, message.id, message.params) });
    errors.set(row, list);
  };
  const issueFail = (row: number, issue: $ZodIssue, prefix = '') => {
    const { field, message } = fieldErrorOf(toLocalizableIssue(issue), 'row');
    fail(row, prefix && field !== 'row' ? `${prefix}.${field}` : prefix || field, message);
  };
  const mayCreateIn = (orgId: string) => opts.createScope === 'all' || opts.createScope.includes(orgId);

  const parsedRows: { row: number; device: NewDevice }[] = [];
  const firstRowOf = new Map<string, number>();
  rows.forEach((raw, row) => {
    const unstorable = findUnstorableText(raw);
    if (unstorable) {
      fail(row, unstorable.join('.') || 'row', { id: 'validation.unstorableText' });
      return;
    }
    const parsed = importDeviceRowSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) issueFail(row, issue);
      return;
    }
    const input: ImportDeviceRow = parsed.data;

    const ownerIds = GUID.test(input.owner)
      ? references.organizationsById.has(key(input.owner)) ? [key(input.owner)] : []
      : (references.organizationsByName.get(key(input.owner)) ?? []);
    const allowedOwners = ownerIds.filter(mayCreateIn);
    // An owner the caller may not create in reads as unknown: the answer tells nothing of others' organisations.
    if (allowedOwners.length === 0) fail(row, 'owner', { id: 'device.unknownOwner', params: { value: input.owner } });
    else if (allowedOwners.length > 1) fail(row, 'owner', { id: 'device.ambiguousOwner', params: { value: input.owner } });
    const model = references.modelsByKey.get(key(input.deviceModel));
    if (!model) fail(row, 'deviceModel', { id: 'device.unknownModel', params: { value: input.deviceModel } });
    let packageId: string | null = null;
    if (input.package) {
      packageId = references.packagesByKey.get(key(input.package)) ?? null;
      if (!packageId) fail(row, 'package', { id: 'device.unknownPackage', params: { value: input.package } });
    }
    let properties: Record<string, unknown> = {};
    if (model && input.properties) {
      const checked = propertiesSchemaFor(model.category, 'lenient').safeParse(input.properties, { reportInput: true });
      if (checked.success) properties = checked.data;
      else for (const issue of checked.error.issues) issueFail(row, issue, 'properties');
    }
    const first = firstRowOf.get(input.device);
    if (first !== undefined) fail(row, 'device', { id: 'device.networkIdDuplicateInFile', params: { device: input.device, row: first + 1 } });
    else firstRowOf.set(input.device, row);
    if (!allowedOwners[0] || !model) return;

    parsedRows.push({
      row,
      device: {
        name: input.name,
        device: input.device,
        serialNumber: input.serialNumber ?? null,
        ownerId: allowedOwners[0],
        deviceModelId: model.id,
        packageId,
        lat: input.lat ?? null,
        lon: input.lon ?? null,
        placeName: input.placeName ?? null,
        notes: input.notes ?? null,
        locationTypeStancode: input.locationTypeStancode ?? null,
        isComplete: input.isComplete ?? false,
        isUnsuccessful: input.isUnsuccessful ?? false,
        active: input.active ?? true,
        lifecycle: input.lifecycle,
        properties,
      },
    });
  });

  // Network ids already in the database (live or deleted devices) fail their rows, next to any other error.
  const wanted = [...firstRowOf.keys()];
  if (wanted.length > 0) {
    const { rows: found } = await db.execute<{ device: string }>(
      sql`select device from devices where device = any(${sql.param(wanted)}::text[])`,
    );
    for (const { device } of found) fail(firstRowOf.get(device)!, 'device', { id: 'device.networkIdTaken', params: { device } });
  }
  const fresh = parsedRows.filter(({ row }) => !errors.has(row));

  const idByNetworkId = await insertDevices(
    db,
    fresh.map((c) => c.device),
    { actorUserId: opts.actorUserId, action: 'device.import' },
  );
  const created = new Map<number, string>();
  for (const { row, device } of fresh) {
    const id = idByNetworkId.get(device.device);
    // Taken between the check and the insert (another import at the same moment).
    if (id) created.set(row, id);
    else fail(row, 'device', { id: 'device.networkIdTaken', params: { device: device.device } });
  }

  // Rows are numbered from 1 in the answer and in messages, as people count them.
  const results: ImportRowResult[] = rows.map((_, row) => {
    const id = created.get(row);
    return id ? { row: row + 1, status: 'created', _id: id } : { row: row + 1, status: 'failed', errors: errors.get(row) ?? [] };
  });
  return { created: created.size, failed: rows.length - created.size, rows: results };
}
