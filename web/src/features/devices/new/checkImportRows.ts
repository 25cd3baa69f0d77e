import { createIsMessageId, createTranslate, sharedMessages, toLocalizableIssue, validationMessage, type Language } from '@fieldsense/messages';
import { IMPORT_MAX_ROWS, importDeviceRowSchema } from 'api/devices/deviceInputSchema';
import { deviceLifecycles, type DeviceLifecycle } from 'api/devices/deviceLifecycle';
import { deviceMessages } from 'api/devices/deviceMessages';
import { deviceTypeCategorySlugs, propertiesSchemaFor, type DeviceTypeCategorySlug } from 'api/devices/deviceProperties';
import type { $ZodIssue } from 'zod/v4/core';
import { baseColumns, propertyColumns, type ColumnKey } from './importColumns';

export { IMPORT_MAX_ROWS };

/**
 * The server's messages, worded in the browser exactly as the API words them: the import's rules
 * are the API's own module (api/src/devices/deviceInputSchema.ts), and so are their words.
 */
const catalog = { ...sharedMessages, ...deviceMessages };
const translate = createTranslate(catalog);
const isMessageId = createIsMessageId(catalog);

export type MessageParams = Record<string, string | number>;

/** A message id of the server's catalog in a language. */
export function wordMessage(language: Language, id: string, params: MessageParams = {}): string {
  return isMessageId(id) ? translate(language, id, params) : id;
}

/** A zod issue of the shared rules in the user's language, as the API would word it. */
export function wordIssue(language: Language, issue: $ZodIssue): string {
  const message = validationMessage(toLocalizableIssue(issue), isMessageId);
  return translate(language, message.id, 'params' in message ? message.params : {});
}

/** What the lookups say about owners, models and packages (the rows name them by id or name). */
export type ImportLookups = {
  organizations: readonly { organizationId: string; name: string }[];
  deviceModels: readonly { modelId: string; title: string; deviceTypeCategory: { slug: string } }[];
  packages: readonly { packageId: string; slug: string; name: string }[];
};

/** One row as `importDevices` takes it (the GraphQL input). */
export type ImportRowInput = {
  name: string;
  networkId: string;
  owner: string;
  deviceModel: string;
  package?: string | null;
  serialNumber?: string | null;
  lat?: number | null;
  lon?: number | null;
  placeName?: string | null;
  locationTypeStancode?: string | null;
  notes?: string | null;
  active?: boolean;
  isComplete?: boolean;
  isUnsuccessful?: boolean;
  lifecycle?: 'IN_STOCK' | 'INSTALLED' | 'TAKEN_DOWN';
  properties?: Record<string, unknown>;
};

export type CheckedRow = {
  /** The row's number in the file (the header is row 1). */
  line: number;
  /** The cells by column, as the file has them. */
  cells: Record<ColumnKey, string>;
  /** What is wrong, by column (`row` for the row as a whole), in the user's language. */
  errors: Record<string, string>;
  /** What is sent when the row has no errors. */
  input: ImportRowInput | null;
};

const booleanWords: Record<string, boolean> = { true: true, false: false, yes: true, no: false, ja: true, nej: false, '1': true, '0': false, x: true };

const normalise = (text: string) => text.trim().toLowerCase().replace(/[\s-]+/g, '_');

type Options = {
  language: Language;
  lookups: ImportLookups;
  /** The organisation every row belongs to (a new device under an organisation): its REST id. */
  fixedOwner: string | null;
  /** The lifecycle states by their name in the user's language, lower case. */
  lifecycleNames: Record<string, DeviceLifecycle>;
};

const isCategory = (slug: string): slug is DeviceTypeCategorySlug => (deviceTypeCategorySlugs as readonly string[]).includes(slug);

/**
 * Checks every row with the API's rules (importDeviceRowSchema, then the model's settings with
 * propertiesSchemaFor), plus what the lookups tell without the server: whether the owner, model and
 * package exist, and a network id given twice in the file. What needs the database (a network id
 * already taken, the right to create in the owner) the server answers per row.
 */
