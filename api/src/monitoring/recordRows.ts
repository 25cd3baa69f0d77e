import { type SQL, sql } from 'drizzle-orm';
import type { DataModelEntry, DeviceProperties, LatestMessage } from '../db/schema/index.ts';
import type { Language } from '../i18n/Language.ts';
import type { MonitoringRecordDto } from './monitoringRecordSchema.ts';

/**
 * Everything one `MonitoringRecord` needs, in one statement: the record joined to its device, model,
 * category, owner, package and status, and its error counts aggregated by a lateral subquery, so a
 * page of any size costs one round trip. `from` names the rows to load: a CTE of record ids (`page`,
 * with `ord` giving the order) or a plain id list.
 */
export function recordRowsSql(from: SQL, orderBy: SQL): SQL {
  return sql`
    select
      mr.id, mr.latest_error_occurred_at, mr.notes, mr.updated_at,
      o.id as org_id, o.name as org_name,
      d.id as device_id, d.device, d.name as device_name, d.serial_number, d.last_seen_at, d.place_name,
      d.properties, d.lat, d.lon, d.latest_message,
      dm.id as model_id, dm.title as model_title, dm.network_type, dm.network_protocol, dm.data_model,
      dm.mqtt_broker_number,
      c.id as category_id, c.slug as category_slug, c.name_da as category_name_da, c.name_en as category_name_en,
      p.id as package_id, p.name as package_name, p.slug as package_slug,
      s.id as status_id, s.name as status_name, s.slug as status_slug, s.color as status_color,
      coalesce(errs.list, '[]'::json) as error_codes
    from ${from}
    join monitoring_records mr on mr.id = sel.id
    join devices d on d.id = mr.device_id
    join device_models dm on dm.id = d.device_model_id
    join device_type_categories c on c.id = dm.device_type_category_id
    join organizations o on o.id = d.owner_id
    left join packages p on p.id = d.package_id
    join status_codes s on s.id = mr.status_code_id
    left join lateral (
      select json_agg(
        json_build_object('_id', e.id, 'name', e.name, 'slug', e.slug, 'count', mre.count)
        order by mre.latest_occurred_at desc, e.slug
      ) as list
      from monitoring_record_errors mre
      join error_codes e on e.id = mre.error_code_id
      where mre.monitoring_record_id = mr.id and mre.count > 0
    ) errs on true
    order by ${orderBy}`;
}

export interface RecordRow {
  id: string;
  latest_error_occurred_at: Date | string | null;
  notes: string | null;
  updated_at: Date | string;
  org_id: string;
  org_name: string;
  device_id: string;
  device: string;
  device_name: string;
  serial_number: string | null;
  last_seen_at: Date | string | null;
  place_name: string | null;
  properties: DeviceProperties | null;
  lat: number | null;
  lon: number | null;
  latest_message: LatestMessage | null;
  model_id: string;
  model_title: string;
  network_type: string;
  network_protocol: string;
  data_model: DataModelEntry[] | null;
  mqtt_broker_number: number | null;
  category_id: string;
  category_slug: string;
  category_name_da: string;
  category_name_en: string;
  package_id: string | null;
  package_name: string | null;
  package_slug: string | null;
  status_id: string;
  status_name: string;
  status_slug: string;
  status_color: MonitoringRecordDto['status']['color'];
  error_codes: MonitoringRecordDto['errorCodes'] | string;
  [column: string]: unknown;
}

/** Both drivers answer Date for timestamptz; values inside json arrive as strings. */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null): string | null;
export function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function toMonitoringRecordDto(row: RecordRow, language: Language): MonitoringRecordDto {
  const category = {
    _id: row.category_id,
    name: language === 'da' ? row.category_name_da : row.category_name_en,
    slug: row.category_slug,
  };
  const properties = row.properties ?? {};
  const latest = row.latest_message;
  return {
    _id: row.id,
    org: { _id: row.org_id, name: row.org_name },
    device: {
      _id: row.device_id,
      device: row.device,
      name: row.device_name,
      serialNumber: row.serial_number,
      lastSeenAt: toIso(row.last_seen_at),
      placeName: row.place_name,
      properties: { ...properties, firmwareVersion: typeof properties.firmwareVersion === 'string' ? properties.firmwareVersion : null },
      geo: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
      device_type: category,
      device_model: {
        _id: row.model_id,
        title: row.model_title,
        network_type: row.network_type,
        networkProtocol: row.network_protocol,
        deviceTypeCategory: category,
        data_model: row.data_model ?? [],
        mqtt: row.mqtt_broker_number === null ? null : { brokerNumber: row.mqtt_broker_number },
      },
      latestMessage: latest
        ? {
            time: toIso(latest.time),
            data: Object.fromEntries(Object.entries(latest.data ?? {}).map(([unit, value]) => [unit, num(value)])),
            signalStrength: num(latest.signalStrength),
            rssi: num(latest.rssi),
            rsrq: num(latest.rsrq),
          }
        : null,
    },
    package: row.package_id ? { _id: row.package_id, name: row.package_name ?? '', slug: row.package_slug ?? '' } : null,
    status: { _id: row.status_id, name: row.status_name, slug: row.status_slug, color: row.status_color },
    errorCodes: typeof row.error_codes === 'string' ? JSON.parse(row.error_codes) : row.error_codes,
    latestErrorOccurredAt: toIso(row.latest_error_occurred_at),
    notes: row.notes,
    updatedAt: toIso(row.updated_at),
  };
}
