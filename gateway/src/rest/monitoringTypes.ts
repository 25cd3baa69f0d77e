/**
 * REST shapes of the monitoring domain (contract: lookups, devices, monitoring records, logs,
 * service history). Written from the contract until the api's routes are in the OpenAPI document;
 * then these become aliases of its generated `components['schemas']`.
 */
export interface LookupDto {
  _id: string;
  name: string;
  slug: string;
}

export interface StatusCodeDto extends LookupDto {
  color: 'default' | 'danger' | 'warning' | 'good' | 'active';
}

export interface OrganizationDto {
  _id: string;
  name: string;
  /** How many devices it owns. */
  devices: number;
  group_org_id: string | null;
}

export interface DataModelEntryDto {
  unit: { slug: string; name: string; value: string };
  data_type: 'continuous' | 'discrete' | 'step';
}

export interface DeviceModelDto {
  _id: string;
  title: string;
  network_type: string;
  networkProtocol: string;
  deviceTypeCategory: LookupDto;
  data_model: DataModelEntryDto[];
  mqtt: { brokerNumber: number } | null;
}

export interface LatestMessageDto {
  time: string;
  data: Record<string, number | null>;
  signalStrength: number | null;
  rssi: number | null;
  rsrq: number | null;
}

export interface MonitoredDeviceDto {
  _id: string;
  device: string;
  name: string;
  serialNumber: string | null;
  lastSeenAt: string | null;
  placeName: string | null;
  properties: { firmwareVersion: string | null; [key: string]: unknown };
  geo: { lat: number; lon: number } | null;
  device_type: LookupDto;
  device_model: DeviceModelDto;
  latestMessage: LatestMessageDto | null;
}

export interface MonitoringRecordDto {
  _id: string;
  org: { _id: string; name: string };
  device: MonitoredDeviceDto;
  package: LookupDto | null;
  status: StatusCodeDto;
  errorCodes: (LookupDto & { count: number })[];
  latestErrorOccurredAt: string | null;
  notes: string | null;
  updatedAt: string;
}

export interface MonitoringLogDto {
  _id: string;
  owner: string | null;
  deviceModel: string | null;
  errorCode: LookupDto;
  networkType: string | null;
  occurredAt: string;
}

export interface ServiceHistoryEntryDto {
  _id: string;
  createdAt: string;
  completedAt: string | null;
  notes: string | null;
  solutions: { _id: string; name: string }[];
  status: { slug: string; name: string };
}

export interface MonitoringMapPointDto {
  _id: string;
  deviceId: string;
  name: string;
  lat: number;
  lon: number;
  statusSlug: string;
  hasErrors: boolean;
}

/** An item of `GET /devices`: at least the compact fields; the full device when the api embeds it. */
export interface DeviceListItemDto extends Partial<Omit<MonitoredDeviceDto, '_id' | 'device' | 'name' | 'serialNumber'>> {
  _id: string;
  device: string;
  name: string;
  serialNumber: string | null;
  owner: { _id: string; name: string };
  package?: LookupDto | null;
}

export interface PagedDto<T> {
  data: T[];
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
}
