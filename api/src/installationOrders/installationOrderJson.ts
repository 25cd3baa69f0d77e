import { type SQL, sql } from 'drizzle-orm';
import { deviceInstallStates } from '../db/schema/installation.ts';
import type { Language } from '../i18n/Language.ts';
import { translate } from '../i18n/translate.ts';
import { isoJson } from '../monitoring/isoJson.ts';

const nameIn = (language: Language, alias: string) => sql.raw(language === 'da' ? `${alias}.name_da` : `${alias}.name_en`);

/** `when <state> then <its name>` for each install state, the names from the message catalog. */
const stateNames = (language: Language): SQL =>
  sql.join(
    deviceInstallStates.map((state) => sql`when ${state} then ${translate(language, `installation.stateName.${state}`)}::text`),
    sql` `,
  );

/**
 * An installation order `io` as the JSON of installationOrderSchema, each related row found by its
 * primary key and the counts from installation_order_devices' (order, device) key: a page of 100
 * orders is one statement. Category names in `language`.
 */
export const installationOrderJson = (language: Language): SQL => sql`json_build_object(
    '_id', io.id,
    'name', io.name,
    'status', io.status,
    'owner', (select json_build_object('_id', o.id, 'name', o.name) from organizations o where o.id = io.owner_id),
    'note', io.note,
    'serviceCenter', (select json_build_object('_id', sc.id, 'name', sc.name) from service_centers sc where sc.id = io.service_center_id),
    'technician', (select json_build_object('_id', t.id, 'name', t.name, 'userId', t.user_id, 'isActive', t.is_active) from technicians t where t.id = io.technician_id),
    'dueDate', ${isoJson(sql`io.due_date`)},
    'types', coalesce((
      select json_agg(json_build_object('_id', c.id, 'slug', c.slug, 'name', ${nameIn(language, 'c')}) order by ${nameIn(language, 'c')})
      from installation_order_types iot join device_type_categories c on c.id = iot.device_type_category_id
      where iot.installation_order_id = io.id), '[]'::json),
    'models', coalesce((
      select json_agg(json_build_object('_id', m.id, 'name', m.title) order by m.title)
      from installation_order_models iom join device_models m on m.id = iom.device_model_id
      where iom.installation_order_id = io.id), '[]'::json),
    'devicesCount', (select count(*) from installation_order_devices d where d.installation_order_id = io.id),
    'installedDevicesCount', (select count(*) from installation_order_devices d where d.installation_order_id = io.id and d.state = 'dlc_installed'),
    'failedDevicesCount', (select count(*) from installation_order_devices d where d.installation_order_id = io.id and d.state = 'dlc_failed'),
    'createdBy', (select json_build_object('_id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) from users u where u.id = io.created_by),
    'startedAt', ${isoJson(sql`io.started_at`)},
    'completedAt', ${isoJson(sql`io.completed_at`)},
    'archivedAt', ${isoJson(sql`io.archived_at`)},
    'created_at', ${isoJson(sql`io.created_at`)},
    'updatedAt', ${isoJson(sql`io.updated_at`)}
  )`;

/** A device entry `iod` of an order as the JSON of installationOrderDeviceSchema (state names in `language`). */
export const installationOrderDeviceJson = (language: Language): SQL => sql`json_build_object(
    '_id', iod.id,
    'orderId', iod.installation_order_id,
    'device', (
      select json_build_object(
        '_id', d.id, 'name', d.name, 'device', d.device, 'serialNumber', d.serial_number, 'lifecycle', d.lifecycle,
        'geo', case when d.lat is null then null else json_build_object('lat', d.lat, 'lon', d.lon) end,
        'placeName', d.place_name, 'locationTypeStancode', d.location_type_stancode,
        'isComplete', d.is_complete, 'isUnsuccessful', d.is_unsuccessful, 'properties', d.properties,
        'lastSeenAt', ${isoJson(sql`d.last_seen_at`)},
        'deviceModel', json_build_object('_id', m.id, 'name', m.title),
        'deviceTypeCategory', json_build_object('_id', c.id, 'slug', c.slug, 'name', ${nameIn(language, 'c')}),
        'deleted', d.deleted_at is not null)
      from devices d join device_models m on m.id = d.device_model_id join device_type_categories c on c.id = m.device_type_category_id
      where d.id = iod.device_id),
    'state', json_build_object('slug', iod.state, 'name', case iod.state ${stateNames(language)} end),
    'deviceInstallationOrder', json_build_object('note', iod.note),
    'note', iod.note,
    'failureReason', iod.failure_reason,
    'installedAt', ${isoJson(sql`iod.installed_at`)},
    'installedBy', (select json_build_object('_id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) from users u where u.id = iod.installed_by),
    'attachmentsCount', (select count(*) from attachments a where a.installation_order_device_id = iod.id),
    'created_at', ${isoJson(sql`iod.created_at`)},
    'updatedAt', ${isoJson(sql`iod.updated_at`)}
  )`;
