import type { components, operations } from './openapi.d.ts';

/** REST shapes of the monitoring domain, as the api's OpenAPI document declares them. */
type Schemas = components['schemas'];

export type LookupDto = Schemas['Lookup'];
export type StatusCodeDto = Schemas['StatusCode'];
export type OrganizationDto = Schemas['Organization'];
export type DataModelEntryDto = Schemas['DataModelEntry'];
export type DeviceModelDto = Schemas['DeviceModel'];
export type LatestMessageDto = Schemas['LatestMessage'];
export type MonitoringRecordDto = Schemas['MonitoringRecord'];
export type MonitoredDeviceDto = MonitoringRecordDto['device'];
export type MonitoringLogDto = Schemas['MonitoringLog'];
export type ServiceHistoryEntryDto = Schemas['ServiceHistoryEntry'];
export type MonitoringMapPointDto = Schemas['MonitoringMapPoint'];
export type DeviceListItemDto = Schemas['DeviceListItem'];

/** `GET /monitoring`'s query parameters (the map takes the same filters without paging). */
export type MonitoringQueryDto = NonNullable<operations['listMonitoringRecords']['parameters']['query']>;
