import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idListParam, isoDateParam } from './queryParams.ts';

/** The filters of `GET /monitoring` and `GET /monitoring/map`; every given filter narrows the result. */
export const monitoringFilterSchema = z.object({
  deviceTypeIds: idListParam('Device type categories'),
  orgIds: idListParam('Owning organisations'),
  deviceModelIds: idListParam('Device models'),
  packageIds: idListParam('Packages'),
  errorCodes: idListParam('Error codes: records that reported any of them'),
  errorStartDate: isoDateParam('Latest error at or after'),
  errorEndDate: isoDateParam('Latest error at or before'),
  lastSeenStartDate: isoDateParam('Device last seen at or after'),
  lastSeenEndDate: isoDateParam('Device last seen at or before'),
  status: idListParam('Status codes'),
  devices: idListParam('Devices'),
});
export type MonitoringFilter = z.infer<typeof monitoringFilterSchema>;

const list = (ids: string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * The where clause over `monitoring_records mr`, scoped to
 * the organisations the caller may read (`'all'` = unrestricted). It reads the record's copies of the
 * device columns (see the schema), so most filters never touch the wide devices table. Lists become
 * `in (...)`: the planner sees the values, which matters for skewed columns such as package and status.
 */
export function monitoringWhere(filter: MonitoringFilter, scope: 'all' | string[]): SQL {
  const conditions: SQL[] = [sql`not mr.device_deleted`];
  if (scope !== 'all') conditions.push(scope.length > 0 ? sql`mr.device_owner_id in (${list(scope)})` : sql`false`);
  const { deviceTypeIds, orgIds, deviceModelIds, packageIds, errorCodes, status, devices } = filter;
  if (orgIds?.length) conditions.push(sql`mr.device_owner_id in (${list(orgIds)})`);
  if (deviceModelIds?.length) conditions.push(sql`mr.device_model_id in (${list(deviceModelIds)})`);
  if (deviceTypeIds?.length) {
    conditions.push(
      sql`mr.device_model_id in (select id from device_models where device_type_category_id in (${list(deviceTypeIds)}))`,
    );
  }
  if (packageIds?.length) conditions.push(sql`mr.device_package_id in (${list(packageIds)})`);
  if (status?.length) conditions.push(sql`mr.status_code_id in (${list(status)})`);
  if (devices?.length) conditions.push(sql`mr.device_id in (${list(devices)})`);
  if (errorCodes?.length) {
    conditions.push(sql`exists (
      select 1 from monitoring_record_errors mre
      where mre.monitoring_record_id = mr.id and mre.error_code_id in (${list(errorCodes)}) and mre.count > 0)`);
  }
  if (filter.errorStartDate) conditions.push(sql`mr.latest_error_occurred_at >= ${filter.errorStartDate.toISOString()}`);
  if (filter.errorEndDate) conditions.push(sql`mr.latest_error_occurred_at <= ${filter.errorEndDate.toISOString()}`);
  if (filter.lastSeenStartDate || filter.lastSeenEndDate) {
    // A semi-join on (last_seen_at, id): an index range, never a scan of the wide devices rows.
    const range = [
      ...(filter.lastSeenStartDate ? [sql`ls.last_seen_at >= ${filter.lastSeenStartDate.toISOString()}`] : []),
      ...(filter.lastSeenEndDate ? [sql`ls.last_seen_at <= ${filter.lastSeenEndDate.toISOString()}`] : []),
    ];
    conditions.push(sql`mr.device_id in (select ls.id from devices ls where ${sql.join(range, sql` and `)})`);
  }
  return sql.join(conditions, sql` and `);
}