export function checkImportRows(columns: readonly (ColumnKey | null)[], rows: readonly string[][], options: Options): CheckedRow[] {
  const { language, lookups, fixedOwner, lifecycleNames } = options;
  const modelsByName = new Map<string, ImportLookups['deviceModels'][number]>();
  for (const model of lookups.deviceModels) {
    modelsByName.set(model.modelId.toLowerCase(), model);
    modelsByName.set(model.title.trim().toLowerCase(), model);
  }
  const ownersByName = new Map<string, string[]>();
  for (const org of lookups.organizations) {
    ownersByName.set(org.organizationId.toLowerCase(), [org.organizationId]);
    const name = org.name.trim().toLowerCase();
    ownersByName.set(name, [...(ownersByName.get(name) ?? []), org.organizationId]);
  }
  const packageNames = new Set(lookups.packages.flatMap((p) => [p.packageId, p.slug, p.name].map((value) => value.trim().toLowerCase())));
  const firstLineOf = new Map<string, number>();

  return rows.map((row, index) => {
    const line = index + 2;
    const cells: Record<string, string> = {};
    columns.forEach((key, column) => {
      if (key !== null) cells[key] = row[column] ?? '';
    });
    if (fixedOwner !== null) cells.owner = fixedOwner;
    const errors: Record<string, string> = {};
    const add = (field: string, message: string) => {
      errors[field] ??= message;
    };

    // The row as the API's schema takes it; empty cells are left out.
    const value = (key: string) => (cells[key] === undefined || cells[key] === '' ? undefined : cells[key]);
    const raw: Record<string, unknown> = {};
    for (const key of baseColumns) {
      const text = value(key);
      if (text === undefined) continue;
      const field = key === 'networkId' ? 'device' : key;
      if (key === 'active' || key === 'isComplete' || key === 'isUnsuccessful') raw[field] = booleanWords[text.toLowerCase()] ?? text;
      else if (key === 'lifecycle') raw[field] = lifecycleNames[text.toLowerCase()] ?? (deviceLifecycles.find((state) => state === normalise(text)) ?? text);
      else raw[field] = text;
    }
    const properties: Record<string, string> = {};
    for (const key of propertyColumns) {
      const text = value(key);
      if (text !== undefined) properties[key] = text;
    }
    if (Object.keys(properties).length > 0) raw.properties = properties;

    const parsed = importDeviceRowSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path;
        const field = first === 'device' ? 'networkId' : first === 'properties' && typeof second === 'string' ? second : String(first ?? 'row');
        add(field, wordIssue(language, issue));
      }
    }

    const modelText = value('deviceModel');
    const model = modelText === undefined ? undefined : modelsByName.get(modelText.toLowerCase());
    if (modelText !== undefined && !model) add('deviceModel', wordMessage(language, 'device.unknownModel', { value: modelText }));
    let parsedProperties: Record<string, unknown> | undefined;
    if (model && Object.keys(properties).length > 0) {
      const slug = model.deviceTypeCategory.slug;
      const result = isCategory(slug) ? propertiesSchemaFor(slug, 'lenient').safeParse(properties, { reportInput: true }) : null;
      if (result && !result.success) {
        for (const issue of result.error.issues) {
          if (issue.code === 'unrecognized_keys') {
            for (const key of issue.keys) add(key, wordIssue(language, { ...issue, keys: [key] }));
          } else add(String(issue.path[0] ?? 'properties'), wordIssue(language, issue));
        }
      } else if (result) parsedProperties = result.data as Record<string, unknown>;
    }

    const ownerText = value('owner');
    if (fixedOwner === null && ownerText !== undefined) {
      const owners = ownersByName.get(ownerText.toLowerCase()) ?? [];
      if (owners.length === 0) add('owner', wordMessage(language, 'device.unknownOwner', { value: ownerText }));
      else if (owners.length > 1) add('owner', wordMessage(language, 'device.ambiguousOwner', { value: ownerText }));
    }
    const packageText = value('package');
    if (packageText !== undefined && !packageNames.has(packageText.toLowerCase())) add('package', wordMessage(language, 'device.unknownPackage', { value: packageText }));

    const networkId = value('networkId')?.trim();
    if (networkId !== undefined) {
      const first = firstLineOf.get(networkId);
      if (first === undefined) firstLineOf.set(networkId, line);
      else add('networkId', wordMessage(language, 'device.networkIdDuplicateInFile', { device: networkId, row: first }));
    }

    let input: ImportRowInput | null = null;
    if (Object.keys(errors).length === 0 && parsed.success) {
      const { device, lifecycle, properties: _raw, package: pkg, ...rest } = parsed.data;
      input = {
        ...rest,
        networkId: device,
        package: pkg,
        lifecycle: lifecycle.toUpperCase() as ImportRowInput['lifecycle'],
        ...(parsedProperties ? { properties: parsedProperties } : {}),
      };
    }
    return { line, cells, errors, input };
  });
}

/**
 * The rows split into requests the gateway takes (its body limit is 1 MB): at most `maxRows` rows
 * and about `maxBytes` of JSON each, in order.
 */
export function chunkRows<T>(rows: readonly T[], maxRows = 500, maxBytes = 500_000): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row).length + 1;
    if (current.length > 0 && (current.length >= maxRows || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
