/**
 * What resolvers pass down as the parent of each GraphQL type (codegen `mappers`). Most are the
 * REST DTOs as they come; field resolvers turn them into the SDL's shape.
 */
export type {
  UserDto,
  UserRoleDto,
  UserOrganizationDto,
  UserConfigDto,
  RuleDto,
  ReleaseNotificationDto,
} from './rest/types.ts';

/** A viewer is just whose session it is; each field loads what it needs through the loaders. */
export interface ViewerSource {
  userId: string;
}

export type {
  LookupDto,
  StatusCodeDto,
  DeviceModelDto,
  DataModelEntryDto,
  LatestMessageDto,
  MonitoringRecordDto,
  ServiceHistoryEntryDto,
  MonitoringMapPointDto,
} from './rest/monitoringTypes.ts';
import type {
  DeviceListItemDto,
  LookupDto,
  MonitoredDeviceDto,
  MonitoringLogDto,
  MonitoringRecordDto,
  OrganizationDto,
} from './rest/monitoringTypes.ts';

/**
 * An organisation as a list returns it, or as a record embeds its owner (`{ _id, name }`): fields
 * the reference lacks load the organisation list, once per request.
 */
export type OrganizationSource = OrganizationDto | { _id: string; name: string };

/** A device as a monitoring record embeds it, with the record's owner and package. */
export type DeviceSource = MonitoredDeviceDto & { owner: { _id: string; name: string }; package: LookupDto | null };

/**
 * A `Device` node: as a monitoring record embeds it, or as a device list gives it (lean: no
 * position, latest message or data model; those fields load the monitored device by id).
 */
export type DeviceNodeSource = DeviceSource | DeviceListItemDto | DeviceRecordDto;

type DeviceSchemas = import('./rest/openapi.d.ts').components['schemas'];
/** A device as `GET /devices/{id}` answers it: every field of the registry (spec part 2 §3). */
export type DeviceRecordDto = DeviceSchemas['Device'];
/** A device's `properties` as stored (typed fields pick their keys; `json` passes them all). */
export type DevicePropertiesSource = Record<string, unknown>;
export type AlarmDto = DeviceSchemas['Alarm'];
export type AlarmTripDto = DeviceSchemas['AlarmTrip'];
export type DeviceContractDto = DeviceSchemas['DeviceContract'];
/** A device's image, with the device (its global id and URL name both). */
export type DeviceImageSource = DeviceSchemas['DeviceImage'] & { deviceId: string };

/** A change to devices (the readable ones, loaded), or a change of the subscription's state. */
export interface DeviceChangeSource {
  kind: 'CREATED' | 'UPDATED' | 'DELETED' | 'PURGED' | 'LIVE' | 'RECONNECTING';
  deviceIds: string[];
  devices: DeviceNodeSource[];
}

/** An alarm trip with its alarm, or a change of the subscription's state. */
export type AlarmTripEventSource =
  | { kind: 'TRIPPED' | 'CLEARED'; alarm: AlarmDto; trip: AlarmTripDto }
  | { kind: 'LIVE' | 'RECONNECTING'; alarm: null; trip: null };

/** One page of an organisation's devices, to draw a device connection from. */
export type DeviceListPageDto = import('./rest/openapi.d.ts').components['schemas']['DeviceListPage'];

/** A log entry, with the record it belongs to (its global id names both, for `node(id:)`). */
export type MonitoringLogSource = MonitoringLogDto & { recordId: string };

/** An error code with how often a record reported it. */
export interface ErrorCodeCountSource {
  errorCode: LookupDto;
  count: number;
}

/** A record's change with the record, or a change of the subscription's state without one. */
export type MonitoringRecordChangeSource =
  | { kind: 'STATUS' | 'NOTES' | 'ERROR' | 'HEARTBEAT' | 'DEVICE_REPLACED'; monitoringRecord: MonitoringRecordDto }
  | { kind: 'LIVE' | 'RECONNECTING'; monitoringRecord: null };

type RestSchemas = import('./rest/openapi.d.ts').components['schemas'];
export type TrendDeviceDto = RestSchemas['TrendDevice'];
export type TrendOrganizationDto = RestSchemas['TrendOrganization'];
export type TrendDto = RestSchemas['Trend']['data'];
export type TrendSeriesDto = TrendDto['refSeries'][number];
export type ServiceScheduleDto = RestSchemas['ServiceSchedule'];
export type ServiceScheduleDeviceDto = RestSchemas['ServiceScheduleDevice'];

/** An organisation's dashboard: its sections load as they are asked for, a page at a time. */
export interface AnalyticsOrganizationSource {
  organizationId: string;
}

/** A group of the dashboard (with a page of its devices, its totals and its units). */
export interface AnalyticsGroupSource {
  organizationId: string;
  group: TrendOrganizationDto['data'][number];
}

/**
 * A device card: the device under its group (null: in no group). Its trend and scheduling load
 * through the group's batched call, so the group is part of its identity.
 */
export interface AnalyticsDeviceSource {
  organizationId: string;
  groupId: string | null;
  device: TrendDeviceDto;
}

/** A trend (one device's part of a group answer, or the whole answer) and the data models its unit is looked up in. */
export interface TrendSource {
  trend: Omit<TrendDto, 'series'> & { series: TrendSeriesDto[] };
  models: TrendDeviceDto['device_model']['data_model'];
}

/** A service schedule and the device it belongs to (its global id names both, for `node(id:)`). */
export type ServiceScheduleSource = ServiceScheduleDto & { organizationId: string; deviceId: string };

/** One counter device's counted events (`GET /analytics/service-schedules`, its item). */
export interface DeviceSchedulingSource {
  organizationId: string;
  period: TrendDto['period'];
  item: ServiceScheduleDeviceDto;
}
