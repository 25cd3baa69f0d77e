import type { RestClient } from '../rest/createRestClient.ts';
import type { DeviceModelDto, LookupDto, StatusCodeDto } from '../rest/monitoringTypes.ts';
import { unwrap } from '../rest/unwrap.ts';
import { byIdFromList, listLoader } from './listLoader.ts';

/**
 * The lookup lists of the monitoring page, each one upstream call per request however many
 * fields, rows or `node(id:)`s ask for it; `…ById` answers from the same call (or from what a
 * page of monitoring records primed). Organisations are in organizationLoaders.ts.
 */
export function lookupLoaders(api: RestClient) {
  const deviceTypeCategoryList = listLoader<LookupDto>(async () => unwrap(await api.GET('/api/v1/devicetype-categories')).data);
  const deviceModelList = listLoader<DeviceModelDto>(async () => unwrap(await api.GET('/api/v1/devices/devicemodels')).data);
  const packageList = listLoader<LookupDto>(async () => unwrap(await api.GET('/api/v1/packages')).data);
  const errorCodeList = listLoader<LookupDto>(async () => unwrap(await api.GET('/api/v1/monitoring/error-codes')).data);
  const statusCodeList = listLoader<StatusCodeDto>(async () => unwrap(await api.GET('/api/v1/monitoring/status-codes')).data);
  return {
    deviceTypeCategoryList,
    deviceTypeCategoriesById: byIdFromList(deviceTypeCategoryList),
    deviceModelList,
    deviceModelsById: byIdFromList(deviceModelList),
    packageList,
    packagesById: byIdFromList(packageList),
    errorCodeList,
    errorCodesById: byIdFromList(errorCodeList),
    statusCodeList,
    statusCodesById: byIdFromList(statusCodeList),
  };
}
