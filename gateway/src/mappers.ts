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
import type { LookupDto, MonitoredDeviceDto, MonitoringLogDto, MonitoringRecordDto, OrganizationDto } from './rest/monitoringTypes.ts';

/**
 * An organisation as a list returns it, or as a record embeds its owner (`{ _id, name }`): fields
 * the reference lacks load the organisation list, once per request.
 */
export type OrganizationSource = OrganizationDto | { _id: string; name: string };

/** A device as a monitoring record embeds it, with the record's owner and package. */
export type DeviceSource = MonitoredDeviceDto & { owner: { _id: string; name: string }; package: LookupDto | null };

/** A log entry, with the record it belongs to (its global id names both, for `node(id:)`). */
export type MonitoringLogSource = MonitoringLogDto & { recordId: string };

/** An error code with how often a record reported it. */
export interface ErrorCodeCountSource {
  errorCode: LookupDto;
  count: number;
}

export interface MonitoringRecordChangeSource {
  kind: 'STATUS' | 'NOTES' | 'ERROR' | 'HEARTBEAT';
  monitoringRecord: MonitoringRecordDto;
}
