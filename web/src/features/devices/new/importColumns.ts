import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { deviceTypeCategorySlugs, propertyKeysOf } from 'api/devices/deviceProperties';

/**
 * The columns an import file may have. Headers are the stable English keys (`networkId`,
 * `deviceModel`, `elevation`…) as the template writes them; the column names of the user's language
 * ("Netværks-id") are accepted too, and case, spaces, `_`, `-` and a `properties.` prefix do not
 * matter. The settings of every device type are columns of their own; a row fills those of its model.
 */
export const baseColumns = [
  'name',
  'networkId',
  'owner',
  'deviceModel',
  'package',
  'serialNumber',
  'lat',
  'lon',
  'placeName',
  'locationTypeStancode',
  'lifecycle',
  'active',
  'isComplete',
  'isUnsuccessful',
  'notes',
] as const;
export type BaseColumn = (typeof baseColumns)[number];

/** Every type's settings, each once, in the order of the types. */
export const propertyColumns: readonly string[] = [...new Set(deviceTypeCategorySlugs.flatMap((slug) => propertyKeysOf(slug)))];

/** A column's key: a base column or a setting's key. */
export type ColumnKey = BaseColumn | (string & {});

export const requiredColumns: readonly BaseColumn[] = ['name', 'networkId', 'owner', 'deviceModel'];

const baseLabels: Record<BaseColumn, ReturnType<typeof msg>> = {
  name: msg`Name`,
  networkId: msg`Network id`,
  owner: msg`Owner`,
  deviceModel: msg`Model`,
  package: msg`Package`,
  serialNumber: msg`Serial number`,
  lat: msg`Latitude`,
  lon: msg`Longitude`,
  placeName: msg`Place`,
  locationTypeStancode: msg`Location type`,
  lifecycle: msg`Lifecycle`,
  active: msg`Active`,
  isComplete: msg`Installation complete`,
  isUnsuccessful: msg`Installation failed`,
  notes: msg`Notes`,
};

const isBase = (key: string): key is BaseColumn => (baseColumns as readonly string[]).includes(key);

/** A column's name in the user's language (`propertyLabel` words the settings). */
export function columnLabel(i18n: I18n, key: ColumnKey, propertyLabel: (key: string) => string): string {
  return isBase(key) ? i18n._(baseLabels[key]) : propertyLabel(key);
}

const normalise = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/^properties\./, '')
    .replace(/[\s_.-]+/g, '');

export type ColumnMapping = {
  /** Each file column's key, null for a column that is not one of the import's. */
  columns: (ColumnKey | null)[];
  /** Headers that name no column (or name one a second time), as written. */
  unknown: string[];
  /** Required columns the file lacks. */
  missing: BaseColumn[];
};

/** Reads a file's header row: each header by key (any case) or by its name in the user's language. */
export function mapColumns(headers: readonly string[], i18n: I18n, propertyLabel: (key: string) => string, fixedOwner: boolean): ColumnMapping {
  const byName = new Map<string, ColumnKey>();
  for (const key of [...baseColumns, ...propertyColumns]) {
    byName.set(normalise(columnLabel(i18n, key, propertyLabel)), key);
    byName.set(normalise(key), key);
  }
  // The REST API's name for the network id.
  byName.set('device', 'networkId');
  const seen = new Set<ColumnKey>();
  const unknown: string[] = [];
  const columns = headers.map((header) => {
    if (header.trim() === '') return null;
    const key = byName.get(normalise(header));
    if (key === undefined || seen.has(key)) {
      unknown.push(header);
      return null;
    }
    seen.add(key);
    return key;
  });
  const missing = requiredColumns.filter((key) => !seen.has(key) && !(key === 'owner' && fixedOwner));
  return { columns, unknown, missing };
}
