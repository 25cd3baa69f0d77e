import { sql } from 'drizzle-orm';
import { isoJson } from '../monitoring/isoJson.ts';

// Tasks the API made name devices by id; older ones (the demo's imported history) by network id,
// which must not fail the cast (and the whole list): those name no device here.
const replacementDeviceJson = (key: string) =>
  sql.raw(`(select json_build_object('_id', d.id, 'name', d.name, 'device', d.device, 'serialNumber', d.serial_number)
      from devices d where d.id = case when tk.details->>'${key}' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then (tk.details->>'${key}')::uuid end)`);

/**
 * The order's device replacement (its DEVICE_REPLACEMENT task, at most one an order): found through
 * `tasks_service_order_id_idx`, the devices and the user by primary key.
 */
const replacementJson = sql`(
    select json_build_object(
      '_id', tk.id,
      'status', tk.status,
      'note', tk.details->>'note',
      'geo', tk.details->'geo',
      'oldDevice', ${replacementDeviceJson('oldDevice')},
      'newDevice', ${replacementDeviceJson('newDevice')},
      'createdBy', (select json_build_object('_id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) from users u where u.id = tk.created_by),
      'created_at', ${isoJson(sql`tk.created_at`)},
      'completedAt', ${isoJson(sql`tk.completed_at`)})
    from tasks tk where tk.service_order_id = so.id and tk.task_type = 'DEVICE_REPLACEMENT'
    order by tk.created_at limit 1)`;

const lookupJson = (alias: string) =>
  sql.raw(`json_build_object('_id', ${alias}.id, 'slug', ${alias}.slug, 'name', ${alias}.name)`);

/**
 * A service order `so` as the JSON of serviceOrderSchema, each related row found by its primary key
 * (so a page of 100 orders is one statement, whatever it shows).
 */
export const serviceOrderJson = sql`json_build_object(
    '_id', so.id,
    'number', so.number,
    'status', (select ${lookupJson('st')} from service_order_statuses st where st.id = so.status_id),
    'service_center', (select json_build_object('_id', sc.id, 'name', sc.name) from service_centers sc where sc.id = so.service_center_id),
    'technician', (select json_build_object('_id', t.id, 'name', t.name, 'userId', t.user_id, 'isActive', t.is_active) from technicians t where t.id = so.technician_id),
    'device', (
      select json_build_object(
        '_id', d.id, 'name', d.name, 'device', d.device, 'serialNumber', d.serial_number, 'lifecycle', d.lifecycle,
        'geo', case when d.lat is null then null else json_build_object('lat', d.lat, 'lon', d.lon) end,
        'deviceModel', (select json_build_object('_id', m.id, 'name', m.title) from device_models m where m.id = d.device_model_id))
      from devices d where d.id = so.device_id),
    'owner', (select json_build_object('_id', o.id, 'name', o.name) from organizations o where o.id = so.owner_id),
    'service_issue', so.service_issue,
    'notes', so.notes,
    'dueDate', ${isoJson(sql`so.due_date`)},
    'activeWizardStep', so.active_wizard_step,
    'solutions', coalesce((
      select json_agg(${lookupJson('s')} order by s.position, s.name)
      from service_order_solutions sos join service_solutions s on s.id = sos.solution_id
      where sos.service_order_id = so.id
    ), '[]'::json),
    'cause', (select ${lookupJson('c')} from service_causes c where c.id = so.cause_id),
    'replacementAllowed', so.replacement_allowed,
    'comment', so.comment,
    'replacement', ${replacementJson},
    'startedAt', ${isoJson(sql`so.started_at`)},
    'completedAt', ${isoJson(sql`so.completed_at`)},
    'created_at', ${isoJson(sql`so.created_at`)},
    'updatedAt', ${isoJson(sql`so.updated_at`)}
  )`;
