import type { MonitoringRecordDto } from '../rest/monitoringTypes.ts';
import type { Loaders } from './createLoaders.ts';
import { deviceOfRecord } from './monitoringLoaders.ts';

/**
 * Fills the per-request loaders with what a monitoring record embeds (device, model, category,
 * package, status, error codes), so fields and `node(id:)`s about them cost no further call.
 * Owners are embedded only as `{ _id, name }`, not whole organisations, so they are not primed:
 * an owner field the record lacks loads the organisation list once (see the Organization type).
 */
export function primeFromRecord(loaders: Loaders, record: MonitoringRecordDto): void {
  const { device } = record;
  loaders.monitoringRecordsById.prime(record._id, record);
  loaders.devicesById.prime(device._id, deviceOfRecord(record));
  loaders.deviceModelsById.prime(device.device_model._id, device.device_model);
  loaders.deviceTypeCategoriesById.prime(device.device_type._id, device.device_type);
  loaders.deviceTypeCategoriesById.prime(device.device_model.deviceTypeCategory._id, device.device_model.deviceTypeCategory);
  if (record.package) loaders.packagesById.prime(record.package._id, record.package);
  loaders.statusCodesById.prime(record.status._id, record.status);
  for (const { count: _count, ...errorCode } of record.errorCodes) loaders.errorCodesById.prime(errorCode._id, errorCode);
}
