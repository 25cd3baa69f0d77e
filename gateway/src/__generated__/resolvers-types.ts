import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserDto, UserRoleDto, UserOrganizationDto, UserConfigDto, RuleDto, ReleaseNotificationDto, ViewerSource, OrganizationSource, LookupDto, DeviceModelDto, DataModelEntryDto, StatusCodeDto, ErrorCodeCountSource, DeviceNodeSource, LatestMessageDto, ServiceHistoryEntryDto, MonitoringRecordDto, MonitoringLogSource, MonitoringMapPointDto, MonitoringRecordChangeSource, AnalyticsOrganizationSource, AnalyticsGroupSource, AnalyticsDeviceSource, TrendSource, ServiceScheduleSource, DeviceSchedulingSource, DevicePropertiesSource, AlarmDto, AlarmTripDto, DeviceContractDto, DeviceImageSource, DeviceChangeSource, AlarmTripEventSource } from '../mappers.ts';
import type { ServiceCenterSource, TechnicianSource, ServiceOrderDto, ServiceLookupItemDto, ServiceOrderHistoryEntryDto, ServiceOrderChangeSource, AttachmentSource } from '../serviceSources.ts';
import type { InstallationOrderDto, InstallationOrderDeviceDto, InstallationAttachmentSource, InstallationOrderStatusItemSource, InstallationOrderChangeSource } from '../installationSources.ts';
import type { ContractDto, ContractDeviceDto, ContractLogEntryDto, ContractInvoiceLineDto, ContractInvoicePreviewSource } from '../contractSources.ts';
import type { ReleaseDto } from '../releaseSources.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time string in UTC, for example `2026-11-22T08:30:00.000Z`. */
  DateTime: { input: string; output: string; }
  /** Arbitrary JSON: used for ability-rule conditions, whose shape is a MongoDB-style query (CASL). */
  JSON: { input: unknown; output: unknown; }
};

/**
 * One CASL ability rule: the user may (or, when `inverted`, may not) do `action` on `subject`,
 * optionally only where `conditions` match. The web uses these rules only to decide what to show;
 * the API enforces them on every call.
 */
export type AbilityRule = {
  __typename?: 'AbilityRule';
  /** The actions, for example `read`, `update`, `manage` (every action). */
  action: Array<Scalars['String']['output']>;
  /** A MongoDB-style condition on the subject's fields, for example `{ "orgId": { "$in": ["..."] } }`. */
  conditions?: Maybe<Scalars['JSON']['output']>;
  /** The fields the rule is limited to; `null` for every field. */
  fields?: Maybe<Array<Scalars['String']['output']>>;
  /** True when the rule forbids instead of allows. */
  inverted: Scalars['Boolean']['output'];
  /** Why an inverted rule forbids, when the API gives a reason. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The subjects, for example `Device`, `Service`, `all` (every subject). */
  subject: Array<Scalars['String']['output']>;
};

/** Puts devices of the contract's organisation under it; those already under it stay as they are. */
export type AddDevicesToContractInput = {
  /** The devices (`Device` ids, 1 to 100). */
  deviceIds: Array<Scalars['ID']['input']>;
  /** The contract's global id. */
  id: Scalars['ID']['input'];
};

/** The contract after devices were put under it. */
export type AddDevicesToContractPayload = {
  __typename?: 'AddDevicesToContractPayload';
  /** The devices newly put under it (`Device` ids). */
  addedDeviceIds: Array<Scalars['ID']['output']>;
  /** The contract, with its new device count. */
  contract: Contract;
};

/** Devices to add to an installation order (a dispatcher's). */
export type AddInstallationOrderDevicesInput = {
  /** The devices (`Device` ids, 1 to 100): in stock, the owner's, of the order's types and models, on no other open order. */
  deviceIds: Array<Scalars['ID']['input']>;
  /** The order's global id. */
  id: Scalars['ID']['input'];
};

/** The order after the devices were added. */
export type AddInstallationOrderDevicesPayload = {
  __typename?: 'AddInstallationOrderDevicesPayload';
  /** The order as it is now (its `devices` list them). */
  installationOrder: InstallationOrder;
};

/** A user to make a technician of a centre. */
export type AddTechnicianInput = {
  /** The device models they service (`DeviceModel` ids, at most 500). */
  deviceModelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Whether they can be assigned orders; true when omitted. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** The centre (`ServiceCenter` id). */
  serviceCenterId: Scalars['ID']['input'];
  /** The user (`User` id): an active account whose roles work service orders (BAD_USER_INPUT otherwise). */
  userId: Scalars['ID']['input'];
};

/** The added technician. */
export type AddTechnicianPayload = {
  __typename?: 'AddTechnicianPayload';
  /** The new technician. */
  technician: Technician;
};

/**
 * An alarm on a device: a condition on one unit of its readings, judged on every reading that arrives.
 * A trip is recorded, raised live (`alarmTripped`) and e-mailed once inside the notification hours.
 */
export type Alarm = Node & {
  __typename?: 'Alarm';
  /** Null: each reading is compared itself. */
  aggregation?: Maybe<AlarmAggregation>;
  /** The alarm's id in the REST API. */
  alarmId: Scalars['String']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The device it watches. */
  device: Device;
  /** Minutes: the window an aggregation covers. */
  evaluationFrequency: Scalars['Int']['output'];
  /** The opaque global id of the alarm. */
  id: Scalars['ID']['output'];
  /** An inactive alarm is not judged. */
  isActive: Scalars['Boolean']['output'];
  /** When it last tripped. */
  lastTriggeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who is e-mailed when it trips. */
  notificationEmails: Array<Scalars['String']['output']>;
  /** E-mails go out from this hour (0..24, Danish time). */
  notifyFromHour: Scalars['Int']['output'];
  /** … until this hour (exclusive); below `notifyFromHour`: overnight. */
  notifyToHour: Scalars['Int']['output'];
  /** How a reading is compared with `value`. */
  operator: AlarmOperator;
  /** Whether a trip is open. */
  state: AlarmState;
  /** When the open trip was recorded; null when ok. */
  trippedSince?: Maybe<Scalars['DateTime']['output']>;
  /** The unit compared (one of the model's data-model units). */
  unitSlug: Scalars['String']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The threshold, in the unit's own measure. */
  value: Scalars['Float']['output'];
};

/** What an alarm compares: each reading, or an aggregate of the readings over its evaluation window. */
export type AlarmAggregation =
  /** The average. */
  | 'AVERAGE'
  /** The highest. */
  | 'MAXIMUM'
  /** The lowest. */
  | 'MINIMUM'
  /** The sum (for amounts such as rain). */
  | 'TOTAL';

/** A page of a device's alarms. */
export type AlarmConnection = {
  __typename?: 'AlarmConnection';
  /** The alarms of this page. */
  edges: Array<AlarmEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of the device's alarms. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in an alarm connection. */
export type AlarmEdge = {
  __typename?: 'AlarmEdge';
  /** The offset cursor of this alarm. */
  cursor: Scalars['String']['output'];
  /** The alarm. */
  node: Alarm;
};

/** What happened to an alarm, or to the subscription's own connection. */
export type AlarmEventKind =
  /** An alarm's open trip ended: a reading no longer met its condition, or the alarm was deactivated (the trip has `clearedAt`). */
  | 'CLEARED'
  /** The subscription is live; sent first and after a reconnection. */
  | 'LIVE'
  /** The gateway is reconnecting to the API: trips may be missed until the next `LIVE`. */
  | 'RECONNECTING'
  /** An alarm tripped. */
  | 'TRIPPED';

/** Where a trip's e-mail is. */
export type AlarmNotificationStatus =
  /** Tripped outside the notification hours: sent when they open, if still open. */
  | 'DEFERRED'
  /** Sending failed. */
  | 'FAILED'
  /** Being sent. */
  | 'PENDING'
  /** Being sent. */
  | 'SENDING'
  /** Sent. */
  | 'SENT'
  /** Nobody to tell, or it ended before it was sent. */
  | 'SKIPPED';

/** How an alarm compares a reading with its value. */
export type AlarmOperator =
  /** Equal (=). */
  | 'EQ'
  /** Above (>). */
  | 'GT'
  /** At or above (>=). */
  | 'GTE'
  /** Below (<). */
  | 'LT'
  /** At or below (<=). */
  | 'LTE';

/** The alarm after the change. */
export type AlarmPayload = {
  __typename?: 'AlarmPayload';
  /** The alarm as it is now. */
  alarm: Alarm;
};

/** Whether an alarm is tripped now. */
export type AlarmState =
  /** No trip is open. */
  | 'OK'
  /** A trip is open (see `trippedSince`). */
  | 'TRIPPED';

/** One trip of an alarm: the reading that tripped it and the one that ended it. */
export type AlarmTrip = {
  __typename?: 'AlarmTrip';
  /** The aggregation when it tripped. */
  aggregation?: Maybe<AlarmAggregation>;
  /** The alarm (its global id), which may have changed since: the condition below is the one that tripped. */
  alarmId: Scalars['ID']['output'];
  /** When it ended; null while open. */
  clearedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The reading that ended it; null when the alarm was changed or deactivated instead. */
  clearedReadingTime?: Maybe<Scalars['DateTime']['output']>;
  /** The value of the reading that ended it. */
  clearedReadingValue?: Maybe<Scalars['Float']['output']>;
  /** Where the e-mail is. */
  notificationStatus: AlarmNotificationStatus;
  /** When the e-mail went out. */
  notifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The operator when it tripped. */
  operator: AlarmOperator;
  /** The time of the reading that tripped it. */
  readingTime: Scalars['DateTime']['output'];
  /** The value compared: the reading, or the aggregate over the window. */
  readingValue: Scalars['Float']['output'];
  /** The threshold when it tripped. */
  threshold: Scalars['Float']['output'];
  /** The trip's id in the REST API. */
  tripId: Scalars['String']['output'];
  /** When the trip was recorded. */
  trippedAt: Scalars['DateTime']['output'];
  /** The unit compared when it tripped. */
  unitSlug: Scalars['String']['output'];
};

/** A page of a device's alarm trips. */
export type AlarmTripConnection = {
  __typename?: 'AlarmTripConnection';
  /** The trips of this page. */
  edges: Array<AlarmTripEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of trips. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in an alarm trip connection. */
export type AlarmTripEdge = {
  __typename?: 'AlarmTripEdge';
  /** The offset cursor of this trip. */
  cursor: Scalars['String']['output'];
  /** The trip. */
  node: AlarmTrip;
};

/** An alarm trip, as it happened. */
export type AlarmTripEvent = {
  __typename?: 'AlarmTripEvent';
  /** The alarm that tripped; null for `LIVE` and `RECONNECTING`. */
  alarm?: Maybe<Alarm>;
  /** What happened. */
  kind: AlarmEventKind;
  /** The trip; null for `LIVE` and `RECONNECTING`. */
  trip?: Maybe<AlarmTrip>;
};

/**
 * A device as the dashboard shows it: a card under its group (or under no group). Trends and
 * schedules of the devices of one group are loaded together: one upstream call per group and unit.
 */
export type AnalyticsDevice = Node & {
  __typename?: 'AnalyticsDevice';
  /** The device's REST id; used in `/devices/{deviceId}` links. */
  deviceId: Scalars['String']['output'];
  /** The device's model. */
  deviceModel: DeviceModel;
  /** The device's global id (a `Device`). */
  deviceNodeId: Scalars['ID']['output'];
  /** The kind of device. */
  deviceTypeCategory: DeviceTypeCategory;
  /** The group's REST id; `null` for a device in no group. */
  groupId?: Maybe<Scalars['String']['output']>;
  /** True when the model counts events (scheduling mode applies). */
  hasCounter: Scalars['Boolean']['output'];
  /** The opaque global id (the device in the context of its group). */
  id: Scalars['ID']['output'];
  /** The device's name. */
  name: Scalars['String']['output'];
  /** The device's network id. */
  networkId: Scalars['String']['output'];
  /** The organisation's REST id. */
  organizationId: Scalars['String']['output'];
  /** Counted events and service schedule; `null` for a device without a counter. */
  scheduling?: Maybe<DeviceScheduling>;
  /**
   * The device's service schedule with the count since its last reset, without a window (what a
   * collapsed card shows); `null` when none is set or the device counts nothing. One upstream call
   * per organisation, however many cards ask.
   */
  serviceSchedule?: Maybe<ServiceSchedule>;
  /** The device's readings aggregated over a window. */
  trend: Trend;
  /** The units the model reports, in order. */
  units: Array<DataModelEntry>;
};


/**
 * A device as the dashboard shows it: a card under its group (or under no group). Trends and
 * schedules of the devices of one group are loaded together: one upstream call per group and unit.
 */
export type AnalyticsDeviceSchedulingArgs = {
  input: SchedulingInput;
};


/**
 * A device as the dashboard shows it: a card under its group (or under no group). Trends and
 * schedules of the devices of one group are loaded together: one upstream call per group and unit.
 */
export type AnalyticsDeviceTrendArgs = {
  input: TrendInput;
};

/** A page of a dashboard section's devices. */
export type AnalyticsDeviceConnection = {
  __typename?: 'AnalyticsDeviceConnection';
  /** The devices of this page, by name. */
  edges: Array<AnalyticsDeviceEdge>;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** How many devices of the section match the filter. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a connection of dashboard devices. */
export type AnalyticsDeviceEdge = {
  __typename?: 'AnalyticsDeviceEdge';
  /** The offset cursor of this device. */
  cursor: Scalars['String']['output'];
  /** The device card. */
  node: AnalyticsDevice;
};

/**
 * Which of an organisation's devices the dashboard shows; each part narrows, and an absent part does
 * not. Applied by the API, whatever the fleet size.
 */
export type AnalyticsDeviceFilter = {
  /** Only devices that count events (what service schedules apply to). */
  countersOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only these devices (`Device` ids, at most 100); an empty list names none. */
  deviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only devices of these models (`DeviceModel` ids, at most 100). */
  deviceModelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only devices of these kinds (`DeviceTypeCategory` ids, at most 100). */
  deviceTypeCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A group of an organisation's devices, as the dashboard shows it. */
export type AnalyticsGroup = Node & {
  __typename?: 'AnalyticsGroup';
  /**
   * The group's devices that match `filter`, by name, a page at a time. The first pages of every
   * section of an organisation (its groups and its devices in no group) with the same `first` and
   * `filter` come from one upstream call; each further page is one call.
   */
  deviceCards: AnalyticsDeviceConnection;
  /** How many live devices the group has, whatever a filter: its trend combines them all. */
  deviceCount: Scalars['Int']['output'];
  /**
   * The group's devices, by name: every one of them (one upstream call for the whole group).
   * @deprecated Loads every device of the group: use `deviceCards`, a page at a time.
   */
  devices: Array<AnalyticsDevice>;
  /** The group's REST id. */
  groupId: Scalars['String']['output'];
  /** The opaque global id. */
  id: Scalars['ID']['output'];
  /** The group's name. */
  name: Scalars['String']['output'];
  /** The organisation's REST id. */
  organizationId: Scalars['String']['output'];
  /** The group's trend: its combined series over every device of the group (each device's own series is on its card). */
  trend: Trend;
  /** The units its devices report, each once: what the group's trend may draw. */
  units: Array<DataModelEntry>;
};


/** A group of an organisation's devices, as the dashboard shows it. */
export type AnalyticsGroupDeviceCardsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AnalyticsDeviceFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A group of an organisation's devices, as the dashboard shows it. */
export type AnalyticsGroupTrendArgs = {
  input: TrendInput;
};

/** A choice in an analytics selector, named in the caller's language. */
export type AnalyticsOption = {
  __typename?: 'AnalyticsOption';
  /** The stable key: a `TrendRef` or `TrendPeriod` value. */
  key: Scalars['String']['output'];
  /** The name in the requested language. */
  name: Scalars['String']['output'];
};

/** An organisation's groups and devices, as the dashboard shows them (`GET /analytics/trends/organizations/{id}`). */
export type AnalyticsOrganization = Node & {
  __typename?: 'AnalyticsOrganization';
  /** The groups by name (each with its devices in pages); empty when the organisation has no groups. */
  groups: Array<AnalyticsGroup>;
  /** The opaque global id. */
  id: Scalars['ID']['output'];
  /** The organisation. */
  organization: Organization;
  /** Devices in no group that match `filter`, by name, a page at a time (see `AnalyticsGroup.deviceCards`). */
  ungroupedDeviceCards: AnalyticsDeviceConnection;
  /**
   * Devices in no group, by name: every one of them.
   * @deprecated Loads every device in no group: use `ungroupedDeviceCards`, a page at a time.
   */
  ungroupedDevices: Array<AnalyticsDevice>;
};


/** An organisation's groups and devices, as the dashboard shows them (`GET /analytics/trends/organizations/{id}`). */
export type AnalyticsOrganizationUngroupedDeviceCardsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AnalyticsDeviceFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** What a device last reported having applied. */
export type AppliedDownlinkConfig = {
  __typename?: 'AppliedDownlinkConfig';
  /** True: the `…Above` settings are in force; false: the `…Under` ones; null: unknown. */
  aboveThreshold?: Maybe<Scalars['Boolean']['output']>;
  /** The type the device reported itself as. */
  deviceType?: Maybe<Scalars['String']['output']>;
  /** The measurement interval in force, minutes. */
  measurementInterval?: Maybe<Scalars['Int']['output']>;
  /** The measurements per transmission in force. */
  measurementsPerTransmission?: Maybe<Scalars['Int']['output']>;
  /** The device's message counter in that reading. */
  messageCount?: Maybe<Scalars['Int']['output']>;
  /** The threshold in force; null: none. */
  threshold?: Maybe<Scalars['Float']['output']>;
  /** The time of the reading that reported it. */
  time?: Maybe<Scalars['DateTime']['output']>;
};

/** Archives an order (a dispatcher's): a finished one, or one nobody started; CONFLICT otherwise. */
export type ArchiveServiceOrderInput = {
  /** The order's global id. */
  id: Scalars['ID']['input'];
};

/** The archived order. */
export type ArchiveServiceOrderPayload = {
  __typename?: 'ArchiveServiceOrderPayload';
  /** The order as it is now. */
  serviceOrder: ServiceOrder;
};

/**
 * A file of a service order: an attachment, or a before/after-service image; at most 5 MB, its type read
 * from its bytes. Uploaded over HTTP, not GraphQL, through the gateway (the bearer token in
 * `Authorization`; multipart/form-data; 1–10 files a request, all or nothing):
 * `POST /uploads/service-orders/{orderId}/attachments` (parts named `file`),
 * `POST /uploads/service-orders/{orderId}/before-images` and `…/after-images` (parts named `images`),
 * `orderId` a `ServiceOrder` id. They answer 201 `{ created: [Attachment] }` with this type's fields, or
 * `{ message, code }` (413 past 5 MB, 400 for an empty file, a type not taken or too many files, 403,
 * 404, 409 for a finished or archived order or a full one) in the caller's language.
 */
export type Attachment = Node & {
  __typename?: 'Attachment';
  /** The file's id in the REST API. */
  attachmentId: Scalars['String']['output'];
  /** When it was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** The uploader's REST id; null when that user is gone. */
  createdById?: Maybe<Scalars['String']['output']>;
  /** The file's global id (deleteAttachment takes it). */
  id: Scalars['ID']['output'];
  /** Which of the order's files it is. */
  kind: AttachmentKind;
  /** The type read from the bytes at upload. */
  mimeType: Scalars['String']['output'];
  /** The uploader's file name, for display only. */
  name: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  /**
   * Where the browser loads the file: a path on the gateway that works without an Authorization header
   * (`<img src>`, a download link), carrying the viewer's session encrypted, valid 10 to 15 minutes:
   * query the field again for a fresh one. Append `?download=true` for a download. Sent with the type
   * read at upload, `X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy.
   */
  url: Scalars['String']['output'];
};

/** A page of an order's attachments. */
export type AttachmentConnection = {
  __typename?: 'AttachmentConnection';
  /** The files of this page. */
  edges: Array<AttachmentEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of the order's attachments. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in an attachment connection. */
export type AttachmentEdge = {
  __typename?: 'AttachmentEdge';
  /** The offset cursor of this file. */
  cursor: Scalars['String']['output'];
  /** The file. */
  node: Attachment;
};

/** Which of a service order's files. */
export type AttachmentKind =
  /** A picture taken after the service. */
  | 'AFTER_IMAGE'
  /** A document or photo attached to the order (PDF, Office/OpenDocument, text, image). */
  | 'ATTACHMENT'
  /** A picture taken before the service. */
  | 'BEFORE_IMAGE';

/**
 * A contract with an organisation (spec part 2 §3): a service package for some of its devices at a
 * price per device per month, invoiced every few months.
 */
export type Contract = Node & {
  __typename?: 'Contract';
  /** The contract's id in the REST API; used in `/organizations/{orgId}/contracts/{contractId}` links. */
  contractId: Scalars['String']['output'];
  /** When the contract was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The name of whoever created the contract; null when unknown. */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** The customer's debitor number in the finance system. */
  debitorNumber?: Maybe<Scalars['String']['output']>;
  /** The devices under the contract, deleted ones included until they are taken off. */
  deviceCount: Scalars['Int']['output'];
  /**
   * The devices under the contract, most recently added first, a page at a time
   * (`GET /contracts/{id}/devices`, one call per page).
   */
  devices: ContractDeviceConnection;
  /** The opaque global id of the contract. */
  id: Scalars['ID']['output'];
  /** Months between invoices (1–120). */
  invoiceFrequencyMonths: Scalars['Int']['output'];
  /**
   * The invoice of the current period: billed devices × price per month × months of the invoice
   * frequency, with a line per device a page at a time (`GET /contracts/{id}/invoice-preview`, one
   * call per page of lines).
   */
  invoicePreview: ContractInvoicePreview;
  /** What happened to the contract, newest first (`GET /contracts/{id}/logs`, one call per page). */
  logs: ContractLogConnection;
  /** Billed devices (not deleted) × price per month, in kroner, as an exact decimal string. */
  monthlyAmount: Scalars['String']['output'];
  /** A note for whoever reads the contract. */
  note?: Maybe<Scalars['String']['output']>;
  /** The organisation the contract is with. */
  organization: Organization;
  /** The service package (basic, premium, ...). */
  package: Package;
  /** Kroner per device per month, as an exact decimal string (`"49.50"`). */
  pricePerDeviceMonth: Scalars['String']['output'];
  /** The customer's project id. */
  projectId?: Maybe<Scalars['String']['output']>;
  /** The day the contract starts (`YYYY-MM-DD`). */
  startDate: Scalars['String']['output'];
  /** When the contract last changed. */
  updatedAt: Scalars['DateTime']['output'];
};


/**
 * A contract with an organisation (spec part 2 §3): a service package for some of its devices at a
 * price per device per month, invoiced every few months.
 */
export type ContractDevicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * A contract with an organisation (spec part 2 §3): a service package for some of its devices at a
 * price per device per month, invoiced every few months.
 */
export type ContractInvoicePreviewArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A contract with an organisation (spec part 2 §3): a service package for some of its devices at a
 * price per device per month, invoiced every few months.
 */
export type ContractLogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** One field of a contract that a log entry changed. */
export type ContractChange = {
  __typename?: 'ContractChange';
  /** Its value after (any JSON; null when it was cleared). */
  after?: Maybe<Scalars['JSON']['output']>;
  /** Its value before (any JSON; a package as `{ _id, name }`; null when it had none). */
  before?: Maybe<Scalars['JSON']['output']>;
  /** The field: `packageId`, `startDate`, `invoiceFrequencyMonths`, `projectId`, `debitorNumber`, `note` or `pricePerDeviceMonth`. */
  field: Scalars['String']['output'];
};

/** A page of contracts. */
export type ContractConnection = {
  __typename?: 'ContractConnection';
  /** The contracts of this page. */
  edges: Array<ContractEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of contracts matching the filter. */
  totalCount: Scalars['Int']['output'];
};

/** A device under a contract. */
export type ContractDevice = {
  __typename?: 'ContractDevice';
  /** When it was put under the contract. */
  addedAt: Scalars['DateTime']['output'];
  /** True for a deleted device: it stays under the contract until taken off, but is not billed. */
  deleted: Scalars['Boolean']['output'];
  /** The device's global id (`Device`). */
  deviceId: Scalars['ID']['output'];
  /** The device's id in the REST API, for `/devices/{id}` links. */
  deviceRestId: Scalars['String']['output'];
  /** Where the device is in its life: in stock, installed or taken down. */
  lifecycle: DeviceLifecycle;
  /** The title of the device's model. */
  modelTitle: Scalars['String']['output'];
  /** The device's name. */
  name: Scalars['String']['output'];
  /** The device's network id. */
  networkId: Scalars['String']['output'];
  /** The serial number, when known. */
  serialNumber?: Maybe<Scalars['String']['output']>;
};

/** A page of the devices under a contract. */
export type ContractDeviceConnection = {
  __typename?: 'ContractDeviceConnection';
  /** The devices of this page. */
  edges: Array<ContractDeviceEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of devices matching the search. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a contract device connection. */
export type ContractDeviceEdge = {
  __typename?: 'ContractDeviceEdge';
  /** The offset cursor of this device. */
  cursor: Scalars['String']['output'];
  /** The device. */
  node: ContractDevice;
};

/** An edge in a contract connection. */
export type ContractEdge = {
  __typename?: 'ContractEdge';
  /** The offset cursor of this contract. */
  cursor: Scalars['String']['output'];
  /** The contract. */
  node: Contract;
};

/** Which contracts of an organisation. */
export type ContractFilter = {
  /** Only contracts of these packages (`Package` ids). */
  packageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Part of the project id, debitor number or note (any case); at most 200 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** One line of an invoice preview: a billed device. */
export type ContractInvoiceLine = {
  __typename?: 'ContractInvoiceLine';
  /** months × price, in kroner (`"148.50"`). */
  amount: Scalars['String']['output'];
  /** The device's global id (`Device`). */
  deviceId: Scalars['ID']['output'];
  /** The device's id in the REST API. */
  deviceRestId: Scalars['String']['output'];
  /** Months the invoice covers. */
  months: Scalars['Int']['output'];
  /** The device's name. */
  name: Scalars['String']['output'];
  /** The device's network id. */
  networkId: Scalars['String']['output'];
  /** Kroner per device per month (`"49.50"`). */
  pricePerDeviceMonth: Scalars['String']['output'];
  /** The serial number, when known. */
  serialNumber?: Maybe<Scalars['String']['output']>;
};

/** A page of an invoice preview's lines. */
export type ContractInvoiceLineConnection = {
  __typename?: 'ContractInvoiceLineConnection';
  /** The lines of this page. */
  edges: Array<ContractInvoiceLineEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of lines: the billed devices. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in an invoice line connection. */
export type ContractInvoiceLineEdge = {
  __typename?: 'ContractInvoiceLineEdge';
  /** The offset cursor of this line. */
  cursor: Scalars['String']['output'];
  /** The line. */
  node: ContractInvoiceLine;
};

/**
 * What a contract's invoice for the current period would say. The period holds today in the viewer's
 * UTC offset (the first period for a contract that starts later); amounts are exact decimal strings.
 */
export type ContractInvoicePreview = {
  __typename?: 'ContractInvoicePreview';
  /** Devices billed: those under the contract that are not deleted. */
  billedDeviceCount: Scalars['Int']['output'];
  /** The currency of the amounts (`DKK`). */
  currency: Scalars['String']['output'];
  /** billedDeviceCount × price × months, in kroner: the invoice's total. */
  invoiceAmount: Scalars['String']['output'];
  /** A line per billed device, by name. */
  lines: ContractInvoiceLineConnection;
  /** billedDeviceCount × price, in kroner. */
  monthlyAmount: Scalars['String']['output'];
  /** Months the invoice covers: the invoice frequency. */
  months: Scalars['Int']['output'];
  /** Last day of the period (`YYYY-MM-DD`). */
  periodEnd: Scalars['String']['output'];
  /** First day of the period (`YYYY-MM-DD`). */
  periodStart: Scalars['String']['output'];
  /** Kroner per device per month. */
  pricePerDeviceMonth: Scalars['String']['output'];
  /** Deleted devices still under the contract: not billed. */
  unbilledDeletedCount: Scalars['Int']['output'];
};

/** What a contract log entry records (spec part 2 §3). */
export type ContractLogAction =
  /** A device was put under the contract. */
  | 'ADD_DEVICE'
  /** The contract was created. */
  | 'CREATE'
  /** The contract was deleted. */
  | 'DELETE'
  /** A device was taken off the contract. */
  | 'REMOVE_DEVICE'
  /** Fields of the contract changed. */
  | 'UPDATE';

/** A page of a contract's log. */
export type ContractLogConnection = {
  __typename?: 'ContractLogConnection';
  /** The entries of this page. */
  edges: Array<ContractLogEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of entries. */
  totalCount: Scalars['Int']['output'];
};

/** The device a log entry added or removed, as it was then. */
export type ContractLogDevice = {
  __typename?: 'ContractLogDevice';
  /** The device's REST id; null when the device is gone. */
  deviceRestId?: Maybe<Scalars['String']['output']>;
  /** Its name then (or now, while it exists). */
  name?: Maybe<Scalars['String']['output']>;
  /** Its network id. */
  networkId?: Maybe<Scalars['String']['output']>;
};

/** An edge in a contract log connection. */
export type ContractLogEdge = {
  __typename?: 'ContractLogEdge';
  /** The offset cursor of this entry. */
  cursor: Scalars['String']['output'];
  /** The entry. */
  node: ContractLogEntry;
};

/** One entry of a contract's log. */
export type ContractLogEntry = {
  __typename?: 'ContractLogEntry';
  /** What happened. */
  action: ContractLogAction;
  /** For create and update: the fields with their values before and after. */
  changes: Array<ContractChange>;
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The device added or removed; null for other actions. */
  device?: Maybe<ContractLogDevice>;
  /** The entry's id in the REST API. */
  entryId: Scalars['String']['output'];
  /** Who did it; null when unknown or their account is gone. */
  userName?: Maybe<Scalars['String']['output']>;
};

/** An order of contracts. */
export type ContractOrder = {
  /** Which way; ascending when omitted. */
  direction?: InputMaybe<OrderDirection>;
  /** What to order by. */
  field: ContractOrderField;
};

/** What contracts can be ordered by. */
export type ContractOrderField =
  /** When the contract was created. */
  | 'CREATED_AT'
  /** The debitor number (contracts without one last). */
  | 'DEBITOR_NUMBER'
  /** The number of devices under it. */
  | 'DEVICE_COUNT'
  /** The price per device per month. */
  | 'PRICE_PER_DEVICE_MONTH'
  /** The project id (contracts without one last). */
  | 'PROJECT_ID'
  /** The day it starts. */
  | 'START_DATE';

/** A new alarm on a device. */
export type CreateAlarmInput = {
  /** Compare an aggregate over the window instead of each reading. */
  aggregation?: InputMaybe<AlarmAggregation>;
  /** The device's global id. */
  deviceId: Scalars['ID']['input'];
  /** Minutes the aggregation covers, 1 to 1440; 60 when omitted. */
  evaluationFrequency?: InputMaybe<Scalars['Int']['input']>;
  /** Whether it is judged; true when omitted. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Who is e-mailed: at most 20 addresses. */
  notificationEmails?: InputMaybe<Array<Scalars['String']['input']>>;
  /** E-mails go out from this hour (0..24, Danish time); 0 when omitted. */
  notifyFromHour?: InputMaybe<Scalars['Int']['input']>;
  /** … until this hour (exclusive); 24 when omitted. */
  notifyToHour?: InputMaybe<Scalars['Int']['input']>;
  /** How a reading is compared with `value`. */
  operator: AlarmOperator;
  /** The unit compared: one of the model's data-model units. */
  unitSlug: Scalars['String']['input'];
  /** The threshold. */
  value: Scalars['Float']['input'];
};

/** A new contract with an organisation. */
export type CreateContractInput = {
  /** The customer's debitor number, at most 100 characters. */
  debitorNumber?: InputMaybe<Scalars['String']['input']>;
  /** Devices of the organisation to put under it at once (`Device` ids, at most 100). */
  deviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Months between invoices, 1 to 120; 12 when omitted. */
  invoiceFrequencyMonths?: InputMaybe<Scalars['Int']['input']>;
  /** A note, at most 2000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The organisation (`Organization` id). */
  organizationId: Scalars['ID']['input'];
  /** The service package (`Package` id). */
  packageId: Scalars['ID']['input'];
  /** Kroner per device per month with at most two decimals (`"49.50"`). */
  pricePerDeviceMonth: Scalars['String']['input'];
  /** The customer's project id, at most 100 characters. */
  projectId?: InputMaybe<Scalars['String']['input']>;
  /** The day it starts (`YYYY-MM-DD`). */
  startDate: Scalars['String']['input'];
};

/** The created contract. */
export type CreateContractPayload = {
  __typename?: 'CreateContractPayload';
  /** The new contract. */
  contract: Contract;
};

/** A new device. */
export type CreateDeviceInput = {
  /** Whether it is in use. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The model (`DeviceModel` id). */
  deviceModelId: Scalars['ID']['input'];
  /** The position. */
  geo?: InputMaybe<GeoInput>;
  /** The installation data is complete. */
  isComplete?: InputMaybe<Scalars['Boolean']['input']>;
  /** The installation failed. */
  isUnsuccessful?: InputMaybe<Scalars['Boolean']['input']>;
  /** The starting state; in stock when omitted. */
  lifecycle?: InputMaybe<DeviceLifecycle>;
  /** The location type (stancode, at most 20 characters). */
  locationTypeStancode?: InputMaybe<Scalars['String']['input']>;
  /** The name (1 to 200 characters). */
  name: Scalars['String']['input'];
  /** The network id (IMEI, Sigfox id, MQTT client id): letters, digits and . _ : -, at most 100; unique across all devices. */
  networkId: Scalars['String']['input'];
  /** Notes (at most 2000 characters). */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The owner (`Organization` id); needs `create Device` there. */
  ownerId: Scalars['ID']['input'];
  /** The service package (`Package` id). */
  packageId?: InputMaybe<Scalars['ID']['input']>;
  /** Where the device is, in words (at most 300 characters). */
  placeName?: InputMaybe<Scalars['String']['input']>;
  /** Type-specific settings by key (see `DeviceProperties`; the allowed keys depend on the model's kind). */
  properties?: InputMaybe<Scalars['JSON']['input']>;
  /** The serial number (at most 100 characters). */
  serialNumber?: InputMaybe<Scalars['String']['input']>;
};

/** The created device. */
export type CreateDevicePayload = {
  __typename?: 'CreateDevicePayload';
  /** The new device. */
  device: Device;
};

/** A new installation order (spec part 2 §3, §7). */
export type CreateInstallationOrderInput = {
  /** Devices to install (`Device` ids, at most 100): in stock, the owner's, of the types and models, on no other open order. */
  deviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The device models it installs (`DeviceModel` ids, at most 100); empty: any. */
  deviceModelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The device types it installs (`DeviceTypeCategory` ids, at most 20); empty: any. */
  deviceTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The due day, `YYYY-MM-DD` (in the viewer's UTC offset); stored as the end of that day; not in the past. */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** The order's name, 1 to 200 characters. */
  name: Scalars['String']['input'];
  /** A note (at most 5000 characters). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The organisation whose devices are installed (`Organization` id); needs `create InstallationOrder` there. */
  ownerId: Scalars['ID']['input'];
  /** The centre doing the work (`ServiceCenter` id): it must serve the owner. */
  serviceCenterId?: InputMaybe<Scalars['ID']['input']>;
  /** An active technician of that centre (`Technician` id); they are e-mailed. */
  technicianId?: InputMaybe<Scalars['ID']['input']>;
};

/** The created order. */
export type CreateInstallationOrderPayload = {
  __typename?: 'CreateInstallationOrderPayload';
  /** The new order (status new). */
  installationOrder: InstallationOrder;
};

/** A new service centre. */
export type CreateServiceCenterInput = {
  /** Its postal address: street, postcode and town, at most 300 characters (line breaks become commas); empty or null: none. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Where the centre is. */
  geo?: InputMaybe<GeoInput>;
  /** Whether it takes orders; true when omitted. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name, 1 to 200 characters, unique among the centres (any case; CONFLICT otherwise). */
  name: Scalars['String']['input'];
  /** The organisations whose devices it serves (`Organization` ids, at most 500). */
  organizationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Its staff, who see and dispatch its orders (`User` ids, at most 500). */
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The created centre. */
export type CreateServiceCenterPayload = {
  __typename?: 'CreateServiceCenterPayload';
  /** The new centre. */
  serviceCenter: ServiceCenter;
};

/** A new service order (spec part 2 §5). */
export type CreateServiceOrderInput = {
  /** The device to service (`Device` id): live, the owner's, readable by the viewer. */
  deviceId: Scalars['ID']['input'];
  /** The due day, `YYYY-MM-DD` (or a date-time whose day counts in the viewer's UTC offset); stored as the end of that day; not in the past. */
  dueDate: Scalars['String']['input'];
  /** Notes (at most 5000 characters). */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The organisation owning the device (`Organization` id); needs `create Service` there. */
  ownerId: Scalars['ID']['input'];
  /** The centre doing the work (`ServiceCenter` id), active. */
  serviceCenterId: Scalars['ID']['input'];
  /** What is wrong (at most 2000 characters). */
  serviceIssue?: InputMaybe<Scalars['String']['input']>;
  /** An active technician of that centre (`Technician` id); omitted or null: assign later. They are e-mailed. */
  technicianId?: InputMaybe<Scalars['ID']['input']>;
};

/** The created order. */
export type CreateServiceOrderPayload = {
  __typename?: 'CreateServiceOrderPayload';
  /** The new order (status new). */
  serviceOrder: ServiceOrder;
};

/** One unit a device model reports. */
export type DataModelEntry = {
  __typename?: 'DataModelEntry';
  /** How the values behave over time. */
  dataType: DataType;
  /** The unit's name, for example `Vandstand`. */
  name: Scalars['String']['output'];
  /** A stable key of the unit, for example `water_level`; readings are keyed by it. */
  slug: Scalars['String']['output'];
  /** The unit symbol, for example `cm` or `°C`. */
  unit: Scalars['String']['output'];
};

/** How a measured value is shaped over time. */
export type DataType =
  /** A value that changes smoothly (a level, a temperature). */
  | 'continuous'
  /** Separate values (open/closed, a count). */
  | 'discrete'
  /** A value that jumps between levels. */
  | 'step';

/** An alarm to delete. */
export type DeleteAlarmInput = {
  /** The alarm's global id. */
  id: Scalars['ID']['input'];
};

/** What was deleted. */
export type DeleteAlarmPayload = {
  __typename?: 'DeleteAlarmPayload';
  /** The global id of the deleted alarm. */
  deletedAlarmId: Scalars['ID']['output'];
  /** The device it was on. */
  device: Device;
};

/** A file of a service order to delete, with its stored file. */
export type DeleteAttachmentInput = {
  /** The file's global id (an `Attachment` id). */
  id: Scalars['ID']['input'];
};

/** What was deleted. */
export type DeleteAttachmentPayload = {
  __typename?: 'DeleteAttachmentPayload';
  /** The global id of the deleted file. */
  deletedAttachmentId: Scalars['ID']['output'];
  /** The order it was of, as it is now. */
  serviceOrder: ServiceOrder;
};

/** Deletes a contract; refused (CONFLICT) while devices are under it. */
export type DeleteContractInput = {
  /** The contract's global id. */
  id: Scalars['ID']['input'];
};

/** The deleted contract's id. */
export type DeleteContractPayload = {
  __typename?: 'DeleteContractPayload';
  /** The global id the contract had, to drop it from lists. */
  deletedContractId: Scalars['ID']['output'];
};

/** Deletes an image of a device. */
export type DeleteDeviceImageInput = {
  /** The image's global id. */
  id: Scalars['ID']['input'];
};

/** What was deleted. */
export type DeleteDeviceImagePayload = {
  __typename?: 'DeleteDeviceImagePayload';
  /** The global id of the deleted image. */
  deletedImageId: Scalars['ID']['output'];
  /** The device it was of. */
  device: Device;
};

/** A device to delete: marked deleted, it stays readable, refuses edits and leaves monitoring. */
export type DeleteDeviceInput = {
  /** The device's global id. */
  id: Scalars['ID']['input'];
};

/** The device, now deleted. */
export type DeleteDevicePayload = {
  __typename?: 'DeleteDevicePayload';
  /** The device (`deleted` is true). */
  device: Device;
};

/** A file of a device on an order to delete. */
export type DeleteInstallationAttachmentInput = {
  /** The file's global id (an `InstallationAttachment` id). */
  id: Scalars['ID']['input'];
};

/** What was deleted. */
export type DeleteInstallationAttachmentPayload = {
  __typename?: 'DeleteInstallationAttachmentPayload';
  /** The global id of the deleted file. */
  deletedAttachmentId: Scalars['ID']['output'];
  /** The order's device as it is now. */
  orderDevice: InstallationOrderDevice;
};

/** An installation order to delete. */
export type DeleteInstallationOrderInput = {
  /** True confirms deleting an order with installed devices (they stay installed); without it such an order is CONFLICT with `upstreamCode` CONFIRMATION_REQUIRED. */
  confirmInstalledDevices?: InputMaybe<Scalars['Boolean']['input']>;
  /** The order's global id. */
  id: Scalars['ID']['input'];
};

/** What was deleted. */
export type DeleteInstallationOrderPayload = {
  __typename?: 'DeleteInstallationOrderPayload';
  /** The global id of the deleted order, to drop it from lists. */
  deletedInstallationOrderId: Scalars['ID']['output'];
};

/** A service centre to delete: refused (CONFLICT) while it has open orders; its technicians go with it. */
export type DeleteServiceCenterInput = {
  /** The centre's global id. */
  id: Scalars['ID']['input'];
};

/** What was deleted. */
export type DeleteServiceCenterPayload = {
  __typename?: 'DeleteServiceCenterPayload';
  /** The global id of the deleted centre, to drop it from lists. */
  deletedServiceCenterId: Scalars['ID']['output'];
};

/** Deletes a new order (`delete Service` in the owner); CONFLICT once started. Its history stays in the audit log. */
export type DeleteServiceOrderInput = {
  /** The order's global id. */
  id: Scalars['ID']['input'];
};

/** What was deleted. */
export type DeleteServiceOrderPayload = {
  __typename?: 'DeleteServiceOrderPayload';
  /** The global id of the deleted order, to drop it from lists. */
  deletedServiceOrderId: Scalars['ID']['output'];
};

/** Removes a device's service schedule. */
export type DeleteServiceScheduleInput = {
  /** The device (an `AnalyticsDevice` id). */
  deviceId: Scalars['ID']['input'];
  /** The schedule (a `ServiceSchedule` id). */
  serviceScheduleId: Scalars['ID']['input'];
};

/** The device after its schedule was removed. */
export type DeleteServiceSchedulePayload = {
  __typename?: 'DeleteServiceSchedulePayload';
  /** The removed schedule's id, to drop it from a client's store. */
  deletedServiceScheduleId: Scalars['ID']['output'];
  /** The device, to refetch its card. */
  device: AnalyticsDevice;
};

/** A sensor device in the field. */
export type Device = Node & {
  __typename?: 'Device';
  /** Whether the device is in use. Loads the device record. */
  active: Scalars['Boolean']['output'];
  /** The history of the device's alarm trips, newest first (`GET /devices/{id}/alarm-trips`). One call per page of up to 100 devices asking the same page (`GET /devices/alarm-trips`). */
  alarmTrips: AlarmTripConnection;
  /** The device's alarms, oldest first (`GET /devices/alarms`, one call per page of up to 100 devices). */
  alarms: AlarmConnection;
  /** Every change to the device, newest first: who, when, each field before and after (`GET /devices/{id}/audit`). One call per page of up to 100 devices asking the same page (`GET /devices/audit`). */
  auditEntries: DeviceAuditEntryConnection;
  /**
   * The contracts the device is on, newest first (`GET /devices/{id}/contracts`); null with a FORBIDDEN
   * error at this field for those who may not read contracts (in a list of devices the other rows and
   * fields still answer). One call per page of up to 100 devices asking the same page
   * (`GET /devices/contracts`).
   */
  contracts?: Maybe<DeviceContractConnection>;
  /** When the device was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** Soft-deleted: still readable, no longer editable, not monitored. Loads the device record. */
  deleted: Scalars['Boolean']['output'];
  /** When it was deleted; null while live. Loads the device record. */
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The device's id in the REST API (`_id`); used in `/devices/{deviceId}` links. */
  deviceId: Scalars['String']['output'];
  /** The device's model. */
  deviceModel: DeviceModel;
  /** The model's kind of device, in the caller's language. */
  deviceTypeCategory: DeviceTypeCategory;
  /**
   * The downlink configuration, requested and applied (`GET /devices/{id}/downlink-config`); null when
   * the model takes none (`downlinkSupported` false). One call per page of up to 100 devices
   * (`GET /devices/downlink-configs`).
   */
  downlinkConfig?: Maybe<DownlinkConfig>;
  /** Whether the model takes a downlink configuration over MQTT (it has a broker number). */
  downlinkSupported: Scalars['Boolean']['output'];
  /** The firmware version the device reports. */
  firmwareVersion?: Maybe<Scalars['String']['output']>;
  /** Where the device is, when known. */
  geo?: Maybe<GeoPoint>;
  /** The opaque global id of the device. */
  id: Scalars['ID']['output'];
  /** The device's images, newest first (`GET /devices/{id}/images`). One call per page of up to 100 devices asking the same page (`GET /devices/images`). */
  images: DeviceImageConnection;
  /** The installation data is complete. Loads the device record. */
  isComplete: Scalars['Boolean']['output'];
  /** The installation failed. Loads the device record. */
  isUnsuccessful: Scalars['Boolean']['output'];
  /** When the device last sent a message. */
  lastSeenAt?: Maybe<Scalars['DateTime']['output']>;
  /** The newest message, when the device has sent one. */
  latestMessage?: Maybe<LatestMessage>;
  /** The latest value for every unit of the device's data model, in the model's order. */
  latestReadings: Array<Reading>;
  /** Where the device is in its life. */
  lifecycle: DeviceLifecycle;
  /** The location type (stancode), e.g. `BRD`. Loads the device record. */
  locationTypeStancode?: Maybe<Scalars['String']['output']>;
  /** The device's name. */
  name: Scalars['String']['output'];
  /**
   * Signal strength over a window, oldest first, each point with its band (`GET /devices/{id}/network-info`);
   * the same window rules and sharing of the 20,000 points as `readings`. One call per page of up to
   * 100 devices asking the same window (`GET /devices/network-info`). Null with a FORBIDDEN error for a
   * viewer who may not read the device's readings, as `readings`.
   */
  networkHistory?: Maybe<NetworkHistory>;
  /** The id the device reports itself as on its network (IMEI, Sigfox id, MQTT client id). */
  networkId: Scalars['String']['output'];
  /**
   * Whether the network reports signal strength for this device (spec part 2 §9: NB-IoT over MQTT or
   * HTTP, and Sigfox): when false, `networkHistory` is empty and the page says so.
   */
  networkStrengthAvailable: Scalars['Boolean']['output'];
  /** Staff notes. Loads the device record. */
  notes?: Maybe<Scalars['String']['output']>;
  /** The organisation that owns the device. */
  owner: Organization;
  /**
   * The organisations the viewer may move the device to, by name, the current owner included and
   * marked (`GET /devices/{id}/organizations`): the owner picker of the edit form. One call per page of
   * up to 100 devices (`GET /devices/organizations`).
   */
  ownerOptions: Array<DeviceOwnerOption>;
  /** The device's service level, when it has one. */
  package?: Maybe<Package>;
  /** A readable place name, when known. */
  placeName?: Maybe<Scalars['String']['output']>;
  /** Type-specific settings. Loads the device record. */
  properties: DeviceProperties;
  /**
   * The readings in a window, oldest first, with their units (`GET /devices/{id}/messages`): what the
   * Data tab's chart, table and export show. `to` defaults to now and `from` to a day before it;
   * neither may be in the future and the window spans at most 366 days. At most 20,000 readings: when
   * `hasMore`, ask again from `nextFrom`. One call per page of up to 100 devices asking the same window
   * (`GET /devices/messages`); those 20,000 are then shared among the devices of the call (200 each for
   * 100 devices), so a device with more says `hasMore` sooner. A device alone: `GET /devices/{id}/messages`.
   * Null, with a FORBIDDEN error at this field, for a viewer who may see the device but not its
   * readings: in a list of devices the other rows and fields still answer.
   */
  readings?: Maybe<DeviceReadings>;
  /** The serial number, when known. */
  serialNumber?: Maybe<Scalars['String']['output']>;
  /** The device's service orders, newest first (`GET /devices/{id}/service-orders`); empty for those who may not read service orders. One call per page of up to 100 devices (`GET /devices/service-orders`). */
  serviceHistory: Array<ServiceHistoryEntry>;
  /** The device's service orders, newest first, a page at a time (`GET /service-orders?deviceIds=`, one call per device and page); empty for those who may not read service orders. */
  serviceOrders: ServiceOrderConnection;
  /** When the device was last changed. Loads the device record (one call per page of up to 100 devices). */
  updatedAt: Scalars['DateTime']['output'];
  /** The water-level calculation; null for devices whose model measures no distance. Loads the device record. */
  waterLevel?: Maybe<WaterLevelSettings>;
};


/** A sensor device in the field. */
export type DeviceAlarmTripsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  alarmId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A sensor device in the field. */
export type DeviceAlarmsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A sensor device in the field. */
export type DeviceAuditEntriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A sensor device in the field. */
export type DeviceContractsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A sensor device in the field. */
export type DeviceImagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A sensor device in the field. */
export type DeviceNetworkHistoryArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


/** A sensor device in the field. */
export type DeviceReadingsArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


/** A sensor device in the field. */
export type DeviceServiceOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** One changed field of an audit entry. */
export type DeviceAuditChange = {
  __typename?: 'DeviceAuditChange';
  /** Its value after (any JSON; null when it was removed). */
  after?: Maybe<Scalars['JSON']['output']>;
  /** Its value before (any JSON; null when it had none). */
  before?: Maybe<Scalars['JSON']['output']>;
  /** The field, e.g. `name` or `properties.elevation`. */
  field: Scalars['String']['output'];
};

/** One change to a device. */
export type DeviceAuditEntry = {
  __typename?: 'DeviceAuditEntry';
  /** `device.create`, `device.import`, `device.update`, `device.delete`, `device.purge`, `device.downlinkConfig.update`, ... */
  action: Scalars['String']['output'];
  /** The user's REST id, when known. */
  actorId?: Maybe<Scalars['String']['output']>;
  /** Who did it; null once the user is removed, or for the system. */
  actorName?: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** Each changed field, before and after. */
  changes: Array<DeviceAuditChange>;
  /** The entry's id in the REST API. */
  entryId: Scalars['String']['output'];
};

/** A page of a device's audit log. */
export type DeviceAuditEntryConnection = {
  __typename?: 'DeviceAuditEntryConnection';
  /** The entries of this page. */
  edges: Array<DeviceAuditEntryEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of entries. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a device audit connection. */
export type DeviceAuditEntryEdge = {
  __typename?: 'DeviceAuditEntryEdge';
  /** The offset cursor of this entry. */
  cursor: Scalars['String']['output'];
  /** The entry. */
  node: DeviceAuditEntry;
};

/** A change to devices the viewer may read. */
export type DeviceChange = {
  __typename?: 'DeviceChange';
  /** The global ids of the changed devices the viewer may read (with `deviceId`, just that one). */
  deviceIds: Array<Scalars['ID']['output']>;
  /** The changed devices as they are now; empty for `PURGED`, `LIVE` and `RECONNECTING`. */
  devices: Array<Device>;
  /** What happened. */
  kind: DeviceChangeKind;
};

/**
 * What happened to devices, or — `LIVE`, `RECONNECTING` — what happened to the subscription's own
 * connection.
 */
export type DeviceChangeKind =
  /** Devices were registered (created or imported). */
  | 'CREATED'
  /** Devices were marked deleted. */
  | 'DELETED'
  /** The subscription is live; sent first and after a reconnection: refetch what you show. */
  | 'LIVE'
  /** Devices were removed permanently: only their ids are left. */
  | 'PURGED'
  /** The gateway lost its connection to the API and is reconnecting: changes may be missed until the next `LIVE`. */
  | 'RECONNECTING'
  /** Devices were changed. */
  | 'UPDATED';

/** A page of devices. */
export type DeviceConnection = {
  __typename?: 'DeviceConnection';
  /** The devices of this page. */
  edges: Array<DeviceEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of devices matching the search. */
  totalCount: Scalars['Int']['output'];
};

/** A contract a device is on. */
export type DeviceContract = {
  __typename?: 'DeviceContract';
  /** The contract's id in the REST API; `removeDeviceFromContract` takes it. */
  contractId: Scalars['String']['output'];
  /** When the contract was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The debitor number. */
  debitorNumber?: Maybe<Scalars['String']['output']>;
  /** When the device was put under the contract. */
  deviceAddedAt: Scalars['DateTime']['output'];
  /** Months between invoices. */
  invoiceFrequencyMonths: Scalars['Int']['output'];
  /** The note. */
  note?: Maybe<Scalars['String']['output']>;
  /** The organisation the contract is with. */
  organization: Organization;
  /** The service package. */
  package: Package;
  /** Kroner per device per month, as an exact decimal string (e.g. "49.00"). */
  pricePerDeviceMonth: Scalars['String']['output'];
  /** The project id. */
  projectId?: Maybe<Scalars['String']['output']>;
  /** The day the contract starts (YYYY-MM-DD). */
  startDate: Scalars['String']['output'];
};

/** A page of the contracts a device is on. */
export type DeviceContractConnection = {
  __typename?: 'DeviceContractConnection';
  /** The contracts of this page. */
  edges: Array<DeviceContractEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of contracts. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a device contract connection. */
export type DeviceContractEdge = {
  __typename?: 'DeviceContractEdge';
  /** The offset cursor of this contract. */
  cursor: Scalars['String']['output'];
  /** The contract. */
  node: DeviceContract;
};

/** An edge in a device connection. */
export type DeviceEdge = {
  __typename?: 'DeviceEdge';
  /** The offset cursor of this device. */
  cursor: Scalars['String']['output'];
  /** The device. */
  node: Device;
};

/** Which devices to list. Every list narrows (any of its values matches); omitted or empty lists do not filter. */
export type DeviceFilter = {
  /** True: only soft-deleted devices; false or omitted: only live ones. */
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Models (`DeviceModel` ids, at most 100). */
  deviceModelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Kinds of device (`DeviceTypeCategory` ids, at most 100). */
  deviceTypeCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Lifecycle states. */
  lifecycles?: InputMaybe<Array<DeviceLifecycle>>;
  /** Owners (`Organization` ids, at most 100). */
  organizationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Part of the name, network id or serial number, anywhere in it (any case); at most 200 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A picture of a device: a JPEG, PNG, WebP, GIF or HEIC image of at most 5 MB, its type read from its
 * bytes. Uploaded over HTTP, not GraphQL: `POST /uploads/devices/{deviceId}/images` on the gateway
 * (`deviceId` a `Device` id; multipart/form-data, one file in the field `images`; the bearer token in
 * `Authorization`), which answers 201 `{ image }` with this type's fields, or `{ message, code }`
 * (413 PAYLOAD_TOO_LARGE past 5 MB, 400 VALIDATION_FAILED for an empty file or another type, 403, 404,
 * 409 DEVICE_DELETED) in the caller's language.
 */
export type DeviceImage = {
  __typename?: 'DeviceImage';
  /** When it was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** The image's global id (deleteDeviceImage takes it). */
  id: Scalars['ID']['output'];
  /** The image's id in the REST API. */
  imageId: Scalars['String']['output'];
  /** What the image shows. */
  kind: DeviceImageKind;
  /** The type read from the bytes: image/jpeg, image/png, image/webp, image/gif, image/heic or image/heif. */
  mimeType: Scalars['String']['output'];
  /** The uploader's file name, for display only (any folder part and control characters removed). */
  name: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  /**
   * Where the browser loads the file: a path on the gateway for `<img src>`, which works without an
   * Authorization header. It carries the viewer's session, encrypted, and expires 10 to 15 minutes
   * after it is handed out (the same URL within a 5-minute window, so the browser's cache serves it
   * again): query the field again for a fresh one. Append `?download=true` for a download
   * (Content-Disposition: attachment) instead. The file is sent with the type read at upload,
   * `X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy.
   */
  url: Scalars['String']['output'];
};

/** A page of a device's images. */
export type DeviceImageConnection = {
  __typename?: 'DeviceImageConnection';
  /** The images of this page. */
  edges: Array<DeviceImageEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of the device's images. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a device's image connection. */
export type DeviceImageEdge = {
  __typename?: 'DeviceImageEdge';
  /** The offset cursor of this image. */
  cursor: Scalars['String']['output'];
  /** The image. */
  node: DeviceImage;
};

/** What an image of a device shows. */
export type DeviceImageKind =
  /** A picture of the device or its installation. */
  | 'PICTURE'
  /** A picture of the road (street sense devices). */
  | 'ROAD';

/** A failing field of an import row. */
export type DeviceImportError = {
  __typename?: 'DeviceImportError';
  /** A stable message id, e.g. `device.networkIdTaken`. */
  code: Scalars['String']['output'];
  /** The field, e.g. `networkId`, `owner`, `properties.elevation`; `row` for the row as a whole. */
  field: Scalars['String']['output'];
  /** In the caller's language. */
  message: Scalars['String']['output'];
};

/** One row of an import, as a spreadsheet gives it. */
export type DeviceImportRow = {
  /** Whether it is in use. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The model: its REST id or its title (any case). */
  deviceModel: Scalars['String']['input'];
  /** The installation data is complete. */
  isComplete?: InputMaybe<Scalars['Boolean']['input']>;
  /** The installation failed. */
  isUnsuccessful?: InputMaybe<Scalars['Boolean']['input']>;
  /** Latitude, with `lon`. */
  lat?: InputMaybe<Scalars['Float']['input']>;
  /** The starting state; in stock when omitted. */
  lifecycle?: InputMaybe<DeviceLifecycle>;
  /** The location type (stancode). */
  locationTypeStancode?: InputMaybe<Scalars['String']['input']>;
  /** Longitude, with `lat`. */
  lon?: InputMaybe<Scalars['Float']['input']>;
  /** The name. */
  name: Scalars['String']['input'];
  /** The network id. */
  networkId: Scalars['String']['input'];
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The owner: its REST id or its name (any case). */
  owner: Scalars['String']['input'];
  /** The package: its REST id, slug or name. */
  package?: InputMaybe<Scalars['String']['input']>;
  /** Where the device is, in words. */
  placeName?: InputMaybe<Scalars['String']['input']>;
  /** Type-specific settings by key; numbers may be text (`"12,5"`). */
  properties?: InputMaybe<Scalars['JSON']['input']>;
  /** The serial number. */
  serialNumber?: InputMaybe<Scalars['String']['input']>;
};

/** What became of one import row. */
export type DeviceImportRowResult = {
  __typename?: 'DeviceImportRowResult';
  /** True when the device was created. */
  created: Scalars['Boolean']['output'];
  /** The new device's global id, when created. */
  deviceId?: Maybe<Scalars['ID']['output']>;
  /** Every failing field, when not created. */
  errors: Array<DeviceImportError>;
  /** The row's position in `rows`, from 1. */
  row: Scalars['Int']['output'];
};

/** Where a device of an installation order is. */
export type DeviceInstallState =
  /** Its installation failed, with a reason; the device is still in stock. */
  | 'FAILED'
  /** Installed (`dlc_installed`): the device is in the field and monitored. */
  | 'INSTALLED'
  /** Not installed yet. */
  | 'PENDING';

/**
 * Where a device is in its life: in stock, installed, taken down. It moves only in that order, and from
 * taken down back to in stock.
 */
export type DeviceLifecycle =
  /** Installed in the field. */
  | 'INSTALLED'
  /** In the warehouse, not installed. */
  | 'IN_STOCK'
  /** Taken down from its place. */
  | 'TAKEN_DOWN';

/** A lifecycle state with its name in the caller's language and the one state it may move to. */
export type DeviceLifecycleState = {
  __typename?: 'DeviceLifecycleState';
  /** The state. */
  lifecycle: DeviceLifecycle;
  /** Its name, in the caller's language. */
  name: Scalars['String']['output'];
  /** The one state a device in this state may move to. */
  next: DeviceLifecycle;
};

/** A device model: what the device is, how it talks and what it measures. */
export type DeviceModel = Node & {
  __typename?: 'DeviceModel';
  /** The units the model reports, in order. */
  dataModel: Array<DataModelEntry>;
  /** The kind of device. */
  deviceTypeCategory: DeviceTypeCategory;
  /** The opaque global id of the model. */
  id: Scalars['ID']['output'];
  /** The model's id in the REST API. */
  modelId: Scalars['String']['output'];
  /** The MQTT broker number for devices reached through our brokers; `null` otherwise. */
  mqttBrokerNumber?: Maybe<Scalars['Int']['output']>;
  /** The protocol: `mqtt`, `http`, `sigfox` or `coap`. */
  networkProtocol: Scalars['String']['output'];
  /** The network the model talks over: `nbiot`, `sigfox`, `mqtt`, `lorawan` or `http`. */
  networkType: Scalars['String']['output'];
  /** The model's title, for example `Vandstandsmåler NB-IoT v2`. */
  title: Scalars['String']['output'];
};

/** An order of devices. */
export type DeviceOrder = {
  /** Which way; by default newest first for times and A–Z for names. */
  direction?: InputMaybe<OrderDirection>;
  /** What to order by. */
  field: DeviceOrderField;
};

/** What devices can be ordered by. */
export type DeviceOrderField =
  /** When the device was registered (the default, newest first). */
  | 'CREATED_AT'
  /** When it was last seen. */
  | 'LAST_SEEN_AT'
  /** The name. */
  | 'NAME'
  /** The network id. */
  | 'NETWORK_ID';

/** An organisation a device can be moved to. */
export type DeviceOwnerOption = {
  __typename?: 'DeviceOwnerOption';
  /** True for the device's owner now. */
  current: Scalars['Boolean']['output'];
  /** The organisation. */
  organization: Organization;
};

/**
 * A device's type-specific settings (spec part 2 §3), each null when not set. Which ones apply depends
 * on the model's device type category; `json` has every stored key, the device's `appliedConfig` included.
 */
export type DeviceProperties = {
  __typename?: 'DeviceProperties';
  /** Camera: minutes between pictures. */
  captureIntervalMinutes?: Maybe<Scalars['Int']['output']>;
  /** The firmware version the device reports. */
  firmwareVersion?: Maybe<Scalars['String']['output']>;
  /** Every stored key as the API keeps it (the escape hatch for keys not typed above). */
  json: Scalars['JSON']['output'];
  /** An external location id. */
  locationId?: Maybe<Scalars['String']['output']>;
  /** Soil moisture: the highest volumetric water content, %. */
  maxVWC?: Maybe<Scalars['Float']['output']>;
  /** Downlink: minutes between measurements at or above the threshold. */
  miAbove?: Maybe<Scalars['Int']['output']>;
  /** Downlink: minutes between measurements under the threshold. */
  miUnder?: Maybe<Scalars['Int']['output']>;
  /** Soil moisture: the lowest volumetric water content, %. */
  minVWC?: Maybe<Scalars['Float']['output']>;
  /** Rain: millimetres per tip of the gauge. */
  mmPerTip?: Maybe<Scalars['Float']['output']>;
  /** Water level: the level above which the water overflows, in the level's unit. */
  overFlowThreshold?: Maybe<Scalars['Float']['output']>;
  /** Soil moisture: a correction of the probe's temperature, °C. */
  probeTemperatureOffset?: Maybe<Scalars['Float']['output']>;
  /** Camera: the time server. */
  sntpServer?: Maybe<Scalars['String']['output']>;
  /** Diesel level: the tank's capacity, litres. */
  tankCapacityLitres?: Maybe<Scalars['Float']['output']>;
  /** Diesel level: the tank's height, cm. */
  tankHeightCm?: Maybe<Scalars['Float']['output']>;
  /** Street sense: danger below this road temperature, °C. */
  temperatureDangerBelow?: Maybe<Scalars['Float']['output']>;
  /** Street sense: warn below this road temperature, °C. */
  temperatureWarningBelow?: Maybe<Scalars['Float']['output']>;
  /** Downlink: the threshold. */
  th?: Maybe<Scalars['Float']['output']>;
  /** Camera: the Wi-Fi network's name. */
  wifiSsid?: Maybe<Scalars['String']['output']>;
  /** Downlink: measurements per transmission at or above the threshold. */
  xtiAbove?: Maybe<Scalars['Int']['output']>;
  /** Downlink: measurements per transmission under the threshold. */
  xtiUnder?: Maybe<Scalars['Int']['output']>;
};

/** One reading: its time, a value per unit and what the network said about it. */
export type DeviceReadingPoint = {
  __typename?: 'DeviceReadingPoint';
  /** The key of the error code the device reported with the reading. */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** RSRQ, dB (NB-IoT). */
  rsrq?: Maybe<Scalars['Float']['output']>;
  /** RSSI, dBm. */
  rssi?: Maybe<Scalars['Float']['output']>;
  /** The device's message sequence number. */
  seqNumber?: Maybe<Scalars['Int']['output']>;
  /** Signal strength in the network's own scale. */
  signalStrength?: Maybe<Scalars['Float']['output']>;
  /** When the device measured (UTC). */
  time: Scalars['DateTime']['output'];
  /** The network's transmission sequence number. */
  transmissionSeqNumber?: Maybe<Scalars['Int']['output']>;
  /**
   * A value per unit, in the order of `DeviceReadings.units` (null: the reading had no value for that
   * unit). Positional, so that a window of thousands of readings stays small.
   */
  values: Array<Maybe<Scalars['Float']['output']>>;
};

/** One unit of a device's readings. */
export type DeviceReadingUnit = {
  __typename?: 'DeviceReadingUnit';
  /** True for values the API computes (the water level) rather than the device sends. */
  calculated: Scalars['Boolean']['output'];
  /** How readings combine over time. */
  measure: ReadingMeasure;
  /** The unit's name: the model's (English; clients word known slugs), or the calculated level's in the caller's language. */
  name: Scalars['String']['output'];
  /** The unit's key, for example `water_level`. */
  slug: Scalars['String']['output'];
  /** What the values are in, e.g. cm, °C, %. */
  unit: Scalars['String']['output'];
};

/** A device's readings in a window. */
export type DeviceReadings = {
  __typename?: 'DeviceReadings';
  /** True when the window holds more readings than were answered: ask again with `from: nextFrom`. */
  hasMore: Scalars['Boolean']['output'];
  /** With `hasMore`: where the next page starts. */
  nextFrom?: Maybe<Scalars['DateTime']['output']>;
  /** The readings, oldest first. */
  points: Array<DeviceReadingPoint>;
  /** The units, in the model's order, then the calculated ones; `points[].values` follow this order. */
  units: Array<DeviceReadingUnit>;
  /** The water-level calculation the readings used; null when the device measures no distance. */
  waterLevel?: Maybe<WaterLevelSettings>;
};

/** A device replacement of a service order (spec part 2 §4, §7): the old device taken down, the new one installed in its place. */
export type DeviceReplacement = {
  __typename?: 'DeviceReplacement';
  /** When it was carried out. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The name of who made it; null once that user is gone (or where the answer does not carry it). */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** Where the new device was installed. */
  geo?: Maybe<GeoPoint>;
  /** The device installed in its place; null once purged. */
  newDevice?: Maybe<Device>;
  /** Why, in the technician's words. */
  note?: Maybe<Scalars['String']['output']>;
  /** The device taken down; null once purged. */
  oldDevice?: Maybe<Device>;
  /** Where the task is. */
  status: TaskStatus;
  /** The task's id in the REST API. */
  taskId: Scalars['String']['output'];
};

/** A counter device's counted events per bucket and its service schedule (`GET /analytics/service-schedules`). */
export type DeviceScheduling = {
  __typename?: 'DeviceScheduling';
  /** Window start (inclusive). */
  from: Scalars['DateTime']['output'];
  /** The window's period. */
  period: TrendPeriod;
  /** Counted events per bucket in the window. */
  points: Array<TrendPoint>;
  /** The same for the window before, on the main window's bucket times. */
  refPoints: Array<TrendPoint>;
  /** The schedule; `null` when none is set. */
  serviceSchedule?: Maybe<ServiceSchedule>;
  /** Window end (exclusive). */
  to: Scalars['DateTime']['output'];
};

/**
 * A kind of device: water level, weather station, soil moisture, person counter, rain, door, camera,
 * diesel level, street sense.
 */
export type DeviceTypeCategory = Node & {
  __typename?: 'DeviceTypeCategory';
  /** The category's id in the REST API. */
  categoryId: Scalars['String']['output'];
  /** The opaque global id of the category. */
  id: Scalars['ID']['output'];
  /** The name in the requested language. */
  name: Scalars['String']['output'];
  /** A stable key, for example `water_level`. */
  slug: Scalars['String']['output'];
};

/** A device's downlink configuration: requested, applied, and whether they agree. */
export type DownlinkConfig = {
  __typename?: 'DownlinkConfig';
  /** What the device last reported having applied; null before its first report. */
  applied?: Maybe<AppliedDownlinkConfig>;
  /** The model's MQTT broker number. */
  brokerNumber: Scalars['Int']['output'];
  /** The device is deleted: readable, no longer changeable. */
  deleted: Scalars['Boolean']['output'];
  /** Whether the device applies what was asked. */
  inSync: Scalars['Boolean']['output'];
  /** What was asked; null when nothing was ever saved. */
  requested?: Maybe<RequestedDownlinkConfig>;
  /** The MQTT topic it is published to (retained, QoS 1). */
  topic: Scalars['String']['output'];
};

/** How a saved configuration reached the broker. */
export type DownlinkDelivery =
  /** The broker acknowledged the retained message. */
  | 'PUBLISHED'
  /** The broker was not reached in time; the API sends it when it reconnects. */
  | 'QUEUED';

/** Downlink settings: intervals and measurements per transmission above and under a threshold. */
export type DownlinkSettings = {
  __typename?: 'DownlinkSettings';
  /** Minutes between measurements at or above the threshold. */
  miAbove?: Maybe<Scalars['Int']['output']>;
  /** Minutes between measurements under the threshold. */
  miUnder?: Maybe<Scalars['Int']['output']>;
  /** The threshold, in the unit of the device's main reading; null: none. */
  th?: Maybe<Scalars['Float']['output']>;
  /** Measurements per transmission at or above the threshold. */
  xtiAbove?: Maybe<Scalars['Int']['output']>;
  /** Measurements per transmission under the threshold. */
  xtiUnder?: Maybe<Scalars['Int']['output']>;
};

/** An error a device can report or the platform can raise (`heartbeat` when a device has been silent for 24 hours). */
export type ErrorCode = Node & {
  __typename?: 'ErrorCode';
  /** The error code's id in the REST API. */
  errorCodeId: Scalars['String']['output'];
  /** The opaque global id of the error code. */
  id: Scalars['ID']['output'];
  /** The name, for example `Heartbeat`. */
  name: Scalars['String']['output'];
  /** A stable key, for example `heartbeat`. */
  slug: Scalars['String']['output'];
};

/** How many times a monitored device has reported one error code. */
export type ErrorCodeCount = {
  __typename?: 'ErrorCodeCount';
  /** How many times it occurred. */
  count: Scalars['Int']['output'];
  /** The error code. */
  errorCode: ErrorCode;
};

/** A failed installation of a device of an order: the device stays in stock. */
export type FailDeviceInstallationInput = {
  /** The order's device (an `InstallationOrderDevice` id). */
  id: Scalars['ID']['input'];
  /** The technician's note on the device. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Why it failed (1 to 2000 characters). */
  reason: Scalars['String']['input'];
};

/** A failing input field of a mutation, as the REST API reported it. */
export type FieldError = {
  __typename?: 'FieldError';
  /** The dotted path of the failing field, for example `email`. */
  field: Scalars['String']['output'];
  /** What is wrong with it, in the user's language where the API knows it. */
  message: Scalars['String']['output'];
};

/** Finishes an order: its technician or a dispatcher; CONFLICT from a state that does not allow it. */
export type FinishServiceOrderInput = {
  /** A closing comment (at most 5000 characters). */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** The order's global id. */
  id: Scalars['ID']['input'];
  /** Completed (the default) or failed. */
  outcome?: InputMaybe<ServiceOrderOutcome>;
};

/** The finished order. */
export type FinishServiceOrderPayload = {
  __typename?: 'FinishServiceOrderPayload';
  /** The order as it is now. */
  serviceOrder: ServiceOrder;
};

/** A position to set. */
export type GeoInput = {
  /** Latitude, −90 to 90. */
  lat: Scalars['Float']['input'];
  /** Longitude, −180 to 180. */
  lon: Scalars['Float']['input'];
};

/** A latitude/longitude position (WGS 84). */
export type GeoPoint = {
  __typename?: 'GeoPoint';
  /** Latitude in degrees. */
  lat: Scalars['Float']['output'];
  /** Longitude in degrees. */
  lon: Scalars['Float']['output'];
};

/** Devices to import: up to 10,000 rows (and at most 1 MB of request); each row is checked on its own. */
export type ImportDevicesInput = {
  /** The rows, in order. */
  rows: Array<DeviceImportRow>;
};

/** The import's outcome: good rows are kept whatever the others do. */
export type ImportDevicesPayload = {
  __typename?: 'ImportDevicesPayload';
  /** How many rows were created. */
  createdCount: Scalars['Int']['output'];
  /** How many rows failed. */
  failedCount: Scalars['Int']['output'];
  /** One result per row, in order. */
  rows: Array<DeviceImportRowResult>;
};

/**
 * Installs a device of an order where the technician says (`PUT …/install`): its position (required),
 * name, place, serial number, location type and type-specific properties; its lifecycle becomes installed
 * and a monitoring record is created. Idempotent: the same input again changes nothing (`changed` false).
 */
export type InstallDeviceInput = {
  /** Where it is installed. */
  geo: GeoInput;
  /** The order's device (an `InstallationOrderDevice` id). */
  id: Scalars['ID']['input'];
  /** The installation data is complete. */
  isComplete?: InputMaybe<Scalars['Boolean']['input']>;
  /** The location type (stancode), e.g. `BRD`. */
  locationTypeStancode?: InputMaybe<Scalars['String']['input']>;
  /** The device's name from now on. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The technician's note on the device. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Where the device is, in words. */
  placeName?: InputMaybe<Scalars['String']['input']>;
  /** Type-specific settings, merged key by key (a water-level sensor's `elevation` in m, `heightOffset` in cm…); keys of another device type are BAD_USER_INPUT. */
  properties?: InputMaybe<Scalars['JSON']['input']>;
  /** The serial number, typed or scanned on site. */
  serialNumber?: InputMaybe<Scalars['String']['input']>;
};

/** The device after the installation (or the failed one). */
export type InstallDevicePayload = {
  __typename?: 'InstallDevicePayload';
  /** False when the same request had been applied before: nothing was done twice. */
  changed: Scalars['Boolean']['output'];
  /** The order as it is now. */
  installationOrder: InstallationOrder;
  /** The order's device as it is now. */
  orderDevice: InstallationOrderDevice;
};

/**
 * A file of a device on an installation order: at most 5 MB, its type read from its bytes. Uploaded over
 * HTTP, not GraphQL, through the gateway (the bearer token in `Authorization`; multipart/form-data with
 * 1–10 parts named `file`, all or nothing): `POST /uploads/installation/{orderId}/devices/{deviceId}/attachments`,
 * `orderId` an `InstallationOrder` id and `deviceId` a `Device` id. It answers 201 `{ created: [InstallationAttachment] }` with this type's
 * fields, or `{ message, code }` (413 past 5 MB, 400 for an empty file, a type not taken or too many
 * files, 403, 404, 409 for a closed order or a full device) in the caller's language.
 */
export type InstallationAttachment = Node & {
  __typename?: 'InstallationAttachment';
  /** The file's id in the REST API. */
  attachmentId: Scalars['String']['output'];
  /** When it was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** The uploader's REST id; null when that user is gone. */
  createdById?: Maybe<Scalars['String']['output']>;
  /** The file's global id (deleteInstallationAttachment takes it). */
  id: Scalars['ID']['output'];
  /** The type read from the bytes at upload. */
  mimeType: Scalars['String']['output'];
  /** The uploader's file name, for display only. */
  name: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  /**
   * Where the browser loads the file: a path on the gateway that works without an Authorization header,
   * carrying the viewer's session encrypted, valid 10 to 15 minutes. Append `?download=true` for a download.
   */
  url: Scalars['String']['output'];
};

/** A page of a device's files on an installation order. */
export type InstallationAttachmentConnection = {
  __typename?: 'InstallationAttachmentConnection';
  /** The files of this page. */
  edges: Array<InstallationAttachmentEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of the device's files. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in an installation attachment connection. */
export type InstallationAttachmentEdge = {
  __typename?: 'InstallationAttachmentEdge';
  /** The offset cursor of this file. */
  cursor: Scalars['String']['output'];
  /** The file. */
  node: InstallationAttachment;
};

/** What the order knows of one of its devices: always readable with the order. */
export type InstallationDeviceFacts = {
  __typename?: 'InstallationDeviceFacts';
  /** The device was deleted. */
  deleted: Scalars['Boolean']['output'];
  /** The device's REST id. */
  deviceId: Scalars['String']['output'];
  /** The model's REST id. */
  deviceModelId: Scalars['String']['output'];
  /** The model's title. */
  deviceModelTitle: Scalars['String']['output'];
  /** The device type's name in the viewer's language. */
  deviceTypeName: Scalars['String']['output'];
  /** The device type's key, e.g. `water_level`. */
  deviceTypeSlug: Scalars['String']['output'];
  /** Where the device is, when known. */
  geo?: Maybe<GeoPoint>;
  /** The installation data is complete. */
  isComplete: Scalars['Boolean']['output'];
  /** The last installation failed. */
  isUnsuccessful: Scalars['Boolean']['output'];
  /** When the device was last heard from; null before its first reading. */
  lastSeenAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the device is in its life. */
  lifecycle: DeviceLifecycle;
  /** The location type (stancode), e.g. `BRD`. */
  locationTypeStancode?: Maybe<Scalars['String']['output']>;
  /** The device's name. */
  name: Scalars['String']['output'];
  /** The id the device reports itself as on its network. */
  networkId: Scalars['String']['output'];
  /** Where the device is, in words. */
  placeName?: Maybe<Scalars['String']['output']>;
  /** The device's type-specific settings (a water-level sensor's `elevation` in m, `heightOffset` in cm…). */
  properties: Scalars['JSON']['output'];
  /** The serial number, when known. */
  serialNumber?: Maybe<Scalars['String']['output']>;
};

/**
 * An installation order (spec part 2 §3): devices in stock of one owner to install, the centre and
 * technician doing it, by when, and how far it has come. Every field of a list row comes with the list's
 * one call (the owner, centre, technician, types and models with a fixed few more per page, whatever its
 * size); `devices` is one call per order.
 */
export type InstallationOrder = Node & {
  __typename?: 'InstallationOrder';
  /** When it was archived. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was completed. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the order was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Who created the order; null once that user is gone. */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** The device models the order installs; empty: any. */
  deviceModels: Array<DeviceModel>;
  /** The device types the order installs; empty: any. */
  deviceTypes: Array<DeviceTypeCategory>;
  /** The order's devices in the order they were added (`GET /installation/{id}/devices`, one call per order; an order holds at most 100). */
  devices: InstallationOrderDeviceConnection;
  /** How many devices the order has. */
  devicesCount: Scalars['Int']['output'];
  /** The end of the due day (UTC); null when none. */
  dueDate?: Maybe<Scalars['DateTime']['output']>;
  /** How many of them failed. */
  failedDevicesCount: Scalars['Int']['output'];
  /** The opaque global id of the order. */
  id: Scalars['ID']['output'];
  /** How many of them are installed (`dlc_installed`). */
  installedDevicesCount: Scalars['Int']['output'];
  /** The order's name. */
  name: Scalars['String']['output'];
  /** The dispatcher's note. */
  note?: Maybe<Scalars['String']['output']>;
  /** The order's id in the REST API; used in `/orders/installation/{id}` links. */
  orderId: Scalars['String']['output'];
  /** The organisation whose devices are installed. */
  owner: Organization;
  /** The centre doing the work; null when none was chosen, or it was deleted. */
  serviceCenter?: Maybe<ServiceCenter>;
  /** When it was started. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the order is in its life. */
  status: InstallationOrderStatus;
  /** The assigned technician; null while nobody is. */
  technician?: Maybe<Technician>;
  /** When the order was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};


/**
 * An installation order (spec part 2 §3): devices in stock of one owner to install, the centre and
 * technician doing it, by when, and how far it has come. Every field of a list row comes with the list's
 * one call (the owner, centre, technician, types and models with a fixed few more per page, whatever its
 * size); `devices` is one call per order.
 */
export type InstallationOrderDevicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A change to an installation order the viewer may read. */
export type InstallationOrderChange = {
  __typename?: 'InstallationOrderChange';
  /** The order as it is now; null for `DELETED`, `LIVE` and `RECONNECTING`. */
  installationOrder?: Maybe<InstallationOrder>;
  /** What happened. */
  kind: InstallationOrderChangeKind;
  /** The global id of the changed order; null for `LIVE` and `RECONNECTING`. */
  orderId?: Maybe<Scalars['ID']['output']>;
};

/** What happened to an installation order, or — `LIVE`, `RECONNECTING` — to the subscription's own connection. */
export type InstallationOrderChangeKind =
  /** An order was archived. */
  | 'ARCHIVED'
  /** An order was completed. */
  | 'COMPLETED'
  /** An order was created. */
  | 'CREATED'
  /** An order was deleted: only its id is left. */
  | 'DELETED'
  /** A device of the order was installed, or its installation failed. */
  | 'DEVICE_INSTALLED'
  /** The subscription is live; sent first and after a reconnection: refetch what you show. */
  | 'LIVE'
  /** The gateway lost its connection to the API and is reconnecting: changes may be missed until the next `LIVE`. */
  | 'RECONNECTING'
  /** An order was started. */
  | 'STARTED'
  /** An order's data, devices, notes or files changed. */
  | 'UPDATED';

/** A page of installation orders. */
export type InstallationOrderConnection = {
  __typename?: 'InstallationOrderConnection';
  /** The orders of this page. */
  edges: Array<InstallationOrderEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of orders matching the filter. */
  totalCount: Scalars['Int']['output'];
};

/** A device of an installation order, with its install state (spec §3: `state.slug`, the order's note on it). */
export type InstallationOrderDevice = Node & {
  __typename?: 'InstallationOrderDevice';
  /** The device's files on this order, newest first (`GET …/devices/{deviceId}/attachments`, one call per device; at most 30). */
  attachments: InstallationAttachmentConnection;
  /** How many files are attached to the device on this order. */
  attachmentsCount: Scalars['Int']['output'];
  /**
   * The device as the `Device` node (every device field; one call per page of up to 100 devices). Null,
   * with a NOT_FOUND error at this field, for a viewer who may read the order but not the device:
   * `deviceFacts` still answers.
   */
  device?: Maybe<Device>;
  /** What the order knows of the device, at no extra call. */
  deviceFacts: InstallationDeviceFacts;
  /** The order's entry for the device in the REST API. */
  entryId: Scalars['String']['output'];
  /** Why the installation failed; null unless it did. */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** The opaque global id of the order's device (it names the order and the device). */
  id: Scalars['ID']['output'];
  /** When it was installed, or found to fail. */
  installedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who installed it (or tried); null once that user is gone. */
  installedByName?: Maybe<Scalars['String']['output']>;
  /** The order's note on the device. */
  note?: Maybe<Scalars['String']['output']>;
  /** The order's REST id. */
  orderId: Scalars['String']['output'];
  /** Pending, installed or failed. */
  state: DeviceInstallState;
};


/** A device of an installation order, with its install state (spec §3: `state.slug`, the order's note on it). */
export type InstallationOrderDeviceAttachmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of an installation order's devices. */
export type InstallationOrderDeviceConnection = {
  __typename?: 'InstallationOrderDeviceConnection';
  /** The devices of this page. */
  edges: Array<InstallationOrderDeviceEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of devices on the order. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in an order's device connection. */
export type InstallationOrderDeviceEdge = {
  __typename?: 'InstallationOrderDeviceEdge';
  /** The offset cursor of this device. */
  cursor: Scalars['String']['output'];
  /** The device of the order. */
  node: InstallationOrderDevice;
};

/** An edge in an installation order connection. */
export type InstallationOrderEdge = {
  __typename?: 'InstallationOrderEdge';
  /** The offset cursor of this order. */
  cursor: Scalars['String']['output'];
  /** The order. */
  node: InstallationOrder;
};

/** Which installation orders to list. Filters combine (and); within a list any value matches. */
export type InstallationOrderFilter = {
  /** True: only the orders assigned to the viewer (in any of their centres); not with `technicianId`. */
  assignedToViewer?: InputMaybe<Scalars['Boolean']['input']>;
  /** Due on or after this day (`YYYY-MM-DD`, in the viewer's UTC offset). */
  dueFrom?: InputMaybe<Scalars['String']['input']>;
  /** Due on or before this day (`YYYY-MM-DD`); before `dueFrom` is refused. */
  dueTo?: InputMaybe<Scalars['String']['input']>;
  /** Owners (`Organization` ids, at most 100). */
  organizationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Part of the order's name or note (any case); at most 200 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Service centres (`ServiceCenter` ids, at most 100). */
  serviceCenterIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Statuses; every one but ARCHIVED when omitted (archived orders are off the list). */
  statuses?: InputMaybe<Array<InstallationOrderStatus>>;
  /** Only this technician's orders (a `Technician` id). */
  technicianId?: InputMaybe<Scalars['ID']['input']>;
};

/** An order of installation orders. */
export type InstallationOrderOrder = {
  /** Which way; ascending when omitted. */
  direction?: InputMaybe<OrderDirection>;
  /** What to order by. */
  field: InstallationOrderOrderField;
};

/** What installation orders can be ordered by. */
export type InstallationOrderOrderField =
  /** When the order was created, oldest first. */
  | 'CREATED_AT'
  /** The due date, soonest first; orders without one last. */
  | 'DUE_DATE'
  /** The name, A–Z. */
  | 'NAME'
  /** The statuses' order (new, in progress, completed, archived). */
  | 'STATUS';

/** Where an installation order is in its life (spec part 2 §4). */
export type InstallationOrderStatus =
  /** Off the list. */
  | 'ARCHIVED'
  /** Every device was installed or failed, and the order was closed. */
  | 'COMPLETED'
  /** Started: devices are being installed. */
  | 'IN_PROGRESS'
  /** Planned; nobody has started it. */
  | 'NEW';

/** An installation order status with its name. */
export type InstallationOrderStatusItem = {
  __typename?: 'InstallationOrderStatusItem';
  /** Its name in the viewer's language. */
  name: Scalars['String']['output'];
  /** The status. */
  status: InstallationOrderStatus;
};

/** An installation order to start, complete or archive. */
export type InstallationOrderTransitionInput = {
  /** The order's global id. */
  id: Scalars['ID']['input'];
};

/** The order after the transition. */
export type InstallationOrderTransitionPayload = {
  __typename?: 'InstallationOrderTransitionPayload';
  /** The order as it is now. */
  installationOrder: InstallationOrder;
};

/** An interface language of the product. */
export type Language =
  /** Danish, the default. */
  | 'da'
  /** English. */
  | 'en';

/** The newest message a device sent. */
export type LatestMessage = {
  __typename?: 'LatestMessage';
  /** Reference signal received quality, dB (NB-IoT). */
  rsrq?: Maybe<Scalars['Float']['output']>;
  /** Received signal strength indicator, dBm. */
  rssi?: Maybe<Scalars['Float']['output']>;
  /** Signal strength as the network reports it (dBm or a network-specific scale). */
  signalStrength?: Maybe<Scalars['Float']['output']>;
  /** When the device measured it. */
  time: Scalars['DateTime']['output'];
};

/** The e-mail and password to sign in with. */
export type LoginInput = {
  /** The e-mail address; trimmed and lowercased by the server. */
  email: Scalars['String']['input'];
  /** The password. */
  password: Scalars['String']['input'];
};

/** A successful sign-in. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The bearer token (a signed JWT) to send as `Authorization: Bearer <token>` on later requests. */
  token: Scalars['String']['output'];
  /** The signed-in user. */
  user: User;
};

/** Ends the current session. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** True when the token was revoked on the server. */
  ok: Scalars['Boolean']['output'];
};

/** Marks a release notification read for the signed-in user. */
export type MarkNotificationReadInput = {
  /** The notification's REST id (`ReleaseNotification.notificationId`). */
  notificationId: Scalars['String']['input'];
};

/** The answer to marking a notification read. */
export type MarkNotificationReadPayload = {
  __typename?: 'MarkNotificationReadPayload';
  /** The notification's REST id that was marked read. */
  notificationId: Scalars['String']['output'];
  /** The viewer, to refetch the remaining notifications. */
  viewer?: Maybe<Viewer>;
};

/**
 * What changed on a monitoring record, or — `LIVE`, `RECONNECTING` — what happened to the
 * subscription's own connection.
 */
export type MonitoringChangeKind =
  /**
   * A device replacement moved the record to the new device (the old one was taken down): the
   * record's `device` is the new one.
   */
  | 'DEVICE_REPLACED'
  /** The device reported an error. */
  | 'ERROR'
  /** The device has been silent for 24 hours. */
  | 'HEARTBEAT'
  /**
   * The subscription is live: every change from now on reaches it. Sent first, and again after the
   * gateway lost and reopened its connection to the API or the client fell behind: changes may have
   * been missed before it, so refetch what you show. Carries no record.
   */
  | 'LIVE'
  /** Staff changed the notes. */
  | 'NOTES'
  /**
   * The gateway lost its connection to the API and is reconnecting by itself: changes may be missed
   * until the next `LIVE`. Carries no record.
   */
  | 'RECONNECTING'
  /** Staff changed the status. */
  | 'STATUS';

/**
 * Which monitoring records to list. Every list narrows the result (any of its values matches); omitted
 * or empty lists do not filter. Ids are global ids of the lookup objects.
 */
export type MonitoringFilter = {
  /** Devices (`Device` ids). */
  deviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Device models (`DeviceModel` ids). */
  deviceModelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Device type categories (`DeviceTypeCategory` ids). */
  deviceTypeCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Error codes (`ErrorCode` ids): records that reported any of them. */
  errorCodeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Records whose latest error occurred at or after this time. */
  errorFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Records whose latest error occurred at or before this time. */
  errorTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** Devices last seen at or after this time. */
  lastSeenFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Devices last seen at or before this time. */
  lastSeenTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** Owners (`Organization` ids). */
  organizationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Service levels (`Package` ids). */
  packageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Statuses (`StatusCode` ids). */
  statusIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** One error occurrence of a monitored device, with the owner, model and network as they were then. */
export type MonitoringLog = Node & {
  __typename?: 'MonitoringLog';
  /** The device model's title when the error occurred. */
  deviceModel?: Maybe<Scalars['String']['output']>;
  /** The error code. */
  errorCode: ErrorCode;
  /** The opaque global id of the entry. */
  id: Scalars['ID']['output'];
  /** The entry's id in the REST API. */
  logId: Scalars['String']['output'];
  /** The network type when the error occurred. */
  networkType?: Maybe<Scalars['String']['output']>;
  /** When the error occurred. */
  occurredAt: Scalars['DateTime']['output'];
  /** The owner's name when the error occurred. */
  owner?: Maybe<Scalars['String']['output']>;
};

/** A page of a monitoring record's error log. */
export type MonitoringLogConnection = {
  __typename?: 'MonitoringLogConnection';
  /** The entries of this page. */
  edges: Array<MonitoringLogEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of entries in the whole (filtered) log. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a monitoring log connection. */
export type MonitoringLogEdge = {
  __typename?: 'MonitoringLogEdge';
  /** The offset cursor of this entry. */
  cursor: Scalars['String']['output'];
  /** The log entry. */
  node: MonitoringLog;
};

/**
 * A device on the monitoring map: compact, so thousands of markers load at once. Details (readings)
 * are fetched per marker through `node(id:)` on `device`.
 */
export type MonitoringMapPoint = {
  __typename?: 'MonitoringMapPoint';
  /** The device's global id (a `Device`). */
  deviceId: Scalars['ID']['output'];
  /** The device's REST id, for `/devices/{deviceId}` links. */
  deviceRestId: Scalars['String']['output'];
  /** True when the record has any error count. */
  hasErrors: Scalars['Boolean']['output'];
  /** Latitude. */
  lat: Scalars['Float']['output'];
  /** Longitude. */
  lon: Scalars['Float']['output'];
  /** The device's name. */
  name: Scalars['String']['output'];
  /** The monitoring record's global id. */
  recordId: Scalars['ID']['output'];
  /** The record's status slug, for the marker's colour. */
  statusSlug: Scalars['String']['output'];
};

/** A monitored device: its status, notes and error summary, as staff watch it on the monitoring page. */
export type MonitoringRecord = Node & {
  __typename?: 'MonitoringRecord';
  /** The monitored device. */
  device: Device;
  /** The error codes the device reported, with counts. */
  errorCodes: Array<ErrorCodeCount>;
  /** The opaque global id of the record. */
  id: Scalars['ID']['output'];
  /** When the newest error occurred. */
  latestErrorOccurredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The record's error log, newest first, optionally within a time range (`GET /monitoring/{id}/logs`). */
  logs: MonitoringLogConnection;
  /** Staff notes. */
  notes?: Maybe<Scalars['String']['output']>;
  /** The organisation that owns the device. */
  owner: Organization;
  /** The device's service level. */
  package?: Maybe<Package>;
  /** The record's id in the REST API (`_id`). */
  recordId: Scalars['String']['output'];
  /** The status staff gave the record. */
  status: StatusCode;
  /** When the record last changed. */
  updatedAt: Scalars['DateTime']['output'];
};


/** A monitored device: its status, notes and error summary, as staff watch it on the monitoring page. */
export type MonitoringRecordLogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A change to a monitoring record, as it happened, or a change of the subscription's state. */
export type MonitoringRecordChange = {
  __typename?: 'MonitoringRecordChange';
  /** What changed. */
  kind: MonitoringChangeKind;
  /** The record after the change; null for `LIVE` and `RECONNECTING`. */
  monitoringRecord?: Maybe<MonitoringRecord>;
};

/** A page of monitoring records, newest latest error first. */
export type MonitoringRecordConnection = {
  __typename?: 'MonitoringRecordConnection';
  /** The records of this page. */
  edges: Array<MonitoringRecordEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of records matching the filter. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a monitoring record connection. */
export type MonitoringRecordEdge = {
  __typename?: 'MonitoringRecordEdge';
  /** The offset cursor of this record. */
  cursor: Scalars['String']['output'];
  /** The monitoring record. */
  node: MonitoringRecord;
};

/** An order of monitoring records. */
export type MonitoringRecordOrder = {
  /** Which way; by default newest first for the latest error and A–Z for names. */
  direction?: InputMaybe<OrderDirection>;
  /** What to order by. */
  field: MonitoringRecordOrderField;
};

/** What monitoring records can be ordered by; each order is served by an index at fleet scale. */
export type MonitoringRecordOrderField =
  /** When the latest error occurred (the default, newest first); records without errors come last. */
  | 'LAST_ERROR'
  /** The device's name. */
  | 'NAME'
  /** The device's network id. */
  | 'NETWORK_ID';

export type Mutation = {
  __typename?: 'Mutation';
  /** Puts devices under a contract (`POST /contracts/{id}/devices`), each written to its log. */
  addDevicesToContract: AddDevicesToContractPayload;
  /** Adds devices in stock to an order (`POST /installation/{id}/devices`). */
  addInstallationOrderDevices: AddInstallationOrderDevicesPayload;
  /** Makes a user a technician of a centre (`POST /service-centers/{id}/technicians`). */
  addTechnician: AddTechnicianPayload;
  /** Archives an installation order: a completed one, or one nobody started (`PATCH /installation/{id}/archive`). */
  archiveInstallationOrder: InstallationOrderTransitionPayload;
  /** Archives a service order (`PATCH /service-orders/{id}/archive`). */
  archiveServiceOrder: ArchiveServiceOrderPayload;
  /** Completes an installation order once every device is installed or failed (`PATCH /installation/{id}/complete`). */
  completeInstallationOrder: InstallationOrderTransitionPayload;
  /** Adds an alarm to a device (`POST /devices/{id}/alarms`). */
  createAlarm: AlarmPayload;
  /** Creates a contract with an organisation (`POST /organizations/{id}/contracts`), written to its log and the audit log. */
  createContract: CreateContractPayload;
  /** Registers a device (`POST /devices`). A taken network id is CONFLICT (`upstreamCode` DEVICE_EXISTS). */
  createDevice: CreateDevicePayload;
  /** Creates an installation order (`POST /installation`). */
  createInstallationOrder: CreateInstallationOrderPayload;
  /** Creates a service centre (`POST /service-centers`). */
  createServiceCenter: CreateServiceCenterPayload;
  /** Creates a service order (`POST /service-orders`). */
  createServiceOrder: CreateServiceOrderPayload;
  /** Deletes an alarm (`DELETE /devices/{id}/alarms/{alarmId}`). */
  deleteAlarm: DeleteAlarmPayload;
  /**
   * Deletes an attachment or a before/after image of an order (`DELETE /service-orders/{id}/attachments/{attId}`,
   * `…/images/before-image/{imageId}`, `…/images/after-image/{imageId}`): a dispatcher of the owner or the
   * assigned technician (FORBIDDEN otherwise); a finished or archived order is CONFLICT.
   */
  deleteAttachment: DeleteAttachmentPayload;
  /** Deletes a contract (`DELETE /contracts/{id}`); CONFLICT while devices are under it (spec part 2 §5). */
  deleteContract: DeleteContractPayload;
  /** Marks a device deleted (`DELETE /devices/{id}`). */
  deleteDevice: DeleteDevicePayload;
  /**
   * Deletes an image of a device and its file (`DELETE /devices/{id}/images/{imageId}`): needs the
   * right to update the device (FORBIDDEN otherwise); a deleted device's images stay (CONFLICT,
   * `upstreamCode` DEVICE_DELETED).
   */
  deleteDeviceImage: DeleteDeviceImagePayload;
  /** Deletes a file of a device on an order (`DELETE …/devices/{deviceId}/attachments/{attId}`). */
  deleteInstallationAttachment: DeleteInstallationAttachmentPayload;
  /** Deletes an installation order (`DELETE /installation/{id}`); one with installed devices needs `confirmInstalledDevices`. */
  deleteInstallationOrder: DeleteInstallationOrderPayload;
  /** Deletes a service centre (`DELETE /service-centers/{id}`). */
  deleteServiceCenter: DeleteServiceCenterPayload;
  /** Deletes a new service order (`DELETE /service-orders/{id}`). */
  deleteServiceOrder: DeleteServiceOrderPayload;
  /** Removes a device's service schedule (`DELETE …/service-schedule/{serviceScheduleId}`); NOT_FOUND when it is gone already. */
  deleteServiceSchedule: DeleteServiceSchedulePayload;
  /** Records that a device's installation failed, with the reason (`PUT …/devices/{deviceId}/install`, isUnsuccessful). */
  failDeviceInstallation: InstallDevicePayload;
  /** Finishes a service order as completed or failed (`PATCH /service-orders/{id}/finish`). */
  finishServiceOrder: FinishServiceOrderPayload;
  /** Imports many devices at once (`POST /devices/import`); each row answers created or why not. */
  importDevices: ImportDevicesPayload;
  /** Installs a device of an order (`PUT …/devices/{deviceId}/install`). */
  installDevice: InstallDevicePayload;
  /** Signs in with e-mail and password. Wrong credentials give an `UNAUTHENTICATED` error. */
  login: LoginPayload;
  /** Signs out: revokes the current token on the server. */
  logout: LogoutPayload;
  /** Marks a release notification read for the signed-in user. */
  markNotificationRead: MarkNotificationReadPayload;
  /**
   * Publishes a release (`POST /releases`; platform administrators): every user gets an unread
   * notification, and every signed-in session's `viewerChanged` emits at once, so banners show live.
   */
  publishRelease: PublishReleasePayload;
  /** Removes a device permanently (`DELETE /devices/{id}?perm=true`); administrators only. */
  purgeDevice: PurgeDevicePayload;
  /** Takes a device off a contract (`DELETE /contracts/{contractId}/devices/{deviceId}`). */
  removeDeviceFromContract: RemoveDeviceFromContractPayload;
  /** Takes a device off its order (`DELETE /installation/{id}/devices/{deviceId}`). */
  removeInstallationOrderDevice: RemoveInstallationOrderDevicePayload;
  /** Removes a technician from their centre (`DELETE /service-centers/{id}/technicians/{technicianId}`). */
  removeTechnician: RemoveTechnicianPayload;
  /**
   * Replaces the order's device (`POST /tasks`), in one transaction in the API: the old device is taken
   * down, the new one installed in its place with its position, the monitoring record follows the new
   * device, and the order's history and both devices' audit trails say why; any failure changes nothing.
   * The order's dispatcher or its technician (FORBIDDEN otherwise); a finished or archived order, another
   * replacement of the same order, or a new device not in stock is CONFLICT; a new device of another
   * model or owner is BAD_USER_INPUT on `input.newDeviceId`.
   */
  replaceServiceOrderDevice: ReplaceServiceOrderDevicePayload;
  /** Sends a one-time password-reset link to the address, if an account has it. */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Sets a new password with the token of a reset link. */
  resetPassword: ResetPasswordPayload;
  /** Resets a device's service schedule (`POST …/service-schedule/{serviceScheduleId}/reset`). */
  resetServiceSchedule: ResetServiceSchedulePayload;
  /** Resets the water-level unit to cm (`POST /devices/{id}/water-level/reset`). */
  resetWaterLevel: WaterLevelPayload;
  /** Saves and publishes a device's downlink configuration (`PUT /devices/{id}/downlink-config`). */
  saveDownlinkConfig: SaveDownlinkConfigPayload;
  /** Saves the order's note on a device (`PATCH …/devices/{deviceId}/save_note`). */
  saveInstallationDeviceNote: SaveInstallationDeviceNotePayload;
  /** Creates or updates a device's service schedule (`PUT /organizations/{orgId}/devices/{deviceId}/service-schedule`). */
  setServiceSchedule: SetServiceSchedulePayload;
  /** Sets a device's water-level calculation (`PUT /devices/{id}/water-level`). */
  setWaterLevel: WaterLevelPayload;
  /** Starts an installation order: new → in progress (`POST /installation/{id}/start`); its technician or a dispatcher. */
  startInstallationOrder: InstallationOrderTransitionPayload;
  /** Changes an alarm (`PATCH /devices/{id}/alarms/{alarmId}`). */
  updateAlarm: AlarmPayload;
  /** Changes a contract (`PATCH /contracts/{id}`); the fields that changed go to its log. */
  updateContract: UpdateContractPayload;
  /** Changes a device, its lifecycle included (`PATCH /devices/{id}`); a deleted device is CONFLICT (DEVICE_DELETED). */
  updateDevice: UpdateDevicePayload;
  /** Changes an installation order's data (`PATCH /installation/{id}`). */
  updateInstallationOrder: UpdateInstallationOrderPayload;
  /** Changes a monitoring record's status or notes (`PATCH /monitoring/{id}`). */
  updateMonitoringRecord: UpdateMonitoringRecordPayload;
  /** Changes a service centre, activation included (`PATCH /service-centers/{id}`). */
  updateServiceCenter: UpdateServiceCenterPayload;
  /** Changes a service order's data or wizard step (`PATCH /service-orders/{id}`). */
  updateServiceOrder: UpdateServiceOrderPayload;
  /** Changes a technician: activation and models (`PATCH /service-centers/{id}/technicians/{technicianId}`). */
  updateTechnician: UpdateTechnicianPayload;
  /** Changes the signed-in user's language or UTC offset. */
  updateUserConfig: UpdateUserConfigPayload;
};


export type MutationAddDevicesToContractArgs = {
  input: AddDevicesToContractInput;
};


export type MutationAddInstallationOrderDevicesArgs = {
  input: AddInstallationOrderDevicesInput;
};


export type MutationAddTechnicianArgs = {
  input: AddTechnicianInput;
};


export type MutationArchiveInstallationOrderArgs = {
  input: InstallationOrderTransitionInput;
};


export type MutationArchiveServiceOrderArgs = {
  input: ArchiveServiceOrderInput;
};


export type MutationCompleteInstallationOrderArgs = {
  input: InstallationOrderTransitionInput;
};


export type MutationCreateAlarmArgs = {
  input: CreateAlarmInput;
};


export type MutationCreateContractArgs = {
  input: CreateContractInput;
};


export type MutationCreateDeviceArgs = {
  input: CreateDeviceInput;
};


export type MutationCreateInstallationOrderArgs = {
  input: CreateInstallationOrderInput;
};


export type MutationCreateServiceCenterArgs = {
  input: CreateServiceCenterInput;
};


export type MutationCreateServiceOrderArgs = {
  input: CreateServiceOrderInput;
};


export type MutationDeleteAlarmArgs = {
  input: DeleteAlarmInput;
};


export type MutationDeleteAttachmentArgs = {
  input: DeleteAttachmentInput;
};


export type MutationDeleteContractArgs = {
  input: DeleteContractInput;
};


export type MutationDeleteDeviceArgs = {
  input: DeleteDeviceInput;
};


export type MutationDeleteDeviceImageArgs = {
  input: DeleteDeviceImageInput;
};


export type MutationDeleteInstallationAttachmentArgs = {
  input: DeleteInstallationAttachmentInput;
};


export type MutationDeleteInstallationOrderArgs = {
  input: DeleteInstallationOrderInput;
};


export type MutationDeleteServiceCenterArgs = {
  input: DeleteServiceCenterInput;
};


export type MutationDeleteServiceOrderArgs = {
  input: DeleteServiceOrderInput;
};


export type MutationDeleteServiceScheduleArgs = {
  input: DeleteServiceScheduleInput;
};


export type MutationFailDeviceInstallationArgs = {
  input: FailDeviceInstallationInput;
};


export type MutationFinishServiceOrderArgs = {
  input: FinishServiceOrderInput;
};


export type MutationImportDevicesArgs = {
  input: ImportDevicesInput;
};


export type MutationInstallDeviceArgs = {
  input: InstallDeviceInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkNotificationReadArgs = {
  input: MarkNotificationReadInput;
};


export type MutationPublishReleaseArgs = {
  input: PublishReleaseInput;
};


export type MutationPurgeDeviceArgs = {
  input: PurgeDeviceInput;
};


export type MutationRemoveDeviceFromContractArgs = {
  input: RemoveDeviceFromContractInput;
};


export type MutationRemoveInstallationOrderDeviceArgs = {
  input: RemoveInstallationOrderDeviceInput;
};


export type MutationRemoveTechnicianArgs = {
  input: RemoveTechnicianInput;
};


export type MutationReplaceServiceOrderDeviceArgs = {
  input: ReplaceServiceOrderDeviceInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationResetServiceScheduleArgs = {
  input: ResetServiceScheduleInput;
};


export type MutationResetWaterLevelArgs = {
  input: ResetWaterLevelInput;
};


export type MutationSaveDownlinkConfigArgs = {
  input: SaveDownlinkConfigInput;
};


export type MutationSaveInstallationDeviceNoteArgs = {
  input: SaveInstallationDeviceNoteInput;
};


export type MutationSetServiceScheduleArgs = {
  input: SetServiceScheduleInput;
};


export type MutationSetWaterLevelArgs = {
  input: SetWaterLevelInput;
};


export type MutationStartInstallationOrderArgs = {
  input: InstallationOrderTransitionInput;
};


export type MutationUpdateAlarmArgs = {
  input: UpdateAlarmInput;
};


export type MutationUpdateContractArgs = {
  input: UpdateContractInput;
};


export type MutationUpdateDeviceArgs = {
  input: UpdateDeviceInput;
};


export type MutationUpdateInstallationOrderArgs = {
  input: UpdateInstallationOrderInput;
};


export type MutationUpdateMonitoringRecordArgs = {
  input: UpdateMonitoringRecordInput;
};


export type MutationUpdateServiceCenterArgs = {
  input: UpdateServiceCenterInput;
};


export type MutationUpdateServiceOrderArgs = {
  input: UpdateServiceOrderInput;
};


export type MutationUpdateTechnicianArgs = {
  input: UpdateTechnicianInput;
};


export type MutationUpdateUserConfigArgs = {
  input: UpdateUserConfigInput;
};

/** A device's signal strength over a window. */
export type NetworkHistory = {
  __typename?: 'NetworkHistory';
  /** False for devices without network strength: `points` is then empty. */
  available: Scalars['Boolean']['output'];
  /** True when the window holds more points than were answered: ask again with `from: nextFrom`. */
  hasMore: Scalars['Boolean']['output'];
  /** The model's network protocol (`mqtt`, `http`, `sigfox`, ...). */
  networkProtocol: Scalars['String']['output'];
  /** The model's network type (`nbiot`, `sigfox`, ...). */
  networkType: Scalars['String']['output'];
  /** With `hasMore`: where the next page starts. */
  nextFrom?: Maybe<Scalars['DateTime']['output']>;
  /** The points, oldest first. */
  points: Array<NetworkPoint>;
  /** The scale of `signalStrength`. */
  scale: SignalScale;
};

/** One point of a device's network history. */
export type NetworkPoint = {
  __typename?: 'NetworkPoint';
  /** The band of the signal strength (of RSSI on a dBm scale when strength is missing); null without either. */
  band?: Maybe<SignalBand>;
  /** RSRQ, dB (NB-IoT). */
  rsrq?: Maybe<Scalars['Float']['output']>;
  /** RSSI, dBm. */
  rssi?: Maybe<Scalars['Float']['output']>;
  /** The device's message sequence number. */
  seqNumber?: Maybe<Scalars['Int']['output']>;
  /** In the network's own scale (see `NetworkHistory.scale`). */
  signalStrength?: Maybe<Scalars['Float']['output']>;
  /** When the device measured. */
  time: Scalars['DateTime']['output'];
  /** The network's transmission sequence number. */
  transmissionSeqNumber?: Maybe<Scalars['Int']['output']>;
};

/** An object with a globally unique, opaque id that `Query.node` can fetch again (Relay). */
export type Node = {
  /** The opaque global id of this object. */
  id: Scalars['ID']['output'];
};

/** Which way a list is ordered. */
export type OrderDirection =
  /** Smallest, oldest or A first. */
  | 'ASC'
  /** Largest, newest or Z first. */
  | 'DESC';

/** An organisation: a municipality, a utility or a company that owns devices. */
export type Organization = Node & {
  __typename?: 'Organization';
  /**
   * The organisation's contracts, newest first unless ordered otherwise, a page at a time
   * (`GET /organizations/{id}/contracts`, one call per page). FORBIDDEN for viewers who may not read
   * its contracts.
   */
  contracts: ContractConnection;
  /** When the organisation was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The number of devices the organisation owns (deleted ones not counted). */
  deviceCount: Scalars['Int']['output'];
  /**
   * The organisation's devices, newest first, paged (`GET /organizations/{id}/devices`). Empty when
   * the viewer may see the organisation but not its devices.
   */
  devices: DeviceConnection;
  /** The opaque global id of the organisation. */
  id: Scalars['ID']['output'];
  /** The organisation's name, for example `Aarhus Kommune`. */
  name: Scalars['String']['output'];
  /** The organisation's id in the REST API (`_id`); used in `/organizations/{orgId}` links. */
  organizationId: Scalars['String']['output'];
  /** The group organisation this one belongs to, when there is one and the viewer may see it. */
  parentOrganization?: Maybe<Organization>;
  /** The parent organisation's REST id when this one is a group of another (`group_org_id`). */
  parentOrganizationId?: Maybe<Scalars['String']['output']>;
  /** A stable key made from the name, for example `aarhus-kommune`. */
  slug: Scalars['String']['output'];
};


/** An organisation: a municipality, a utility or a company that owns devices. */
export type OrganizationContractsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ContractFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ContractOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** An organisation: a municipality, a utility or a company that owns devices. */
export type OrganizationDevicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A service level a device is sold with. */
export type Package = Node & {
  __typename?: 'Package';
  /** The opaque global id of the package. */
  id: Scalars['ID']['output'];
  /** The package's name. */
  name: Scalars['String']['output'];
  /** The package's id in the REST API. */
  packageId: Scalars['String']['output'];
  /** A stable key: `basic`, `premium`, `automatic_replacement` or `self_service`. */
  slug: Scalars['String']['output'];
};

/**
 * One numbered page of a connection, for page-number navigation (1, 2, … 9, 10) on top of Relay's
 * offset cursors: pass `cursor` as `after` to open that page.
 */
export type PageCursor = {
  __typename?: 'PageCursor';
  /** The cursor to pass as `after` to open this page (`null` for the first page). */
  cursor?: Maybe<Scalars['String']['output']>;
  /** True for the page being shown. */
  isCurrent: Scalars['Boolean']['output'];
  /** The page number, from 1. */
  page: Scalars['Int']['output'];
};

/**
 * The pages around the current one, for a pagination control: with 5 or fewer pages `around` lists
 * them all; otherwise it lists up to 3 around the current page and `first`/`last` are given for the
 * ends (a client shows ellipses between).
 */
export type PageCursors = {
  __typename?: 'PageCursors';
  /** The pages around the current one, in order. */
  around: Array<PageCursor>;
  /** The first page, when it is not in `around`. */
  first?: Maybe<PageCursor>;
  /** The last page, when it is not in `around`. */
  last?: Maybe<PageCursor>;
  /** The page after the current one; `null` on the last page. */
  next?: Maybe<PageCursor>;
  /** The page before the current one; `null` on the first page. */
  previous?: Maybe<PageCursor>;
  /** The number of pages. */
  totalPages: Scalars['Int']['output'];
};

/**
 * Where a page of a connection starts and ends (Relay cursor connections). Numbered pages are offset
 * cursors, so a client may also jump to any page with `first` and `after`.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the last item of this page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when items precede this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the first item of this page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A release to publish. */
export type PublishReleaseInput = {
  /** What is new, in Danish (1 to 5000 characters). */
  notesDa: Scalars['String']['input'];
  /** What is new, in English (1 to 5000 characters). */
  notesEn: Scalars['String']['input'];
  /** The version, numbers with dots (`1.50.0`), optionally with a suffix (`2.0.0-rc.1`); each version is published once (CONFLICT otherwise). */
  releaseVersion: Scalars['String']['input'];
};

/** The published release. */
export type PublishReleasePayload = {
  __typename?: 'PublishReleasePayload';
  /** The release. */
  release: Release;
};

/**
 * A device to remove permanently with its readings, images and alarms (administrators only); refused
 * (CONFLICT, `upstreamCode` DEVICE_IN_OPEN_ORDER) while an open order holds it.
 */
export type PurgeDeviceInput = {
  /** The device's global id. */
  id: Scalars['ID']['input'];
};

/** What was removed. */
export type PurgeDevicePayload = {
  __typename?: 'PurgeDevicePayload';
  /** The global id of the removed device, to drop it from lists. */
  purgedDeviceId: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The dashboards of organisations (`Organization` ids), in the order given; one upstream call each. */
  analyticsOrganizations: Array<AnalyticsOrganization>;
  /** Trend periods (`GET /const/analytics/periods`). */
  analyticsPeriods: Array<AnalyticsOption>;
  /** Reference series a trend can be compared with (`GET /const/analytics/refs`). */
  analyticsRefs: Array<AnalyticsOption>;
  /** Every lifecycle state, in order, with its name in the caller's language and its next state. */
  deviceLifecycles: Array<DeviceLifecycleState>;
  /** Every device model (`GET /devices/devicemodels`). */
  deviceModels: Array<DeviceModel>;
  /**
   * The devices the viewer may read, newest first, a page at a time (`GET /devices`): what a picker
   * asks as the user types. One upstream call per page, whatever the fleet size. A picker shows the
   * devices it has chosen by their ids with `nodes(ids:)` (one call for up to 100 devices).
   */
  deviceSearch: DeviceConnection;
  /** Every device type category (`GET /devicetype-categories`). */
  deviceTypeCategories: Array<DeviceTypeCategory>;
  /**
   * The devices the viewer may read, a page at a time (`GET /devices`): the fleet registry's table.
   * Every list field of `Device` (name, network id, serial number, owner, model, kind, package,
   * lifecycle, last seen, created) comes from that one call; position from one more (the lean list);
   * place, latest message, firmware and the fields marked "Loads the device record" from one call per
   * page for all rows (`GET /devices/full`), and `alarms` likewise (`GET /devices/alarms`). The other
   * connections (readings, network history, trips, contracts, audit, images, downlink) cost one call
   * per device: a device's own page asks for them.
   */
  devices: DeviceConnection;
  /** Every error code (`GET /monitoring/error-codes`). */
  errorCodes: Array<ErrorCode>;
  /** The organisations the viewer may create installation orders for, by name (`GET /installation/owners`); FORBIDDEN for those who may not create any. */
  installationOrderOwners: Array<Organization>;
  /** Every installation order status, in order, named in the viewer's language (`GET /installation/statuses`). */
  installationOrderStatuses: Array<InstallationOrderStatusItem>;
  /**
   * The installation orders the viewer may read, newest first unless `orderBy` says otherwise, a page at
   * a time (`GET /installation`): administrators and service managers every order, a technician the
   * orders of their centres; FORBIDDEN for those who may not read installation orders. A page of up to
   * 100 orders with owner, centre, technician, types and models costs the same few upstream calls
   * whatever its size.
   */
  installationOrders: InstallationOrderConnection;
  /** The technicians an installation order can be given (active, of active centres), by name (`GET /installation/technicians`); of one centre with `serviceCenterId`. */
  installationTechnicians: Array<Technician>;
  /** Every record matching the filter that has a position, for the map (`GET /monitoring/map`). */
  monitoringMapPoints: Array<MonitoringMapPoint>;
  /**
   * Monitoring records matching the filter, newest latest error first unless `orderBy` says
   * otherwise, paged (`GET /monitoring`). A page past the end has no edges; its
   * `pageCursors.previous` is the last page.
   */
  monitoringRecords: MonitoringRecordConnection;
  /** Fetches any object by its global id (Relay). */
  node?: Maybe<Node>;
  /** Fetches several objects by their global ids, `null` for ids that do not resolve (Relay). */
  nodes: Array<Maybe<Node>>;
  /**
   * Every organisation the viewer may see, by name (`GET /organizations`). One organisation is
   * `node(id:)` with its global id.
   */
  organizations: Array<Organization>;
  /** Every package (`GET /packages`). */
  packages: Array<Package>;
  /** Every release announced, newest first, a page at a time (`GET /releases`, one call per page). */
  releases: ReleaseConnection;
  /** The causes a technician can record, in order (`GET /service-orders/service-causes`). */
  serviceCauses: Array<ServiceCause>;
  /** The service centres the viewer may read, by name, a page at a time (`GET /service-centers`, one call per page). */
  serviceCenters: ServiceCenterConnection;
  /** The organisations the viewer may create service orders for, by name (`GET /service-orders/owners`); FORBIDDEN for those who may not create any. */
  serviceOrderOwners: Array<Organization>;
  /** Every service order status, in order (`GET /service-orders/statuses`). */
  serviceOrderStatuses: Array<ServiceOrderStatus>;
  /**
   * The service orders the viewer may read, a page at a time (`GET /service-orders`): administrators
   * and service managers every order, an organisation's readers of `Service` its orders (read-only),
   * a technician the orders of their centres (their own first unless `orderBy` is given; newest first
   * for the others). A page of up to 100 orders with device, owner, centre, technician and status costs
   * the same few upstream calls whatever its size.
   */
  serviceOrders: ServiceOrderConnection;
  /** The solutions a technician can record, in order (`GET /service-orders/solutions`). */
  serviceSolutions: Array<ServiceSolution>;
  /** Every status code, in display order (`GET /monitoring/status-codes`). */
  statusCodes: Array<StatusCode>;
  /**
   * The technicians of every centre the viewer may read, by name, a page at a time (`GET /technicians`:
   * one upstream call per page, scoped as `serviceCenters` is).
   */
  technicians: TechnicianConnection;
  /**
   * The users the viewer may read (`GET /users`: administrators every user, an organisation's
   * administrators its members), searched, filtered and ordered, a page at a time: one upstream call
   * per page, whatever its size. One user is `node(id:)` with its global id.
   */
  users: UserConnection;
  /** The signed-in user, or `null` when the request carries no valid token. */
  viewer?: Maybe<Viewer>;
};


export type QueryAnalyticsOrganizationsArgs = {
  organizationIds: Array<Scalars['ID']['input']>;
};


export type QueryDeviceSearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  deviceModelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  deviceTypeCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  lifecycles?: InputMaybe<Array<DeviceLifecycle>>;
  organizationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDevicesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DeviceFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<DeviceOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInstallationOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<InstallationOrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<InstallationOrderOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInstallationTechniciansArgs = {
  serviceCenterId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMonitoringMapPointsArgs = {
  filter?: InputMaybe<MonitoringFilter>;
};


export type QueryMonitoringRecordsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MonitoringFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<MonitoringRecordOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryReleasesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryServiceCentersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ServiceCenterFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ServiceCenterOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryServiceOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ServiceOrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ServiceOrderOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTechniciansArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TechnicianListFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<TechnicianOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<UserFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<UserOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** The latest value a device reported for one unit of its data model. */
export type Reading = {
  __typename?: 'Reading';
  /** The unit's name. */
  name: Scalars['String']['output'];
  /** The unit's key, for example `water_level`. */
  slug: Scalars['String']['output'];
  /** The unit symbol, for example `cm`. */
  unit: Scalars['String']['output'];
  /** The value; `null` when the latest message had no value for this unit. */
  value?: Maybe<Scalars['Float']['output']>;
};

/** How a unit's readings combine over time. */
export type ReadingMeasure =
  /** An amount per reading (rain): summed. */
  | 'AMOUNT'
  /** A counter that only grows (visitors): differenced. */
  | 'COUNTER'
  /** A level at a moment (water level, temperature): averaged. */
  | 'LEVEL';

/**
 * A release announced to every user (spec part 1 §2: `/release` lists them, `/create-new-release`
 * publishes one), with what is new in Danish and English.
 */
export type Release = Node & {
  __typename?: 'Release';
  /** When it was announced. */
  createdAt: Scalars['DateTime']['output'];
  /** Who published it; null when unknown. */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** The opaque global id of the release. */
  id: Scalars['ID']['output'];
  /** What is new, in the viewer's language (the other language's when it has none). */
  notes?: Maybe<Scalars['String']['output']>;
  /** What is new, in Danish. */
  notesDa?: Maybe<Scalars['String']['output']>;
  /** What is new, in English. */
  notesEn?: Maybe<Scalars['String']['output']>;
  /** Whether the viewer has dismissed its banner. */
  read: Scalars['Boolean']['output'];
  /** The release's id in the REST API; its notification's id (`markNotificationRead` takes it). */
  releaseId: Scalars['String']['output'];
  /** The version released, for example `1.50.0`; null for a generic update message. */
  releaseVersion?: Maybe<Scalars['String']['output']>;
  /** The headline, for example `Version 1.50.0`. */
  title: Scalars['String']['output'];
};

/** A page of releases. */
export type ReleaseConnection = {
  __typename?: 'ReleaseConnection';
  /** The releases of this page. */
  edges: Array<ReleaseEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of releases. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a release connection. */
export type ReleaseEdge = {
  __typename?: 'ReleaseEdge';
  /** The offset cursor of this release. */
  cursor: Scalars['String']['output'];
  /** The release. */
  node: Release;
};

/** A new-release announcement that the signed-in user has not yet dismissed. */
export type ReleaseNotification = Node & {
  __typename?: 'ReleaseNotification';
  /** When the release was announced. */
  createdAt: Scalars['DateTime']['output'];
  /** The opaque global id of the notification. */
  id: Scalars['ID']['output'];
  /** The notification's id in the REST API, used to mark it read. */
  notificationId: Scalars['String']['output'];
  /** The released version, for example `1.49.3`; `null` for a generic update message. */
  releaseVersion?: Maybe<Scalars['String']['output']>;
};

/** Takes a device off a contract (written to the contract's log). */
export type RemoveDeviceFromContractInput = {
  /** The contract's REST id (`DeviceContract.contractId`) or its global id (`Contract.id`). */
  contractId: Scalars['String']['input'];
  /** The device's global id. */
  deviceId: Scalars['ID']['input'];
};

/** The device after it left the contract. */
export type RemoveDeviceFromContractPayload = {
  __typename?: 'RemoveDeviceFromContractPayload';
  /** The contract after the device left it (its new device count); null when the viewer may no longer read it. */
  contract?: Maybe<Contract>;
  /** The device. */
  device: Device;
  /** The contract it left. */
  removedContractId: Scalars['String']['output'];
};

/** A device to take off its order (a dispatcher's): not one already installed. */
export type RemoveInstallationOrderDeviceInput = {
  /** The order's device (an `InstallationOrderDevice` id). */
  id: Scalars['ID']['input'];
};

/** What was removed. */
export type RemoveInstallationOrderDevicePayload = {
  __typename?: 'RemoveInstallationOrderDevicePayload';
  /** The order as it is now. */
  installationOrder: InstallationOrder;
  /** The global id of the removed `InstallationOrderDevice`. */
  removedOrderDeviceId: Scalars['ID']['output'];
};

/** A technician to remove from their centre. */
export type RemoveTechnicianInput = {
  /** The technician's global id. */
  id: Scalars['ID']['input'];
};

/** What was removed. */
export type RemoveTechnicianPayload = {
  __typename?: 'RemoveTechnicianPayload';
  /** The global id of the removed technician. */
  removedTechnicianId: Scalars['ID']['output'];
  /** The centre they left, as it is now. */
  serviceCenter: ServiceCenter;
};

/** Replaces the device of a service order by one in stock, in one step (`POST /tasks`, taskType DEVICE_REPLACEMENT). */
export type ReplaceServiceOrderDeviceInput = {
  /** Where the new device is installed; the old device's position when omitted. */
  geo?: InputMaybe<GeoInput>;
  /** The device installed in its place (`Device` id): in stock, not deleted, of the same model and the same owner. */
  newDeviceId: Scalars['ID']['input'];
  /** Why, in the technician's words (at most 2000 characters). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The order's global id. */
  serviceOrderId: Scalars['ID']['input'];
};

/** The replacement, and the order after it. */
export type ReplaceServiceOrderDevicePayload = {
  __typename?: 'ReplaceServiceOrderDevicePayload';
  /** True when this request made it; false when it had been made before by the same request. */
  created: Scalars['Boolean']['output'];
  /** The replacement (the same one again when the same request is repeated). */
  replacement: DeviceReplacement;
  /** The order as it is now: still about the device it was made for, now taken down (`replacement.newDevice` is the new one). */
  serviceOrder: ServiceOrder;
};

/** Starts a password reset for an e-mail address. */
export type RequestPasswordResetInput = {
  /** The e-mail address of the account. */
  email: Scalars['String']['input'];
  /** The language of the e-mail; the account's language when omitted. */
  language?: InputMaybe<Language>;
};

/** The answer to a password-reset request. It is the same whether or not the account exists. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** True when the request was accepted. */
  ok: Scalars['Boolean']['output'];
};

/** What was asked of a device, and by whom. */
export type RequestedDownlinkConfig = {
  __typename?: 'RequestedDownlinkConfig';
  /** The settings asked for. */
  settings: DownlinkSettings;
  /** When it was last saved. */
  updatedAt: Scalars['DateTime']['output'];
  /** Who saved it; null when the user is gone or it came from the demo data. */
  updatedByName?: Maybe<Scalars['String']['output']>;
};

/** Sets a new password with a one-time reset token. */
export type ResetPasswordInput = {
  /** The new password: at least 8 characters. */
  password: Scalars['String']['input'];
  /** The one-time token from the reset link. */
  token: Scalars['String']['input'];
};

/** The answer to setting a new password. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** True when the password was changed; the reset link can then not be used again. */
  ok: Scalars['Boolean']['output'];
};

/** Resets a device's service schedule after service was done. */
export type ResetServiceScheduleInput = {
  /** The device (an `AnalyticsDevice` id). */
  deviceId: Scalars['ID']['input'];
  /** The schedule (a `ServiceSchedule` id). */
  serviceScheduleId: Scalars['ID']['input'];
};

/** The device after its schedule was reset. */
export type ResetServiceSchedulePayload = {
  __typename?: 'ResetServiceSchedulePayload';
  /** The device, to refetch its card. */
  device: AnalyticsDevice;
  /** The reset schedule: the count starts again from now. */
  serviceSchedule: ServiceSchedule;
};

/** Resets a device's water-level unit to cm. */
export type ResetWaterLevelInput = {
  /** The device's global id. */
  deviceId: Scalars['ID']['input'];
};

/** A whole downlink configuration (every field). */
export type SaveDownlinkConfigInput = {
  /** The device's global id. */
  deviceId: Scalars['ID']['input'];
  /** Minutes between measurements at or above the threshold, 1 to 10080. */
  miAbove: Scalars['Int']['input'];
  /** Minutes between measurements under the threshold, 1 to 10080. */
  miUnder: Scalars['Int']['input'];
  /** The threshold; null: none. */
  th?: InputMaybe<Scalars['Float']['input']>;
  /** Measurements per transmission at or above the threshold, 1 to 1000. */
  xtiAbove: Scalars['Int']['input'];
  /** Measurements per transmission under the threshold, 1 to 1000. */
  xtiUnder: Scalars['Int']['input'];
};

/** The saved configuration. */
export type SaveDownlinkConfigPayload = {
  __typename?: 'SaveDownlinkConfigPayload';
  /** How it reached the broker. */
  delivery: DownlinkDelivery;
  /** The device. */
  device: Device;
  /** The configuration as it is now. */
  downlinkConfig: DownlinkConfig;
};

/** The order's note on one of its devices (its technician or a dispatcher). */
export type SaveInstallationDeviceNoteInput = {
  /** The order's device (an `InstallationOrderDevice` id). */
  id: Scalars['ID']['input'];
  /** The note (at most 2000 characters); null or empty clears it. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** The device after the change. */
export type SaveInstallationDeviceNotePayload = {
  __typename?: 'SaveInstallationDeviceNotePayload';
  /** The order's device as it is now. */
  orderDevice: InstallationOrderDevice;
};

/** What a counted-events chart covers. */
export type SchedulingInput = {
  /** The end of a preset window (default now). */
  date?: InputMaybe<Scalars['DateTime']['input']>;
  /** With `custom`: the first local day, `YYYY-MM-DD`. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** The window. */
  period?: TrendPeriod;
  /** With `custom`: the last local day (inclusive), `YYYY-MM-DD`. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Why a device needed service, as a technician records it. */
export type ServiceCause = {
  __typename?: 'ServiceCause';
  /** The cause's id in the REST API. */
  causeId: Scalars['String']['output'];
  /** The name the API stores, for a key the client does not know yet. */
  name: Scalars['String']['output'];
  /** A stable key, for example `vandalism`: clients word it in the user's language. */
  slug: Scalars['String']['output'];
};

/** A service centre: a team that services devices of the organisations it serves (spec part 2 §3). */
export type ServiceCenter = Node & {
  __typename?: 'ServiceCenter';
  /** Its postal address on one line (street, postcode and town), where technicians and parts go; null when not given. From the centre's record, as `geo`. */
  address?: Maybe<Scalars['String']['output']>;
  /** When the centre was created. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * Where the centre is; null when not placed. This and the fields below come from the centre's record:
   * free for a list of centres, one call per request for the centres an order names
   * (`GET /service-centers`, every centre the viewer may read); null with a NOT_FOUND error at the field
   * for a centre the viewer sees on an order but may not read itself.
   */
  geo?: Maybe<GeoPoint>;
  /** The opaque global id of the centre. */
  id: Scalars['ID']['output'];
  /** An inactive centre keeps its history, but its technicians cannot be assigned orders. */
  isActive: Scalars['Boolean']['output'];
  /** The centre's name, unique among the centres (any case). */
  name: Scalars['String']['output'];
  /** How many of the centre's orders are open (not completed, failed or archived). */
  openOrderCount: Scalars['Int']['output'];
  /** The organisations whose devices the centre serves. */
  organizations: Array<Organization>;
  /** The centre's id in the REST API; used in `/orders/service-centers/{id}` links. */
  serviceCenterId: Scalars['String']['output'];
  /** How many technicians the centre has, active or not. */
  technicianCount: Scalars['Int']['output'];
  /** The centre's technicians by name, a page at a time (`GET /service-centers/{id}/technicians`, one call per centre and page). */
  technicians: TechnicianConnection;
  /** When the centre was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The centre's staff users, who see and dispatch its orders. */
  users: Array<ServiceCenterUser>;
};


/** A service centre: a team that services devices of the organisations it serves (spec part 2 §3). */
export type ServiceCenterTechniciansArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TechnicianFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of service centres. */
export type ServiceCenterConnection = {
  __typename?: 'ServiceCenterConnection';
  /** The centres of this page. */
  edges: Array<ServiceCenterEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of centres matching the filter. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a service centre connection. */
export type ServiceCenterEdge = {
  __typename?: 'ServiceCenterEdge';
  /** The offset cursor of this centre. */
  cursor: Scalars['String']['output'];
  /** The centre. */
  node: ServiceCenter;
};

/** Which service centres to list; filters combine (and). */
export type ServiceCenterFilter = {
  /** True: only active centres; false: only inactive ones; omitted: both. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only centres serving one of these organisations (`Organization` ids, at most 100). */
  organizationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Part of the name, anywhere in it (any case); at most 200 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** An order of service centres. */
export type ServiceCenterOrder = {
  /** Which way; ascending when omitted. */
  direction?: InputMaybe<OrderDirection>;
  /** What to order by. */
  field: ServiceCenterOrderField;
};

/** What service centres can be ordered by. */
export type ServiceCenterOrderField =
  /** When the centre was created (oldest first). */
  | 'CREATED_AT'
  /** The name (the default, A–Z). */
  | 'NAME';

/** A staff user of a service centre. */
export type ServiceCenterUser = {
  __typename?: 'ServiceCenterUser';
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The user's REST id. */
  userId: Scalars['String']['output'];
  /**
   * The user's global id (a `User`), the same as `User.id`, `Query.users` and `node(id:)` give: what a
   * users picker holds and `createServiceCenter` / `updateServiceCenter` take in `userIds`.
   */
  userNodeId: Scalars['ID']['output'];
};

/** A service order in a device's history. */
export type ServiceHistoryEntry = {
  __typename?: 'ServiceHistoryEntry';
  /** When the order was completed; `null` while open. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the order was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The order's notes. */
  notes?: Maybe<Scalars['String']['output']>;
  /** The service order's id in the REST API; used in `/orders/service-orders/{id}/details` links. */
  orderId: Scalars['String']['output'];
  /** The solutions applied; empty when none (shown as n/a). */
  solutions: Array<ServiceSolution>;
  /** The order's status. */
  status: ServiceOrderStatus;
};

/**
 * A service order (spec part 2 §3): a device to fix, who owns it, the centre and technician doing the
 * work, by when, and what was done. Every field of a list row comes with the list's one call; `device`
 * is the `Device` node (one more call per page of up to 100 orders), `owner` one call per page.
 */
export type ServiceOrder = Node & {
  __typename?: 'ServiceOrder';
  /** Where the technician left the wizard; null before they started. */
  activeWizardStep?: Maybe<ServiceWizardStep>;
  /** Pictures taken after the service, newest first (at most 30; the same call as `beforeImages`). */
  afterImages: Array<Attachment>;
  /** The order's attachments, newest first (`GET /service-orders/{id}/attachments`, one call per order and page; at most 100 an order). */
  attachments: AttachmentConnection;
  /** Pictures taken before the service, newest first (at most 30; `GET /service-orders/{id}/images`, one call per order shared with `afterImages`). */
  beforeImages: Array<Attachment>;
  /** Why the device needed service; null until recorded. */
  cause?: Maybe<ServiceCause>;
  /** The technician's comment. */
  comment?: Maybe<Scalars['String']['output']>;
  /** When the order was finished (completed or failed). */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the order was created. */
  createdAt: Scalars['DateTime']['output'];
  /**
   * The device to service, as the `Device` node (every device field at hand; one call per page of up to
   * 100 orders). Null, with a NOT_FOUND error at this field, for a viewer who may read the order but not
   * the device (a technician whose centre takes an order for an organisation their rules do not reach):
   * `deviceFacts` still answers.
   */
  device?: Maybe<Device>;
  /** What the order itself says about its device: always readable with the order, at no extra call. */
  deviceFacts: ServiceOrderDevice;
  /** The end of the due day (UTC); null when none. */
  dueDate?: Maybe<Scalars['DateTime']['output']>;
  /** Who changed what, and when, newest first (`GET /service-orders/{id}/history`, one call per order and page). */
  history: ServiceOrderHistoryEntryConnection;
  /** The opaque global id of the order. */
  id: Scalars['ID']['output'];
  /** The dispatcher's notes. */
  notes?: Maybe<Scalars['String']['output']>;
  /** The human-friendly order number. */
  number: Scalars['Int']['output'];
  /** The order's id in the REST API; used in `/orders/service-orders/{id}` links. */
  orderId: Scalars['String']['output'];
  /** The organisation owning the device. */
  owner: Organization;
  /**
   * The device replacement made in the wizard; null when none. `device` stays the device the order was
   * made for: `replacement.newDevice` is the one now installed in its place. Comes with the order (no
   * extra call); its devices as for `device` (one call per page of up to 100 orders).
   */
  replacement?: Maybe<DeviceReplacement>;
  /** Whether the device may be replaced; null until decided. */
  replacementAllowed?: Maybe<Scalars['Boolean']['output']>;
  /** The centre doing the work; null when none was chosen, or it was deleted. */
  serviceCenter?: Maybe<ServiceCenter>;
  /** What is wrong, as the dispatcher wrote it. */
  serviceIssue?: Maybe<Scalars['String']['output']>;
  /** The solutions applied; empty when none. */
  solutions: Array<ServiceSolution>;
  /** When a technician started the order. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the order is in its life. */
  status: ServiceOrderStatus;
  /** The assigned technician; null while nobody is. */
  technician?: Maybe<Technician>;
  /** When the order was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};


/**
 * A service order (spec part 2 §3): a device to fix, who owns it, the centre and technician doing the
 * work, by when, and what was done. Every field of a list row comes with the list's one call; `device`
 * is the `Device` node (one more call per page of up to 100 orders), `owner` one call per page.
 */
export type ServiceOrderAttachmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A service order (spec part 2 §3): a device to fix, who owns it, the centre and technician doing the
 * work, by when, and what was done. Every field of a list row comes with the list's one call; `device`
 * is the `Device` node (one more call per page of up to 100 orders), `owner` one call per page.
 */
export type ServiceOrderHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A change to a service order the viewer may read. */
export type ServiceOrderChange = {
  __typename?: 'ServiceOrderChange';
  /** What happened. */
  kind: ServiceOrderChangeKind;
  /** The global id of the changed order; null for `LIVE` and `RECONNECTING`. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** The order as it is now; null for `DELETED`, `LIVE` and `RECONNECTING`. */
  serviceOrder?: Maybe<ServiceOrder>;
};

/** What happened to a service order, or — `LIVE`, `RECONNECTING` — to the subscription's own connection. */
export type ServiceOrderChangeKind =
  /** An order was archived. */
  | 'ARCHIVED'
  /** An order was created. */
  | 'CREATED'
  /** An order was deleted: only its id is left. */
  | 'DELETED'
  /** An order was finished (completed or failed). */
  | 'FINISHED'
  /** The subscription is live; sent first and after a reconnection: refetch what you show. */
  | 'LIVE'
  /** The gateway lost its connection to the API and is reconnecting: changes may be missed until the next `LIVE`. */
  | 'RECONNECTING'
  /** An order's data or wizard step changed. */
  | 'UPDATED';

/** A page of service orders. */
export type ServiceOrderConnection = {
  __typename?: 'ServiceOrderConnection';
  /** The orders of this page. */
  edges: Array<ServiceOrderEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of orders matching the filter. */
  totalCount: Scalars['Int']['output'];
};

/** The device of a service order, as the order carries it. */
export type ServiceOrderDevice = {
  __typename?: 'ServiceOrderDevice';
  /** The device's REST id. */
  deviceId: Scalars['String']['output'];
  /** The model's REST id. */
  deviceModelId: Scalars['String']['output'];
  /** The model's title. */
  deviceModelTitle: Scalars['String']['output'];
  /** Where the device is, when known. */
  geo?: Maybe<GeoPoint>;
  /** Where the device is in its life. */
  lifecycle: DeviceLifecycle;
  /** The device's name. */
  name: Scalars['String']['output'];
  /** The id the device reports itself as on its network. */
  networkId: Scalars['String']['output'];
  /** The serial number, when known. */
  serialNumber?: Maybe<Scalars['String']['output']>;
};

/** An edge in a service order connection. */
export type ServiceOrderEdge = {
  __typename?: 'ServiceOrderEdge';
  /** The offset cursor of this order. */
  cursor: Scalars['String']['output'];
  /** The order. */
  node: ServiceOrder;
};

/** Which service orders to list. Filters combine (and); within a list any value matches. */
export type ServiceOrderFilter = {
  /** True: only the orders assigned to the viewer (in any of their centres); not with `technicianId`. */
  assignedToViewer?: InputMaybe<Scalars['Boolean']['input']>;
  /** Devices (`Device` ids, at most 100). */
  deviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Due on or after this day (`YYYY-MM-DD`, in the viewer's UTC offset). */
  dueFrom?: InputMaybe<Scalars['String']['input']>;
  /** Due on or before this day (`YYYY-MM-DD`); before `dueFrom` is refused. */
  dueTo?: InputMaybe<Scalars['String']['input']>;
  /** Owners (`Organization` ids, at most 100). */
  organizationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Part of the device's name or network id, the issue or the notes (any case); at most 200 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Service centres (`ServiceCenter` ids, at most 100). */
  serviceCenterIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Statuses by slug (`sos_new`, `sos_in_progress`, ...; see `serviceOrderStatuses`), at most 20. */
  statuses?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only this technician's orders (a `Technician` id). */
  technicianId?: InputMaybe<Scalars['ID']['input']>;
};

/** One changed field of an order's history entry. */
export type ServiceOrderHistoryChange = {
  __typename?: 'ServiceOrderHistoryChange';
  /** The field, as the API names it (`technician`, `dueDate`, `status`...). */
  field: Scalars['String']['output'];
  /** Its value before (ids for related rows; null when it had none). */
  from?: Maybe<Scalars['JSON']['output']>;
  /** Its value after. */
  to?: Maybe<Scalars['JSON']['output']>;
};

/** One change to a service order. */
export type ServiceOrderHistoryEntry = {
  __typename?: 'ServiceOrderHistoryEntry';
  /** `serviceOrder.create`, `serviceOrder.update`, `serviceOrder.finish`, `serviceOrder.archive` or `serviceOrder.delete`. */
  action: Scalars['String']['output'];
  /** The user's REST id, when known. */
  actorId?: Maybe<Scalars['String']['output']>;
  /** Who did it; null once the user is gone. */
  actorName?: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** Each changed field, before and after. */
  changes: Array<ServiceOrderHistoryChange>;
  /** The entry's id in the REST API. */
  entryId: Scalars['String']['output'];
};

/** A page of an order's history. */
export type ServiceOrderHistoryEntryConnection = {
  __typename?: 'ServiceOrderHistoryEntryConnection';
  /** The entries of this page. */
  edges: Array<ServiceOrderHistoryEntryEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of entries. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in an order history connection. */
export type ServiceOrderHistoryEntryEdge = {
  __typename?: 'ServiceOrderHistoryEntryEdge';
  /** The offset cursor of this entry. */
  cursor: Scalars['String']['output'];
  /** The entry. */
  node: ServiceOrderHistoryEntry;
};

/** An order of service orders. */
export type ServiceOrderOrder = {
  /** Which way; ascending when omitted. */
  direction?: InputMaybe<OrderDirection>;
  /** What to order by. */
  field: ServiceOrderOrderField;
};

/** What service orders can be ordered by. */
export type ServiceOrderOrderField =
  /** When the order was created, oldest first. */
  | 'CREATED_AT'
  /** The due date, soonest first; orders without one last. */
  | 'DUE_DATE'
  /** The statuses' order (new, in progress, ...). */
  | 'STATUS';

/** How an order was finished. */
export type ServiceOrderOutcome =
  /** The work was done (`sos_completed`). */
  | 'COMPLETED'
  /** The work could not be done (`sos_failed`). */
  | 'FAILED';

/** Where a service order is in its life: new, in progress, completed, failed, archived. */
export type ServiceOrderStatus = {
  __typename?: 'ServiceOrderStatus';
  /** The name the API stores, for a key the client does not know yet. */
  name: Scalars['String']['output'];
  /** A stable key, for example `sos_completed`: clients word it in the user's language. */
  slug: Scalars['String']['output'];
};

/** A device's service schedule: a counted-events target and who is e-mailed when it is reached. */
export type ServiceSchedule = Node & {
  __typename?: 'ServiceSchedule';
  /** The opaque global id of the schedule. */
  id: Scalars['ID']['output'];
  /** When the schedule was last reset (service done). */
  lastResetAt: Scalars['DateTime']['output'];
  /** The addresses to notify, separated by `; `. */
  notificationEmail?: Maybe<Scalars['String']['output']>;
  /** The schedule's id in the REST API. */
  scheduleId: Scalars['String']['output'];
  /** Counted events after which service is due. */
  serviceTargetCount: Scalars['Int']['output'];
  /** Events counted since the last reset. */
  totalCountSinceLastReset: Scalars['Float']['output'];
};

/** A way a service order was resolved, such as replacing the battery. */
export type ServiceSolution = {
  __typename?: 'ServiceSolution';
  /** The name the API stores, for a key the client does not know yet. */
  name: Scalars['String']['output'];
  /** A stable key, for example `replace_battery`: clients word it in the user's language. */
  slug: Scalars['String']['output'];
  /** The solution's id in the REST API. */
  solutionId: Scalars['String']['output'];
};

/** A step of the service wizard (spec part 2 §2), where a technician left it. */
export type ServiceWizardStep =
  /** Pictures after the service. */
  | 'AFTER_SERVICE'
  /** Pictures before the service. */
  | 'BEFORE_SERVICE'
  /** Checking the device's latest readings. */
  | 'CHECK_DATA'
  /** The service: solution and cause. */
  | 'DEVICE_SERVICE'
  /** Finishing the order. */
  | 'FINISH'
  /** The order's information. */
  | 'INFORMATION'
  /** The issue. */
  | 'ISSUE'
  /** Where the device is (open in maps). */
  | 'LOCATION'
  /** Replacing the device with one in stock. */
  | 'REPLACEMENT';

/** Sets a device's service schedule. */
export type SetServiceScheduleInput = {
  /** The device (an `AnalyticsDevice` id). */
  deviceId: Scalars['ID']['input'];
  /** One or more addresses separated by `;`. */
  notificationEmail: Scalars['String']['input'];
  /** Counted events after which service is due; at least 1. */
  serviceTargetCount: Scalars['Int']['input'];
};

/** The device after its schedule was set. */
export type SetServiceSchedulePayload = {
  __typename?: 'SetServiceSchedulePayload';
  /** The device, to refetch its card. */
  device: AnalyticsDevice;
  /** The saved schedule. */
  serviceSchedule: ServiceSchedule;
};

/** A water-level calculation to set. */
export type SetWaterLevelInput = {
  /** Centimetres from the sensor's face down to the bottom, 0 to 100,000. */
  boundaryDistance: Scalars['Float']['input'];
  /** The device's global id. */
  deviceId: Scalars['ID']['input'];
  /** Metres above sea level (DVR90) of the sensor's face, −500 to 9000. */
  elevation: Scalars['Float']['input'];
  /** Centimetres added to the computed level, −100,000 to 100,000. */
  heightOffset: Scalars['Float']['input'];
  /** The unit the level is shown in; cm when omitted. */
  unit?: InputMaybe<WaterLevelUnit>;
};

/** A signal band (spec part 2 §9). */
export type SignalBand =
  /** Bad. */
  | 'BAD'
  /** Excellent. */
  | 'EXCELLENT'
  /** Good. */
  | 'GOOD'
  /** Weak. */
  | 'WEAK';

/** The scale a network reports signal strength in. */
export type SignalScale =
  /** dBm (every other protocol). */
  | 'DBM'
  /** 0..100 quality (MQTT, HTTP). */
  | 'QUALITY';

/** A status staff give a monitored device (active, acknowledged, ...). */
export type StatusCode = Node & {
  __typename?: 'StatusCode';
  /** How the status is coloured: `default`, `danger`, `warning`, `good` or `active`. */
  color: Scalars['String']['output'];
  /** The opaque global id of the status code. */
  id: Scalars['ID']['output'];
  /** The name. */
  name: Scalars['String']['output'];
  /** A stable key, for example `active`. */
  slug: Scalars['String']['output'];
  /** The status code's id in the REST API. */
  statusCodeId: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Trips of the alarms of devices the viewer may read (all of them, or only `deviceId`'s), as the
   * API's evaluation records them (`TRIPPED`) and ends them (`CLEARED`). First `LIVE`.
   */
  alarmTripped: AlarmTripEvent;
  /**
   * Changes to the devices the viewer may read (all of them, or only `deviceId`), by anyone, fed by the
   * API's event stream (one upstream stream per session, shared by its subscriptions). First `LIVE`;
   * devices the viewer may not read are never named.
   */
  deviceChanged: DeviceChange;
  /**
   * Changes to the installation orders the viewer may read (all of them, or only `orderId`), by anyone,
   * fed by the API's event stream (one upstream stream per session, shared by its subscriptions): a
   * dispatcher's list and a technician's phone refetch. First `LIVE`; orders the viewer may not read are
   * never named. Each change reads the order back with the viewer's token (one call).
   */
  installationOrderChanged: InstallationOrderChange;
  /**
   * Emits every change to a monitoring record the viewer may see — by any user, any tool, an ingested
   * device message or the heartbeat job — fed by the API's event stream. The first value is `LIVE`
   * once changes are flowing: a client that waits for it before relying on live updates (and refetches
   * on every `LIVE`) never misses one. `RECONNECTING` says that they are not flowing for the moment.
   * If the API refuses the session when the gateway reconnects (signed out, token expired), the last
   * value is that error (`UNAUTHENTICATED`).
   */
  monitoringRecordChanged: MonitoringRecordChange;
  /**
   * Changes to the service orders the viewer may read (all of them, or only `orderId`), by anyone, fed
   * by the API's event stream (one upstream stream per session, shared by its subscriptions): a
   * dispatcher's list and a technician's phone refetch. First `LIVE`; orders the viewer may not read are
   * never named. Each change reads the order back with the viewer's token (one call).
   */
  serviceOrderChanged: ServiceOrderChange;
  /**
   * Emits the viewer as soon as the subscription is live (so that nothing changed since the page
   * loaded it is missed), again after the gateway reopened its connection to the API, and again
   * whenever something of the signed-in user's session changes on the server: their roles and so
   * their ability rules, their settings, or their release notifications. Fed by the API's event
   * stream, so a change made through any instance or tool reaches every open page.
   * Authenticate with `connectionParams: { authorization: "Bearer <token>" }`. If the API refuses the
   * session when the gateway reconnects (signed out, token expired), the last value is that error
   * (`UNAUTHENTICATED`).
   */
  viewerChanged: Viewer;
};


export type SubscriptionAlarmTrippedArgs = {
  deviceId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionDeviceChangedArgs = {
  deviceId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionInstallationOrderChangedArgs = {
  orderId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionServiceOrderChangedArgs = {
  orderId?: InputMaybe<Scalars['ID']['input']>;
};

/** Where a follow-up task of a service order is. */
export type TaskStatus =
  /** Done (a replacement is done as it is made). */
  | 'DONE'
  /** It failed. */
  | 'FAILED'
  /** Being carried out. */
  | 'IN_PROGRESS'
  /** Not started. */
  | 'PENDING';

/**
 * A technician of a service centre: a user who carries out the centre's service orders on the devices
 * models they service.
 */
export type Technician = Node & {
  __typename?: 'Technician';
  /** When they were added to the centre. */
  createdAt: Scalars['DateTime']['output'];
  /** The opaque global id of the technician (it names their centre too). */
  id: Scalars['ID']['output'];
  /** An inactive technician stays listed but cannot be assigned orders. */
  isActive: Scalars['Boolean']['output'];
  /** The device models the technician services. */
  models: Array<DeviceModel>;
  /** The user's name when they were added. */
  name: Scalars['String']['output'];
  /** How many of their orders are open (not completed, failed or archived). */
  openOrderCount: Scalars['Int']['output'];
  /** The centre the technician works in. */
  serviceCenter: ServiceCenter;
  /** The technician's id in the REST API. */
  technicianId: Scalars['String']['output'];
  /** When they were last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /**
   * The user account. This and the fields below come from the technician's record: free in a centre's
   * list of technicians, one call per centre for the technicians an order names
   * (`GET /service-centers/{id}/technicians`).
   */
  user: TechnicianUser;
};

/** A page of technicians. */
export type TechnicianConnection = {
  __typename?: 'TechnicianConnection';
  /** The technicians of this page. */
  edges: Array<TechnicianEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of technicians matching the filter. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a technician connection. */
export type TechnicianEdge = {
  __typename?: 'TechnicianEdge';
  /** The offset cursor of this technician. */
  cursor: Scalars['String']['output'];
  /** The technician. */
  node: Technician;
};

/** Which technicians of a centre to list; filters combine (and). */
export type TechnicianFilter = {
  /** True: only active technicians; false: only inactive ones; omitted: both. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the technician's name or e-mail (any case); at most 200 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Which technicians of every centre to list; filters combine (and); within a list any value matches. */
export type TechnicianListFilter = {
  /** Only technicians who service one of these models (`DeviceModel` ids, at most 100). */
  deviceModelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** True: only active technicians; false: only inactive ones; omitted: both. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the technician's name or e-mail (any case); at most 200 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only technicians of these centres (`ServiceCenter` ids, at most 100). */
  serviceCenterIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** An order of technicians. */
export type TechnicianOrder = {
  /** Which way; ascending when omitted. */
  direction?: InputMaybe<OrderDirection>;
  /** What to order by. */
  field: TechnicianOrderField;
};

/** What technicians can be ordered by. */
export type TechnicianOrderField =
  /** The technician's name (then their centre's). */
  | 'NAME';

/** The user account behind a technician. */
export type TechnicianUser = {
  __typename?: 'TechnicianUser';
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** False for a deactivated account (who cannot be assigned orders). */
  isActive: Scalars['Boolean']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The user's REST id. */
  userId: Scalars['String']['output'];
};

/** Readings aggregated per bucket, computed in the database (`GET /analytics/trends`). */
export type Trend = {
  __typename?: 'Trend';
  /** How readings combined. */
  aggregation: TrendAggregation;
  /** The aggregations the unit may be shown with, the default first: `total` only for units that count or accumulate. */
  aggregations: Array<TrendAggregation>;
  /** The mean reading in the window; `null` for a counter or without readings. */
  average?: Maybe<Scalars['Float']['output']>;
  /** The bucket length. */
  bucket: TrendBucket;
  /** Window start (inclusive). */
  from: Scalars['DateTime']['output'];
  /** The median seconds between consecutive readings. */
  intervalSeconds?: Maybe<Scalars['Float']['output']>;
  /** The newest reading in the window. */
  lastReading?: Maybe<TrendReading>;
  /** The largest reading in the window; `null` for a counter or without readings. */
  maximum?: Maybe<Scalars['Float']['output']>;
  /** How the unit's readings combine over time; `null` without a unit. */
  measure?: Maybe<UnitMeasure>;
  /** The smallest reading in the window; `null` for a counter or without readings. */
  minimum?: Maybe<Scalars['Float']['output']>;
  /** The window's period. */
  period: TrendPeriod;
  /** The reference the `refSeries` show. */
  ref: TrendRef;
  /** Reference window start, when a reference is drawn. */
  refFrom?: Maybe<Scalars['DateTime']['output']>;
  /** The reference series, in the same order; empty with `ref: none`. */
  refSeries: Array<TrendSeries>;
  /** Reference window end, when a reference is drawn. */
  refTo?: Maybe<Scalars['DateTime']['output']>;
  /** A device trend: its series. A group trend: the group's combined series (each device's own is on its card). */
  series: Array<TrendSeries>;
  /** Window end (exclusive). */
  to: Scalars['DateTime']['output'];
  /** What the unit counted or accumulated in the window; `null` for a unit without totals (a temperature) or without readings. */
  total?: Maybe<Scalars['Float']['output']>;
  /** The unit drawn; `null` when the device(s) measure nothing. */
  unit?: Maybe<DataModelEntry>;
  /** The UTC offset (hours) buckets were cut in: the viewer's. */
  utcOffset: Scalars['Int']['output'];
};

/**
 * How the readings of a bucket combine. Which ones a unit offers is the API's decision (a trend's
 * `aggregations`): a total only where the unit counts or accumulates.
 */
export type TrendAggregation =
  /** The mean. */
  | 'average'
  /** The largest reading. */
  | 'maximum'
  /** The smallest reading. */
  | 'minimum'
  /** What a counter counted, or the sum of an amount (rain). */
  | 'total';

/** How long one bucket of a trend is. */
export type TrendBucket =
  /** A local day (every other period). */
  | 'day'
  /** An hour (the `day` period). */
  | 'hour';

/** What a trend covers and how it is computed. */
export type TrendInput = {
  /** How readings combine per bucket: one of the unit's `aggregations`; default the first of them. */
  aggregation?: InputMaybe<TrendAggregation>;
  /** The end of a preset window (default now). */
  date?: InputMaybe<Scalars['DateTime']['input']>;
  /** With `custom`: the first local day, `YYYY-MM-DD`. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** The window. */
  period?: TrendPeriod;
  /** The reference series. */
  ref?: TrendRef;
  /** With `custom`: the last local day (inclusive), `YYYY-MM-DD`. */
  to?: InputMaybe<Scalars['String']['input']>;
  /** The data-model unit slug; default the unit the API chooses for the device (what it counts, else its main unit) or for the group. */
  unit?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The window a trend or a counted-events chart covers. The presets end at `date` (default now);
 * `custom` spans whole local days in the viewer's UTC offset.
 */
export type TrendPeriod =
  /** Every local day from `from` to `to` (inclusive, at most 366 days). */
  | 'custom'
  /** The 24 hourly buckets ending with the hour of `date`. */
  | 'day'
  /** The 30 local days ending with the day of `date`. */
  | 'month'
  /** The 90 local days ending with the day of `date`. */
  | 'three_months'
  /** The 7 local days ending with the day of `date`. */
  | 'week';

/** One bucket of a series. */
export type TrendPoint = {
  __typename?: 'TrendPoint';
  /** The bucket's start (for a reference series: the matching bucket of the main window, for overlaying). */
  ts: Scalars['DateTime']['output'];
  /** The aggregate; `null` when the bucket has no readings. */
  v?: Maybe<Scalars['Float']['output']>;
};

/** The newest reading in a trend's window. */
export type TrendReading = {
  __typename?: 'TrendReading';
  /** When it was measured. */
  time: Scalars['DateTime']['output'];
  /** The value. */
  value: Scalars['Float']['output'];
};

/** A reference series a trend is drawn against. */
export type TrendRef =
  /** No reference series. */
  | 'none'
  /** The same window one period earlier. */
  | 'previous_period'
  /** The same window one calendar year earlier. */
  | 'previous_year';

/** One line of a trend chart. */
export type TrendSeries = {
  __typename?: 'TrendSeries';
  /** The device's REST id; `null` for a group's combined series. */
  deviceId?: Maybe<Scalars['String']['output']>;
  /** The device's (or group's) name. */
  name: Scalars['String']['output'];
  /** One point per bucket of the window. */
  points: Array<TrendPoint>;
};

/** How a unit's readings combine over time. */
export type UnitMeasure =
  /** What came since the previous reading (rain): summed, or averaged. */
  | 'amount'
  /** A running count that restarts with the device (people, door openings, images): what it counted. */
  | 'counter'
  /** A state at an instant (a temperature, a water level): averaged, or its minimum or maximum; never summed. */
  | 'level';

/** Changes an alarm. Omitted fields stay; `aggregation: null` compares each reading again. */
export type UpdateAlarmInput = {
  /** Compare an aggregate over the window; null: each reading. */
  aggregation?: InputMaybe<AlarmAggregation>;
  /** Minutes the aggregation covers, 1 to 1440. */
  evaluationFrequency?: InputMaybe<Scalars['Int']['input']>;
  /** The alarm's global id. */
  id: Scalars['ID']['input'];
  /** Whether it is judged; deactivating ends an open trip. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Who is e-mailed: at most 20 addresses. */
  notificationEmails?: InputMaybe<Array<Scalars['String']['input']>>;
  /** E-mails go out from this hour. */
  notifyFromHour?: InputMaybe<Scalars['Int']['input']>;
  /** … until this hour (exclusive). */
  notifyToHour?: InputMaybe<Scalars['Int']['input']>;
  /** How a reading is compared with `value`. */
  operator?: InputMaybe<AlarmOperator>;
  /** The unit compared. */
  unitSlug?: InputMaybe<Scalars['String']['input']>;
  /** The threshold. */
  value?: InputMaybe<Scalars['Float']['input']>;
};

/**
 * Changes a contract. Omitted fields stay; null or an empty text clears the project id, debitor
 * number or note.
 */
export type UpdateContractInput = {
  /** The customer's debitor number. */
  debitorNumber?: InputMaybe<Scalars['String']['input']>;
  /** The contract's global id. */
  id: Scalars['ID']['input'];
  /** Months between invoices, 1 to 120. */
  invoiceFrequencyMonths?: InputMaybe<Scalars['Int']['input']>;
  /** A note. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The service package (`Package` id). */
  packageId?: InputMaybe<Scalars['ID']['input']>;
  /** Kroner per device per month with at most two decimals. */
  pricePerDeviceMonth?: InputMaybe<Scalars['String']['input']>;
  /** The customer's project id. */
  projectId?: InputMaybe<Scalars['String']['input']>;
  /** The day it starts (`YYYY-MM-DD`). */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** The contract after the change. */
export type UpdateContractPayload = {
  __typename?: 'UpdateContractPayload';
  /** The contract. */
  contract: Contract;
};

/**
 * Changes a device. Omitted fields stay as they are; `null` clears the fields that can be empty
 * (package, serial number, position, place, stancode, notes) and leaves the others.
 */
export type UpdateDeviceInput = {
  /** Whether it is in use. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The model (`DeviceModel` id). */
  deviceModelId?: InputMaybe<Scalars['ID']['input']>;
  /** The position; null removes it. */
  geo?: InputMaybe<GeoInput>;
  /** The device's global id. */
  id: Scalars['ID']['input'];
  /** The installation data is complete. */
  isComplete?: InputMaybe<Scalars['Boolean']['input']>;
  /** The installation failed. */
  isUnsuccessful?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Moves the lifecycle: only in stock → installed → taken down → in stock (CONFLICT naming the allowed
   * next state otherwise); each move is recorded.
   */
  lifecycle?: InputMaybe<DeviceLifecycle>;
  /** The location type (stancode); null clears it. */
  locationTypeStancode?: InputMaybe<Scalars['String']['input']>;
  /** The name (1 to 200 characters). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The network id; must be free. */
  networkId?: InputMaybe<Scalars['String']['input']>;
  /** Notes; null clears them. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Move to this owner (`Organization` id; needs `create Device` there). */
  ownerId?: InputMaybe<Scalars['ID']['input']>;
  /** The service package (`Package` id); null removes it. */
  packageId?: InputMaybe<Scalars['ID']['input']>;
  /** Where the device is, in words; null clears it. */
  placeName?: InputMaybe<Scalars['String']['input']>;
  /** Merged key by key: a key given replaces its value, a key set to null is removed, others stay. */
  properties?: InputMaybe<Scalars['JSON']['input']>;
  /** The serial number; null clears it. */
  serialNumber?: InputMaybe<Scalars['String']['input']>;
};

/** The device after the change. */
export type UpdateDevicePayload = {
  __typename?: 'UpdateDevicePayload';
  /** The device as it is now. */
  device: Device;
};

/**
 * Changes an installation order (a dispatcher's, while it is new or in progress). Omitted fields stay;
 * `null` clears note, due date, centre (and with it the technician) and technician. The owner changes
 * only while the order has no devices.
 */
export type UpdateInstallationOrderInput = {
  /** The device models (`DeviceModel` ids); replaces the list. */
  deviceModelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The device types (`DeviceTypeCategory` ids); replaces the list. */
  deviceTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The due day (as in `CreateInstallationOrderInput`); null clears it. */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** The order's global id. */
  id: Scalars['ID']['input'];
  /** Another name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The note; null clears it. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Another owner (`Organization` id). */
  ownerId?: InputMaybe<Scalars['ID']['input']>;
  /** Another centre (`ServiceCenter` id); null removes it and its technician. */
  serviceCenterId?: InputMaybe<Scalars['ID']['input']>;
  /** Another technician (`Technician` id); null unassigns. A new technician is e-mailed. */
  technicianId?: InputMaybe<Scalars['ID']['input']>;
};

/** The order after the change. */
export type UpdateInstallationOrderPayload = {
  __typename?: 'UpdateInstallationOrderPayload';
  /** The order as it is now. */
  installationOrder: InstallationOrder;
};

/** Changes a monitoring record's status or notes. Omitted fields are left as they are. */
export type UpdateMonitoringRecordInput = {
  /** The record's global id. */
  id: Scalars['ID']['input'];
  /** The new notes; trimmed; at most 2000 characters; an empty string clears them. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The new status (`StatusCode` id). */
  statusId?: InputMaybe<Scalars['ID']['input']>;
};

/** The record after the change. */
export type UpdateMonitoringRecordPayload = {
  __typename?: 'UpdateMonitoringRecordPayload';
  /** The updated record. */
  monitoringRecord: MonitoringRecord;
};

/**
 * Changes a service centre. Omitted fields stay; `geo: null` removes the position, `address: null` the address; `userIds` and
 * `organizationIds` replace the lists. `isActive: false` deactivates it (its technicians can no longer
 * be assigned; its open orders stay), `true` activates it.
 */
export type UpdateServiceCenterInput = {
  /** Its postal address, at most 300 characters; null or empty removes it. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Where the centre is; null removes it. */
  geo?: InputMaybe<GeoInput>;
  /** The centre's global id. */
  id: Scalars['ID']['input'];
  /** Activates (true) or deactivates (false) the centre. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name, unique among the centres. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The organisations it serves (`Organization` ids); replaces the list. */
  organizationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Its staff (`User` ids); replaces the list. */
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The centre after the change. */
export type UpdateServiceCenterPayload = {
  __typename?: 'UpdateServiceCenterPayload';
  /** The centre as it is now. */
  serviceCenter: ServiceCenter;
};

/**
 * Changes a service order. Order data (device, owner, centre, technician, issue, due date, notes) is a
 * dispatcher's (`create Service` in the owner); a technician may change only the wizard step and the
 * service data (solutions, cause, replacement allowed, comment) of their own orders (FORBIDDEN
 * otherwise). Omitted fields stay; `null` clears technician, issue, notes, wizard step, cause,
 * replacement allowed and comment. Saving a wizard step on a new order starts it. A finished or
 * archived order is CONFLICT.
 */
export type UpdateServiceOrderInput = {
  /** The wizard step to resume at; null clears it. */
  activeWizardStep?: InputMaybe<ServiceWizardStep>;
  /** The cause (its `causeId`); null clears it. */
  causeId?: InputMaybe<Scalars['String']['input']>;
  /** The technician's comment (at most 5000 characters); null clears it. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** Another device (`Device` id). */
  deviceId?: InputMaybe<Scalars['ID']['input']>;
  /** The due day (as in `CreateServiceOrderInput`). */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** The order's global id. */
  id: Scalars['ID']['input'];
  /** Notes; null clears them. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Another owner (`Organization` id). */
  ownerId?: InputMaybe<Scalars['ID']['input']>;
  /** Whether the device may be replaced; null: undecided. */
  replacementAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Another centre (`ServiceCenter` id). */
  serviceCenterId?: InputMaybe<Scalars['ID']['input']>;
  /** What is wrong; null clears it. */
  serviceIssue?: InputMaybe<Scalars['String']['input']>;
  /** The solutions applied (their `solutionId`s, at most 20); replaces the list. */
  solutionIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Another technician (`Technician` id); null unassigns. A new technician is e-mailed. */
  technicianId?: InputMaybe<Scalars['ID']['input']>;
};

/** The order after the change. */
export type UpdateServiceOrderPayload = {
  __typename?: 'UpdateServiceOrderPayload';
  /** The order as it is now. */
  serviceOrder: ServiceOrder;
};

/** Changes a technician; omitted fields stay. */
export type UpdateTechnicianInput = {
  /** The device models they service (`DeviceModel` ids); replaces the list. */
  deviceModelIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The technician's global id. */
  id: Scalars['ID']['input'];
  /** False deactivates them (they can no longer be assigned orders), true activates them. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The technician after the change. */
export type UpdateTechnicianPayload = {
  __typename?: 'UpdateTechnicianPayload';
  /** The technician as they are now. */
  technician: Technician;
};

/** Changes the signed-in user's settings. Omitted fields are left as they are. */
export type UpdateUserConfigInput = {
  /** The interface language. */
  language?: InputMaybe<Language>;
  /** The offset from UTC in whole hours, between -12 and 14. */
  utcOffset?: InputMaybe<Scalars['Int']['input']>;
};

/** The signed-in user's settings after the change. */
export type UpdateUserConfigPayload = {
  __typename?: 'UpdateUserConfigPayload';
  /** The stored settings. */
  config: UserConfig;
};

/** A person who signs in to the product. */
export type User = Node & {
  __typename?: 'User';
  /** When the user was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail address the user signs in with, lowercased. */
  email: Scalars['String']['output'];
  /** The user's first name. */
  firstName: Scalars['String']['output'];
  /** The opaque global id of the user. */
  id: Scalars['ID']['output'];
  /** False when the account is deactivated: it cannot sign in, and its sessions have ended. */
  isActive: Scalars['Boolean']['output'];
  /** The language the user reads the product and their e-mails in. */
  language: Language;
  /** The user's last name. */
  lastName: Scalars['String']['output'];
  /** First and last name together, for display. */
  name: Scalars['String']['output'];
  /** The organisations the user belongs to. */
  organizations: Array<UserOrganization>;
  /** The user's roles, platform-wide and per organisation. */
  roles: Array<UserRole>;
  /** When the user's account was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The user's id in the REST API (`_id`). */
  userId: Scalars['String']['output'];
  /** The user's offset from UTC in whole hours, used to show them times. */
  utcOffset: Scalars['Int']['output'];
};

/** The signed-in user's settings, stored on the server. */
export type UserConfig = {
  __typename?: 'UserConfig';
  /** The interface language. */
  language: Language;
  /** The user's offset from UTC in whole hours, used to show times and to aggregate by day. */
  utcOffset: Scalars['Int']['output'];
};

/** A page of users. */
export type UserConnection = {
  __typename?: 'UserConnection';
  /** The users of this page. */
  edges: Array<UserEdge>;
  /** Numbered pages around this one. */
  pageCursors: PageCursors;
  /** Where this page starts and ends. */
  pageInfo: PageInfo;
  /** The number of users matching the filter. */
  totalCount: Scalars['Int']['output'];
};

/** An edge in a user connection. */
export type UserEdge = {
  __typename?: 'UserEdge';
  /** The offset cursor of this user. */
  cursor: Scalars['String']['output'];
  /** The user. */
  node: User;
};

/** Which users to list; filters combine (and); within a list any value matches. */
export type UserFilter = {
  /** True: only active accounts; false: only deactivated ones; omitted: both. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only members of one of these organisations (`Organization` ids, at most 100). */
  organizationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Part of the user's name or e-mail, anywhere in it (any case); at most 200 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** An order of users. */
export type UserOrder = {
  /** Which way; ascending when omitted. */
  direction?: InputMaybe<OrderDirection>;
  /** What to order by. */
  field: UserOrderField;
};

/** What users can be ordered by. */
export type UserOrderField =
  /** When the account was created. */
  | 'CREATED_AT'
  /** The e-mail address. */
  | 'EMAIL'
  /** Last name, then first name. */
  | 'NAME';

/** An organisation the user is a member of. */
export type UserOrganization = {
  __typename?: 'UserOrganization';
  /** The organisation's name. */
  name: Scalars['String']['output'];
  /** The organisation's id in the REST API. */
  organizationId: Scalars['String']['output'];
};

/** A role held by a user, either platform-wide or within one organisation. */
export type UserRole = {
  __typename?: 'UserRole';
  /** The role's name, for example `Platform administrator`. */
  name: Scalars['String']['output'];
  /** The organisation the role applies to; `null` for a platform-wide role. */
  organizationId?: Maybe<Scalars['String']['output']>;
  /** The role's id in the REST API. */
  roleId: Scalars['String']['output'];
};

/** The signed-in user and what belongs to their session. */
export type Viewer = Node & {
  __typename?: 'Viewer';
  /** The user's ability rules across every organisation (`GET /users/abilities`). */
  abilities: Array<AbilityRule>;
  /** The user's stored settings. */
  config: UserConfig;
  /** The opaque global id of the viewer; stable per user, so Relay merges every fetch of it. */
  id: Scalars['ID']['output'];
  /** Release announcements the user has not dismissed, newest first. */
  newReleaseNotifications: Array<ReleaseNotification>;
  /** The user's ability rules within one organisation (`GET /organizations/{id}/abilities`). */
  organizationAbilities: Array<AbilityRule>;
  /** The ability rules of the user's platform-wide roles (`GET /roles/abilities`). */
  roleAbilities: Array<AbilityRule>;
  /** The signed-in user. */
  user: User;
};


/** The signed-in user and what belongs to their session. */
export type ViewerOrganizationAbilitiesArgs = {
  organizationId: Scalars['String']['input'];
};

/** The device after the change to its water-level calculation. */
export type WaterLevelPayload = {
  __typename?: 'WaterLevelPayload';
  /** The device as it is now. */
  device: Device;
};

/**
 * How a water-level device turns its measured distance into a level:
 * level = elevation × 100 + heightOffset − min(distance, boundaryDistance) cm (÷ 100 in m).
 */
export type WaterLevelSettings = {
  __typename?: 'WaterLevelSettings';
  /** Centimetres from the sensor's face down to the bottom; longer distances count as the bottom. Null until set. */
  boundaryDistance?: Maybe<Scalars['Float']['output']>;
  /** Metres above sea level (DVR90) of the sensor's face; null until set. */
  elevation?: Maybe<Scalars['Float']['output']>;
  /** Centimetres added to the computed level (a correction); null until set. */
  heightOffset?: Maybe<Scalars['Float']['output']>;
  /** True when elevation, height offset and boundary distance are all set: readings then carry `water_level_calculated`. */
  isComplete: Scalars['Boolean']['output'];
  /** The unit the level is shown in. */
  unit: WaterLevelUnit;
};

/** The unit a water level is shown in. */
export type WaterLevelUnit =
  /** Centimetres (the default). */
  | 'CM'
  /** Metres. */
  | 'M';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Node:
    | ( AlarmDto )
    | ( AnalyticsDeviceSource )
    | ( AnalyticsGroupSource )
    | ( AnalyticsOrganizationSource )
    | ( AttachmentSource )
    | ( ContractDto )
    | ( DeviceNodeSource )
    | ( DeviceModelDto )
    | ( LookupDto )
    | ( LookupDto )
    | ( InstallationAttachmentSource )
    | ( InstallationOrderDto )
    | ( InstallationOrderDeviceDto )
    | ( MonitoringLogSource )
    | ( MonitoringRecordDto )
    | ( OrganizationSource )
    | ( LookupDto )
    | ( ReleaseDto )
    | ( ReleaseNotificationDto )
    | ( ServiceCenterSource )
    | ( ServiceOrderDto )
    | ( ServiceScheduleSource )
    | ( StatusCodeDto )
    | ( TechnicianSource )
    | ( UserDto )
    | ( ViewerSource )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AbilityRule: ResolverTypeWrapper<RuleDto>;
  AddDevicesToContractInput: AddDevicesToContractInput;
  AddDevicesToContractPayload: ResolverTypeWrapper<Omit<AddDevicesToContractPayload, 'contract'> & { contract: ResolversTypes['Contract'] }>;
  AddInstallationOrderDevicesInput: AddInstallationOrderDevicesInput;
  AddInstallationOrderDevicesPayload: ResolverTypeWrapper<Omit<AddInstallationOrderDevicesPayload, 'installationOrder'> & { installationOrder: ResolversTypes['InstallationOrder'] }>;
  AddTechnicianInput: AddTechnicianInput;
  AddTechnicianPayload: ResolverTypeWrapper<Omit<AddTechnicianPayload, 'technician'> & { technician: ResolversTypes['Technician'] }>;
  Alarm: ResolverTypeWrapper<AlarmDto>;
  AlarmAggregation: AlarmAggregation;
  AlarmConnection: ResolverTypeWrapper<Omit<AlarmConnection, 'edges'> & { edges: Array<ResolversTypes['AlarmEdge']> }>;
  AlarmEdge: ResolverTypeWrapper<Omit<AlarmEdge, 'node'> & { node: ResolversTypes['Alarm'] }>;
  AlarmEventKind: AlarmEventKind;
  AlarmNotificationStatus: AlarmNotificationStatus;
  AlarmOperator: AlarmOperator;
  AlarmPayload: ResolverTypeWrapper<Omit<AlarmPayload, 'alarm'> & { alarm: ResolversTypes['Alarm'] }>;
  AlarmState: AlarmState;
  AlarmTrip: ResolverTypeWrapper<AlarmTripDto>;
  AlarmTripConnection: ResolverTypeWrapper<Omit<AlarmTripConnection, 'edges'> & { edges: Array<ResolversTypes['AlarmTripEdge']> }>;
  AlarmTripEdge: ResolverTypeWrapper<Omit<AlarmTripEdge, 'node'> & { node: ResolversTypes['AlarmTrip'] }>;
  AlarmTripEvent: ResolverTypeWrapper<AlarmTripEventSource>;
  AnalyticsDevice: ResolverTypeWrapper<AnalyticsDeviceSource>;
  AnalyticsDeviceConnection: ResolverTypeWrapper<Omit<AnalyticsDeviceConnection, 'edges'> & { edges: Array<ResolversTypes['AnalyticsDeviceEdge']> }>;
  AnalyticsDeviceEdge: ResolverTypeWrapper<Omit<AnalyticsDeviceEdge, 'node'> & { node: ResolversTypes['AnalyticsDevice'] }>;
  AnalyticsDeviceFilter: AnalyticsDeviceFilter;
  AnalyticsGroup: ResolverTypeWrapper<AnalyticsGroupSource>;
  AnalyticsOption: ResolverTypeWrapper<AnalyticsOption>;
  AnalyticsOrganization: ResolverTypeWrapper<AnalyticsOrganizationSource>;
  AppliedDownlinkConfig: ResolverTypeWrapper<AppliedDownlinkConfig>;
  ArchiveServiceOrderInput: ArchiveServiceOrderInput;
  ArchiveServiceOrderPayload: ResolverTypeWrapper<Omit<ArchiveServiceOrderPayload, 'serviceOrder'> & { serviceOrder: ResolversTypes['ServiceOrder'] }>;
  Attachment: ResolverTypeWrapper<AttachmentSource>;
  AttachmentConnection: ResolverTypeWrapper<Omit<AttachmentConnection, 'edges'> & { edges: Array<ResolversTypes['AttachmentEdge']> }>;
  AttachmentEdge: ResolverTypeWrapper<Omit<AttachmentEdge, 'node'> & { node: ResolversTypes['Attachment'] }>;
  AttachmentKind: AttachmentKind;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Contract: ResolverTypeWrapper<ContractDto>;
  ContractChange: ResolverTypeWrapper<ContractChange>;
  ContractConnection: ResolverTypeWrapper<Omit<ContractConnection, 'edges'> & { edges: Array<ResolversTypes['ContractEdge']> }>;
  ContractDevice: ResolverTypeWrapper<ContractDeviceDto>;
  ContractDeviceConnection: ResolverTypeWrapper<Omit<ContractDeviceConnection, 'edges'> & { edges: Array<ResolversTypes['ContractDeviceEdge']> }>;
  ContractDeviceEdge: ResolverTypeWrapper<Omit<ContractDeviceEdge, 'node'> & { node: ResolversTypes['ContractDevice'] }>;
  ContractEdge: ResolverTypeWrapper<Omit<ContractEdge, 'node'> & { node: ResolversTypes['Contract'] }>;
  ContractFilter: ContractFilter;
  ContractInvoiceLine: ResolverTypeWrapper<ContractInvoiceLineDto>;
  ContractInvoiceLineConnection: ResolverTypeWrapper<Omit<ContractInvoiceLineConnection, 'edges'> & { edges: Array<ResolversTypes['ContractInvoiceLineEdge']> }>;
  ContractInvoiceLineEdge: ResolverTypeWrapper<Omit<ContractInvoiceLineEdge, 'node'> & { node: ResolversTypes['ContractInvoiceLine'] }>;
  ContractInvoicePreview: ResolverTypeWrapper<ContractInvoicePreviewSource>;
  ContractLogAction: ContractLogAction;
  ContractLogConnection: ResolverTypeWrapper<Omit<ContractLogConnection, 'edges'> & { edges: Array<ResolversTypes['ContractLogEdge']> }>;
  ContractLogDevice: ResolverTypeWrapper<ContractLogDevice>;
  ContractLogEdge: ResolverTypeWrapper<Omit<ContractLogEdge, 'node'> & { node: ResolversTypes['ContractLogEntry'] }>;
  ContractLogEntry: ResolverTypeWrapper<ContractLogEntryDto>;
  ContractOrder: ContractOrder;
  ContractOrderField: ContractOrderField;
  CreateAlarmInput: CreateAlarmInput;
  CreateContractInput: CreateContractInput;
  CreateContractPayload: ResolverTypeWrapper<Omit<CreateContractPayload, 'contract'> & { contract: ResolversTypes['Contract'] }>;
  CreateDeviceInput: CreateDeviceInput;
  CreateDevicePayload: ResolverTypeWrapper<Omit<CreateDevicePayload, 'device'> & { device: ResolversTypes['Device'] }>;
  CreateInstallationOrderInput: CreateInstallationOrderInput;
  CreateInstallationOrderPayload: ResolverTypeWrapper<Omit<CreateInstallationOrderPayload, 'installationOrder'> & { installationOrder: ResolversTypes['InstallationOrder'] }>;
  CreateServiceCenterInput: CreateServiceCenterInput;
  CreateServiceCenterPayload: ResolverTypeWrapper<Omit<CreateServiceCenterPayload, 'serviceCenter'> & { serviceCenter: ResolversTypes['ServiceCenter'] }>;
  CreateServiceOrderInput: CreateServiceOrderInput;
  CreateServiceOrderPayload: ResolverTypeWrapper<Omit<CreateServiceOrderPayload, 'serviceOrder'> & { serviceOrder: ResolversTypes['ServiceOrder'] }>;
  DataModelEntry: ResolverTypeWrapper<DataModelEntryDto>;
  DataType: DataType;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAlarmInput: DeleteAlarmInput;
  DeleteAlarmPayload: ResolverTypeWrapper<Omit<DeleteAlarmPayload, 'device'> & { device: ResolversTypes['Device'] }>;
  DeleteAttachmentInput: DeleteAttachmentInput;
  DeleteAttachmentPayload: ResolverTypeWrapper<Omit<DeleteAttachmentPayload, 'serviceOrder'> & { serviceOrder: ResolversTypes['ServiceOrder'] }>;
  DeleteContractInput: DeleteContractInput;
  DeleteContractPayload: ResolverTypeWrapper<DeleteContractPayload>;
  DeleteDeviceImageInput: DeleteDeviceImageInput;
  DeleteDeviceImagePayload: ResolverTypeWrapper<Omit<DeleteDeviceImagePayload, 'device'> & { device: ResolversTypes['Device'] }>;
  DeleteDeviceInput: DeleteDeviceInput;
  DeleteDevicePayload: ResolverTypeWrapper<Omit<DeleteDevicePayload, 'device'> & { device: ResolversTypes['Device'] }>;
  DeleteInstallationAttachmentInput: DeleteInstallationAttachmentInput;
  DeleteInstallationAttachmentPayload: ResolverTypeWrapper<Omit<DeleteInstallationAttachmentPayload, 'orderDevice'> & { orderDevice: ResolversTypes['InstallationOrderDevice'] }>;
  DeleteInstallationOrderInput: DeleteInstallationOrderInput;
  DeleteInstallationOrderPayload: ResolverTypeWrapper<DeleteInstallationOrderPayload>;
  DeleteServiceCenterInput: DeleteServiceCenterInput;
  DeleteServiceCenterPayload: ResolverTypeWrapper<DeleteServiceCenterPayload>;
  DeleteServiceOrderInput: DeleteServiceOrderInput;
  DeleteServiceOrderPayload: ResolverTypeWrapper<DeleteServiceOrderPayload>;
  DeleteServiceScheduleInput: DeleteServiceScheduleInput;
  DeleteServiceSchedulePayload: ResolverTypeWrapper<Omit<DeleteServiceSchedulePayload, 'device'> & { device: ResolversTypes['AnalyticsDevice'] }>;
  Device: ResolverTypeWrapper<DeviceNodeSource>;
  DeviceAuditChange: ResolverTypeWrapper<DeviceAuditChange>;
  DeviceAuditEntry: ResolverTypeWrapper<DeviceAuditEntry>;
  DeviceAuditEntryConnection: ResolverTypeWrapper<DeviceAuditEntryConnection>;
  DeviceAuditEntryEdge: ResolverTypeWrapper<DeviceAuditEntryEdge>;
  DeviceChange: ResolverTypeWrapper<DeviceChangeSource>;
  DeviceChangeKind: DeviceChangeKind;
  DeviceConnection: ResolverTypeWrapper<Omit<DeviceConnection, 'edges'> & { edges: Array<ResolversTypes['DeviceEdge']> }>;
  DeviceContract: ResolverTypeWrapper<DeviceContractDto>;
  DeviceContractConnection: ResolverTypeWrapper<Omit<DeviceContractConnection, 'edges'> & { edges: Array<ResolversTypes['DeviceContractEdge']> }>;
  DeviceContractEdge: ResolverTypeWrapper<Omit<DeviceContractEdge, 'node'> & { node: ResolversTypes['DeviceContract'] }>;
  DeviceEdge: ResolverTypeWrapper<Omit<DeviceEdge, 'node'> & { node: ResolversTypes['Device'] }>;
  DeviceFilter: DeviceFilter;
  DeviceImage: ResolverTypeWrapper<DeviceImageSource>;
  DeviceImageConnection: ResolverTypeWrapper<Omit<DeviceImageConnection, 'edges'> & { edges: Array<ResolversTypes['DeviceImageEdge']> }>;
  DeviceImageEdge: ResolverTypeWrapper<Omit<DeviceImageEdge, 'node'> & { node: ResolversTypes['DeviceImage'] }>;
  DeviceImageKind: DeviceImageKind;
  DeviceImportError: ResolverTypeWrapper<DeviceImportError>;
  DeviceImportRow: DeviceImportRow;
  DeviceImportRowResult: ResolverTypeWrapper<DeviceImportRowResult>;
  DeviceInstallState: DeviceInstallState;
  DeviceLifecycle: DeviceLifecycle;
  DeviceLifecycleState: ResolverTypeWrapper<DeviceLifecycleState>;
  DeviceModel: ResolverTypeWrapper<DeviceModelDto>;
  DeviceOrder: DeviceOrder;
  DeviceOrderField: DeviceOrderField;
  DeviceOwnerOption: ResolverTypeWrapper<Omit<DeviceOwnerOption, 'organization'> & { organization: ResolversTypes['Organization'] }>;
  DeviceProperties: ResolverTypeWrapper<DevicePropertiesSource>;
  DeviceReadingPoint: ResolverTypeWrapper<DeviceReadingPoint>;
  DeviceReadingUnit: ResolverTypeWrapper<DeviceReadingUnit>;
  DeviceReadings: ResolverTypeWrapper<DeviceReadings>;
  DeviceReplacement: ResolverTypeWrapper<Omit<DeviceReplacement, 'newDevice' | 'oldDevice'> & { newDevice?: Maybe<ResolversTypes['Device']>, oldDevice?: Maybe<ResolversTypes['Device']> }>;
  DeviceScheduling: ResolverTypeWrapper<DeviceSchedulingSource>;
  DeviceTypeCategory: ResolverTypeWrapper<LookupDto>;
  DownlinkConfig: ResolverTypeWrapper<DownlinkConfig>;
  DownlinkDelivery: DownlinkDelivery;
  DownlinkSettings: ResolverTypeWrapper<DownlinkSettings>;
  ErrorCode: ResolverTypeWrapper<LookupDto>;
  ErrorCodeCount: ResolverTypeWrapper<ErrorCodeCountSource>;
  FailDeviceInstallationInput: FailDeviceInstallationInput;
  FieldError: ResolverTypeWrapper<FieldError>;
  FinishServiceOrderInput: FinishServiceOrderInput;
  FinishServiceOrderPayload: ResolverTypeWrapper<Omit<FinishServiceOrderPayload, 'serviceOrder'> & { serviceOrder: ResolversTypes['ServiceOrder'] }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeoInput: GeoInput;
  GeoPoint: ResolverTypeWrapper<GeoPoint>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportDevicesInput: ImportDevicesInput;
  ImportDevicesPayload: ResolverTypeWrapper<ImportDevicesPayload>;
  InstallDeviceInput: InstallDeviceInput;
  InstallDevicePayload: ResolverTypeWrapper<Omit<InstallDevicePayload, 'installationOrder' | 'orderDevice'> & { installationOrder: ResolversTypes['InstallationOrder'], orderDevice: ResolversTypes['InstallationOrderDevice'] }>;
  InstallationAttachment: ResolverTypeWrapper<InstallationAttachmentSource>;
  InstallationAttachmentConnection: ResolverTypeWrapper<Omit<InstallationAttachmentConnection, 'edges'> & { edges: Array<ResolversTypes['InstallationAttachmentEdge']> }>;
  InstallationAttachmentEdge: ResolverTypeWrapper<Omit<InstallationAttachmentEdge, 'node'> & { node: ResolversTypes['InstallationAttachment'] }>;
  InstallationDeviceFacts: ResolverTypeWrapper<InstallationDeviceFacts>;
  InstallationOrder: ResolverTypeWrapper<InstallationOrderDto>;
  InstallationOrderChange: ResolverTypeWrapper<InstallationOrderChangeSource>;
  InstallationOrderChangeKind: InstallationOrderChangeKind;
  InstallationOrderConnection: ResolverTypeWrapper<Omit<InstallationOrderConnection, 'edges'> & { edges: Array<ResolversTypes['InstallationOrderEdge']> }>;
  InstallationOrderDevice: ResolverTypeWrapper<InstallationOrderDeviceDto>;
  InstallationOrderDeviceConnection: ResolverTypeWrapper<Omit<InstallationOrderDeviceConnection, 'edges'> & { edges: Array<ResolversTypes['InstallationOrderDeviceEdge']> }>;
  InstallationOrderDeviceEdge: ResolverTypeWrapper<Omit<InstallationOrderDeviceEdge, 'node'> & { node: ResolversTypes['InstallationOrderDevice'] }>;
  InstallationOrderEdge: ResolverTypeWrapper<Omit<InstallationOrderEdge, 'node'> & { node: ResolversTypes['InstallationOrder'] }>;
  InstallationOrderFilter: InstallationOrderFilter;
  InstallationOrderOrder: InstallationOrderOrder;
  InstallationOrderOrderField: InstallationOrderOrderField;
  InstallationOrderStatus: InstallationOrderStatus;
  InstallationOrderStatusItem: ResolverTypeWrapper<InstallationOrderStatusItemSource>;
  InstallationOrderTransitionInput: InstallationOrderTransitionInput;
  InstallationOrderTransitionPayload: ResolverTypeWrapper<Omit<InstallationOrderTransitionPayload, 'installationOrder'> & { installationOrder: ResolversTypes['InstallationOrder'] }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Language: Language;
  LatestMessage: ResolverTypeWrapper<LatestMessageDto>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'user'> & { user: ResolversTypes['User'] }>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MarkNotificationReadInput: MarkNotificationReadInput;
  MarkNotificationReadPayload: ResolverTypeWrapper<Omit<MarkNotificationReadPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  MonitoringChangeKind: MonitoringChangeKind;
  MonitoringFilter: MonitoringFilter;
  MonitoringLog: ResolverTypeWrapper<MonitoringLogSource>;
  MonitoringLogConnection: ResolverTypeWrapper<Omit<MonitoringLogConnection, 'edges'> & { edges: Array<ResolversTypes['MonitoringLogEdge']> }>;
  MonitoringLogEdge: ResolverTypeWrapper<Omit<MonitoringLogEdge, 'node'> & { node: ResolversTypes['MonitoringLog'] }>;
  MonitoringMapPoint: ResolverTypeWrapper<MonitoringMapPointDto>;
  MonitoringRecord: ResolverTypeWrapper<MonitoringRecordDto>;
  MonitoringRecordChange: ResolverTypeWrapper<MonitoringRecordChangeSource>;
  MonitoringRecordConnection: ResolverTypeWrapper<Omit<MonitoringRecordConnection, 'edges'> & { edges: Array<ResolversTypes['MonitoringRecordEdge']> }>;
  MonitoringRecordEdge: ResolverTypeWrapper<Omit<MonitoringRecordEdge, 'node'> & { node: ResolversTypes['MonitoringRecord'] }>;
  MonitoringRecordOrder: MonitoringRecordOrder;
  MonitoringRecordOrderField: MonitoringRecordOrderField;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NetworkHistory: ResolverTypeWrapper<NetworkHistory>;
  NetworkPoint: ResolverTypeWrapper<NetworkPoint>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  OrderDirection: OrderDirection;
  Organization: ResolverTypeWrapper<OrganizationSource>;
  Package: ResolverTypeWrapper<LookupDto>;
  PageCursor: ResolverTypeWrapper<PageCursor>;
  PageCursors: ResolverTypeWrapper<PageCursors>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PublishReleaseInput: PublishReleaseInput;
  PublishReleasePayload: ResolverTypeWrapper<Omit<PublishReleasePayload, 'release'> & { release: ResolversTypes['Release'] }>;
  PurgeDeviceInput: PurgeDeviceInput;
  PurgeDevicePayload: ResolverTypeWrapper<PurgeDevicePayload>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Reading: ResolverTypeWrapper<Reading>;
  ReadingMeasure: ReadingMeasure;
  Release: ResolverTypeWrapper<ReleaseDto>;
  ReleaseConnection: ResolverTypeWrapper<Omit<ReleaseConnection, 'edges'> & { edges: Array<ResolversTypes['ReleaseEdge']> }>;
  ReleaseEdge: ResolverTypeWrapper<Omit<ReleaseEdge, 'node'> & { node: ResolversTypes['Release'] }>;
  ReleaseNotification: ResolverTypeWrapper<ReleaseNotificationDto>;
  RemoveDeviceFromContractInput: RemoveDeviceFromContractInput;
  RemoveDeviceFromContractPayload: ResolverTypeWrapper<Omit<RemoveDeviceFromContractPayload, 'contract' | 'device'> & { contract?: Maybe<ResolversTypes['Contract']>, device: ResolversTypes['Device'] }>;
  RemoveInstallationOrderDeviceInput: RemoveInstallationOrderDeviceInput;
  RemoveInstallationOrderDevicePayload: ResolverTypeWrapper<Omit<RemoveInstallationOrderDevicePayload, 'installationOrder'> & { installationOrder: ResolversTypes['InstallationOrder'] }>;
  RemoveTechnicianInput: RemoveTechnicianInput;
  RemoveTechnicianPayload: ResolverTypeWrapper<Omit<RemoveTechnicianPayload, 'serviceCenter'> & { serviceCenter: ResolversTypes['ServiceCenter'] }>;
  ReplaceServiceOrderDeviceInput: ReplaceServiceOrderDeviceInput;
  ReplaceServiceOrderDevicePayload: ResolverTypeWrapper<Omit<ReplaceServiceOrderDevicePayload, 'replacement' | 'serviceOrder'> & { replacement: ResolversTypes['DeviceReplacement'], serviceOrder: ResolversTypes['ServiceOrder'] }>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  RequestedDownlinkConfig: ResolverTypeWrapper<RequestedDownlinkConfig>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  ResetServiceScheduleInput: ResetServiceScheduleInput;
  ResetServiceSchedulePayload: ResolverTypeWrapper<Omit<ResetServiceSchedulePayload, 'device' | 'serviceSchedule'> & { device: ResolversTypes['AnalyticsDevice'], serviceSchedule: ResolversTypes['ServiceSchedule'] }>;
  ResetWaterLevelInput: ResetWaterLevelInput;
  SaveDownlinkConfigInput: SaveDownlinkConfigInput;
  SaveDownlinkConfigPayload: ResolverTypeWrapper<Omit<SaveDownlinkConfigPayload, 'device'> & { device: ResolversTypes['Device'] }>;
  SaveInstallationDeviceNoteInput: SaveInstallationDeviceNoteInput;
  SaveInstallationDeviceNotePayload: ResolverTypeWrapper<Omit<SaveInstallationDeviceNotePayload, 'orderDevice'> & { orderDevice: ResolversTypes['InstallationOrderDevice'] }>;
  SchedulingInput: SchedulingInput;
  ServiceCause: ResolverTypeWrapper<ServiceLookupItemDto>;
  ServiceCenter: ResolverTypeWrapper<ServiceCenterSource>;
  ServiceCenterConnection: ResolverTypeWrapper<Omit<ServiceCenterConnection, 'edges'> & { edges: Array<ResolversTypes['ServiceCenterEdge']> }>;
  ServiceCenterEdge: ResolverTypeWrapper<Omit<ServiceCenterEdge, 'node'> & { node: ResolversTypes['ServiceCenter'] }>;
  ServiceCenterFilter: ServiceCenterFilter;
  ServiceCenterOrder: ServiceCenterOrder;
  ServiceCenterOrderField: ServiceCenterOrderField;
  ServiceCenterUser: ResolverTypeWrapper<ServiceCenterUser>;
  ServiceHistoryEntry: ResolverTypeWrapper<ServiceHistoryEntryDto>;
  ServiceOrder: ResolverTypeWrapper<ServiceOrderDto>;
  ServiceOrderChange: ResolverTypeWrapper<ServiceOrderChangeSource>;
  ServiceOrderChangeKind: ServiceOrderChangeKind;
  ServiceOrderConnection: ResolverTypeWrapper<Omit<ServiceOrderConnection, 'edges'> & { edges: Array<ResolversTypes['ServiceOrderEdge']> }>;
  ServiceOrderDevice: ResolverTypeWrapper<ServiceOrderDevice>;
  ServiceOrderEdge: ResolverTypeWrapper<Omit<ServiceOrderEdge, 'node'> & { node: ResolversTypes['ServiceOrder'] }>;
  ServiceOrderFilter: ServiceOrderFilter;
  ServiceOrderHistoryChange: ResolverTypeWrapper<ServiceOrderHistoryChange>;
  ServiceOrderHistoryEntry: ResolverTypeWrapper<ServiceOrderHistoryEntryDto>;
  ServiceOrderHistoryEntryConnection: ResolverTypeWrapper<Omit<ServiceOrderHistoryEntryConnection, 'edges'> & { edges: Array<ResolversTypes['ServiceOrderHistoryEntryEdge']> }>;
  ServiceOrderHistoryEntryEdge: ResolverTypeWrapper<Omit<ServiceOrderHistoryEntryEdge, 'node'> & { node: ResolversTypes['ServiceOrderHistoryEntry'] }>;
  ServiceOrderOrder: ServiceOrderOrder;
  ServiceOrderOrderField: ServiceOrderOrderField;
  ServiceOrderOutcome: ServiceOrderOutcome;
  ServiceOrderStatus: ResolverTypeWrapper<ServiceOrderStatus>;
  ServiceSchedule: ResolverTypeWrapper<ServiceScheduleSource>;
  ServiceSolution: ResolverTypeWrapper<ServiceSolution>;
  ServiceWizardStep: ServiceWizardStep;
  SetServiceScheduleInput: SetServiceScheduleInput;
  SetServiceSchedulePayload: ResolverTypeWrapper<Omit<SetServiceSchedulePayload, 'device' | 'serviceSchedule'> & { device: ResolversTypes['AnalyticsDevice'], serviceSchedule: ResolversTypes['ServiceSchedule'] }>;
  SetWaterLevelInput: SetWaterLevelInput;
  SignalBand: SignalBand;
  SignalScale: SignalScale;
  StatusCode: ResolverTypeWrapper<StatusCodeDto>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TaskStatus: TaskStatus;
  Technician: ResolverTypeWrapper<TechnicianSource>;
  TechnicianConnection: ResolverTypeWrapper<Omit<TechnicianConnection, 'edges'> & { edges: Array<ResolversTypes['TechnicianEdge']> }>;
  TechnicianEdge: ResolverTypeWrapper<Omit<TechnicianEdge, 'node'> & { node: ResolversTypes['Technician'] }>;
  TechnicianFilter: TechnicianFilter;
  TechnicianListFilter: TechnicianListFilter;
  TechnicianOrder: TechnicianOrder;
  TechnicianOrderField: TechnicianOrderField;
  TechnicianUser: ResolverTypeWrapper<TechnicianUser>;
  Trend: ResolverTypeWrapper<TrendSource>;
  TrendAggregation: TrendAggregation;
  TrendBucket: TrendBucket;
  TrendInput: TrendInput;
  TrendPeriod: TrendPeriod;
  TrendPoint: ResolverTypeWrapper<TrendPoint>;
  TrendReading: ResolverTypeWrapper<TrendReading>;
  TrendRef: TrendRef;
  TrendSeries: ResolverTypeWrapper<TrendSeries>;
  UnitMeasure: UnitMeasure;
  UpdateAlarmInput: UpdateAlarmInput;
  UpdateContractInput: UpdateContractInput;
  UpdateContractPayload: ResolverTypeWrapper<Omit<UpdateContractPayload, 'contract'> & { contract: ResolversTypes['Contract'] }>;
  UpdateDeviceInput: UpdateDeviceInput;
  UpdateDevicePayload: ResolverTypeWrapper<Omit<UpdateDevicePayload, 'device'> & { device: ResolversTypes['Device'] }>;
  UpdateInstallationOrderInput: UpdateInstallationOrderInput;
  UpdateInstallationOrderPayload: ResolverTypeWrapper<Omit<UpdateInstallationOrderPayload, 'installationOrder'> & { installationOrder: ResolversTypes['InstallationOrder'] }>;
  UpdateMonitoringRecordInput: UpdateMonitoringRecordInput;
  UpdateMonitoringRecordPayload: ResolverTypeWrapper<Omit<UpdateMonitoringRecordPayload, 'monitoringRecord'> & { monitoringRecord: ResolversTypes['MonitoringRecord'] }>;
  UpdateServiceCenterInput: UpdateServiceCenterInput;
  UpdateServiceCenterPayload: ResolverTypeWrapper<Omit<UpdateServiceCenterPayload, 'serviceCenter'> & { serviceCenter: ResolversTypes['ServiceCenter'] }>;
  UpdateServiceOrderInput: UpdateServiceOrderInput;
  UpdateServiceOrderPayload: ResolverTypeWrapper<Omit<UpdateServiceOrderPayload, 'serviceOrder'> & { serviceOrder: ResolversTypes['ServiceOrder'] }>;
  UpdateTechnicianInput: UpdateTechnicianInput;
  UpdateTechnicianPayload: ResolverTypeWrapper<Omit<UpdateTechnicianPayload, 'technician'> & { technician: ResolversTypes['Technician'] }>;
  UpdateUserConfigInput: UpdateUserConfigInput;
  UpdateUserConfigPayload: ResolverTypeWrapper<Omit<UpdateUserConfigPayload, 'config'> & { config: ResolversTypes['UserConfig'] }>;
  User: ResolverTypeWrapper<UserDto>;
  UserConfig: ResolverTypeWrapper<UserConfigDto>;
  UserConnection: ResolverTypeWrapper<Omit<UserConnection, 'edges'> & { edges: Array<ResolversTypes['UserEdge']> }>;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node: ResolversTypes['User'] }>;
  UserFilter: UserFilter;
  UserOrder: UserOrder;
  UserOrderField: UserOrderField;
  UserOrganization: ResolverTypeWrapper<UserOrganizationDto>;
  UserRole: ResolverTypeWrapper<UserRoleDto>;
  Viewer: ResolverTypeWrapper<ViewerSource>;
  WaterLevelPayload: ResolverTypeWrapper<Omit<WaterLevelPayload, 'device'> & { device: ResolversTypes['Device'] }>;
  WaterLevelSettings: ResolverTypeWrapper<WaterLevelSettings>;
  WaterLevelUnit: WaterLevelUnit;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AbilityRule: RuleDto;
  AddDevicesToContractInput: AddDevicesToContractInput;
  AddDevicesToContractPayload: Omit<AddDevicesToContractPayload, 'contract'> & { contract: ResolversParentTypes['Contract'] };
  AddInstallationOrderDevicesInput: AddInstallationOrderDevicesInput;
  AddInstallationOrderDevicesPayload: Omit<AddInstallationOrderDevicesPayload, 'installationOrder'> & { installationOrder: ResolversParentTypes['InstallationOrder'] };
  AddTechnicianInput: AddTechnicianInput;
  AddTechnicianPayload: Omit<AddTechnicianPayload, 'technician'> & { technician: ResolversParentTypes['Technician'] };
  Alarm: AlarmDto;
  AlarmConnection: Omit<AlarmConnection, 'edges'> & { edges: Array<ResolversParentTypes['AlarmEdge']> };
  AlarmEdge: Omit<AlarmEdge, 'node'> & { node: ResolversParentTypes['Alarm'] };
  AlarmPayload: Omit<AlarmPayload, 'alarm'> & { alarm: ResolversParentTypes['Alarm'] };
  AlarmTrip: AlarmTripDto;
  AlarmTripConnection: Omit<AlarmTripConnection, 'edges'> & { edges: Array<ResolversParentTypes['AlarmTripEdge']> };
  AlarmTripEdge: Omit<AlarmTripEdge, 'node'> & { node: ResolversParentTypes['AlarmTrip'] };
  AlarmTripEvent: AlarmTripEventSource;
  AnalyticsDevice: AnalyticsDeviceSource;
  AnalyticsDeviceConnection: Omit<AnalyticsDeviceConnection, 'edges'> & { edges: Array<ResolversParentTypes['AnalyticsDeviceEdge']> };
  AnalyticsDeviceEdge: Omit<AnalyticsDeviceEdge, 'node'> & { node: ResolversParentTypes['AnalyticsDevice'] };
  AnalyticsDeviceFilter: AnalyticsDeviceFilter;
  AnalyticsGroup: AnalyticsGroupSource;
  AnalyticsOption: AnalyticsOption;
  AnalyticsOrganization: AnalyticsOrganizationSource;
  AppliedDownlinkConfig: AppliedDownlinkConfig;
  ArchiveServiceOrderInput: ArchiveServiceOrderInput;
  ArchiveServiceOrderPayload: Omit<ArchiveServiceOrderPayload, 'serviceOrder'> & { serviceOrder: ResolversParentTypes['ServiceOrder'] };
  Attachment: AttachmentSource;
  AttachmentConnection: Omit<AttachmentConnection, 'edges'> & { edges: Array<ResolversParentTypes['AttachmentEdge']> };
  AttachmentEdge: Omit<AttachmentEdge, 'node'> & { node: ResolversParentTypes['Attachment'] };
  Boolean: Scalars['Boolean']['output'];
  Contract: ContractDto;
  ContractChange: ContractChange;
  ContractConnection: Omit<ContractConnection, 'edges'> & { edges: Array<ResolversParentTypes['ContractEdge']> };
  ContractDevice: ContractDeviceDto;
  ContractDeviceConnection: Omit<ContractDeviceConnection, 'edges'> & { edges: Array<ResolversParentTypes['ContractDeviceEdge']> };
  ContractDeviceEdge: Omit<ContractDeviceEdge, 'node'> & { node: ResolversParentTypes['ContractDevice'] };
  ContractEdge: Omit<ContractEdge, 'node'> & { node: ResolversParentTypes['Contract'] };
  ContractFilter: ContractFilter;
  ContractInvoiceLine: ContractInvoiceLineDto;
  ContractInvoiceLineConnection: Omit<ContractInvoiceLineConnection, 'edges'> & { edges: Array<ResolversParentTypes['ContractInvoiceLineEdge']> };
  ContractInvoiceLineEdge: Omit<ContractInvoiceLineEdge, 'node'> & { node: ResolversParentTypes['ContractInvoiceLine'] };
  ContractInvoicePreview: ContractInvoicePreviewSource;
  ContractLogConnection: Omit<ContractLogConnection, 'edges'> & { edges: Array<ResolversParentTypes['ContractLogEdge']> };
  ContractLogDevice: ContractLogDevice;
  ContractLogEdge: Omit<ContractLogEdge, 'node'> & { node: ResolversParentTypes['ContractLogEntry'] };
  ContractLogEntry: ContractLogEntryDto;
  ContractOrder: ContractOrder;
  CreateAlarmInput: CreateAlarmInput;
  CreateContractInput: CreateContractInput;
  CreateContractPayload: Omit<CreateContractPayload, 'contract'> & { contract: ResolversParentTypes['Contract'] };
  CreateDeviceInput: CreateDeviceInput;
  CreateDevicePayload: Omit<CreateDevicePayload, 'device'> & { device: ResolversParentTypes['Device'] };
  CreateInstallationOrderInput: CreateInstallationOrderInput;
  CreateInstallationOrderPayload: Omit<CreateInstallationOrderPayload, 'installationOrder'> & { installationOrder: ResolversParentTypes['InstallationOrder'] };
  CreateServiceCenterInput: CreateServiceCenterInput;
  CreateServiceCenterPayload: Omit<CreateServiceCenterPayload, 'serviceCenter'> & { serviceCenter: ResolversParentTypes['ServiceCenter'] };
  CreateServiceOrderInput: CreateServiceOrderInput;
  CreateServiceOrderPayload: Omit<CreateServiceOrderPayload, 'serviceOrder'> & { serviceOrder: ResolversParentTypes['ServiceOrder'] };
  DataModelEntry: DataModelEntryDto;
  DateTime: Scalars['DateTime']['output'];
  DeleteAlarmInput: DeleteAlarmInput;
  DeleteAlarmPayload: Omit<DeleteAlarmPayload, 'device'> & { device: ResolversParentTypes['Device'] };
  DeleteAttachmentInput: DeleteAttachmentInput;
  DeleteAttachmentPayload: Omit<DeleteAttachmentPayload, 'serviceOrder'> & { serviceOrder: ResolversParentTypes['ServiceOrder'] };
  DeleteContractInput: DeleteContractInput;
  DeleteContractPayload: DeleteContractPayload;
  DeleteDeviceImageInput: DeleteDeviceImageInput;
  DeleteDeviceImagePayload: Omit<DeleteDeviceImagePayload, 'device'> & { device: ResolversParentTypes['Device'] };
  DeleteDeviceInput: DeleteDeviceInput;
  DeleteDevicePayload: Omit<DeleteDevicePayload, 'device'> & { device: ResolversParentTypes['Device'] };
  DeleteInstallationAttachmentInput: DeleteInstallationAttachmentInput;
  DeleteInstallationAttachmentPayload: Omit<DeleteInstallationAttachmentPayload, 'orderDevice'> & { orderDevice: ResolversParentTypes['InstallationOrderDevice'] };
  DeleteInstallationOrderInput: DeleteInstallationOrderInput;
  DeleteInstallationOrderPayload: DeleteInstallationOrderPayload;
  DeleteServiceCenterInput: DeleteServiceCenterInput;
  DeleteServiceCenterPayload: DeleteServiceCenterPayload;
  DeleteServiceOrderInput: DeleteServiceOrderInput;
  DeleteServiceOrderPayload: DeleteServiceOrderPayload;
  DeleteServiceScheduleInput: DeleteServiceScheduleInput;
  DeleteServiceSchedulePayload: Omit<DeleteServiceSchedulePayload, 'device'> & { device: ResolversParentTypes['AnalyticsDevice'] };
  Device: DeviceNodeSource;
  DeviceAuditChange: DeviceAuditChange;
  DeviceAuditEntry: DeviceAuditEntry;
  DeviceAuditEntryConnection: DeviceAuditEntryConnection;
  DeviceAuditEntryEdge: DeviceAuditEntryEdge;
  DeviceChange: DeviceChangeSource;
  DeviceConnection: Omit<DeviceConnection, 'edges'> & { edges: Array<ResolversParentTypes['DeviceEdge']> };
  DeviceContract: DeviceContractDto;
  DeviceContractConnection: Omit<DeviceContractConnection, 'edges'> & { edges: Array<ResolversParentTypes['DeviceContractEdge']> };
  DeviceContractEdge: Omit<DeviceContractEdge, 'node'> & { node: ResolversParentTypes['DeviceContract'] };
  DeviceEdge: Omit<DeviceEdge, 'node'> & { node: ResolversParentTypes['Device'] };
  DeviceFilter: DeviceFilter;
  DeviceImage: DeviceImageSource;
  DeviceImageConnection: Omit<DeviceImageConnection, 'edges'> & { edges: Array<ResolversParentTypes['DeviceImageEdge']> };
  DeviceImageEdge: Omit<DeviceImageEdge, 'node'> & { node: ResolversParentTypes['DeviceImage'] };
  DeviceImportError: DeviceImportError;
  DeviceImportRow: DeviceImportRow;
  DeviceImportRowResult: DeviceImportRowResult;
  DeviceLifecycleState: DeviceLifecycleState;
  DeviceModel: DeviceModelDto;
  DeviceOrder: DeviceOrder;
  DeviceOwnerOption: Omit<DeviceOwnerOption, 'organization'> & { organization: ResolversParentTypes['Organization'] };
  DeviceProperties: DevicePropertiesSource;
  DeviceReadingPoint: DeviceReadingPoint;
  DeviceReadingUnit: DeviceReadingUnit;
  DeviceReadings: DeviceReadings;
  DeviceReplacement: Omit<DeviceReplacement, 'newDevice' | 'oldDevice'> & { newDevice?: Maybe<ResolversParentTypes['Device']>, oldDevice?: Maybe<ResolversParentTypes['Device']> };
  DeviceScheduling: DeviceSchedulingSource;
  DeviceTypeCategory: LookupDto;
  DownlinkConfig: DownlinkConfig;
  DownlinkSettings: DownlinkSettings;
  ErrorCode: LookupDto;
  ErrorCodeCount: ErrorCodeCountSource;
  FailDeviceInstallationInput: FailDeviceInstallationInput;
  FieldError: FieldError;
  FinishServiceOrderInput: FinishServiceOrderInput;
  FinishServiceOrderPayload: Omit<FinishServiceOrderPayload, 'serviceOrder'> & { serviceOrder: ResolversParentTypes['ServiceOrder'] };
  Float: Scalars['Float']['output'];
  GeoInput: GeoInput;
  GeoPoint: GeoPoint;
  ID: Scalars['ID']['output'];
  ImportDevicesInput: ImportDevicesInput;
  ImportDevicesPayload: ImportDevicesPayload;
  InstallDeviceInput: InstallDeviceInput;
  InstallDevicePayload: Omit<InstallDevicePayload, 'installationOrder' | 'orderDevice'> & { installationOrder: ResolversParentTypes['InstallationOrder'], orderDevice: ResolversParentTypes['InstallationOrderDevice'] };
  InstallationAttachment: InstallationAttachmentSource;
  InstallationAttachmentConnection: Omit<InstallationAttachmentConnection, 'edges'> & { edges: Array<ResolversParentTypes['InstallationAttachmentEdge']> };
  InstallationAttachmentEdge: Omit<InstallationAttachmentEdge, 'node'> & { node: ResolversParentTypes['InstallationAttachment'] };
  InstallationDeviceFacts: InstallationDeviceFacts;
  InstallationOrder: InstallationOrderDto;
  InstallationOrderChange: InstallationOrderChangeSource;
  InstallationOrderConnection: Omit<InstallationOrderConnection, 'edges'> & { edges: Array<ResolversParentTypes['InstallationOrderEdge']> };
  InstallationOrderDevice: InstallationOrderDeviceDto;
  InstallationOrderDeviceConnection: Omit<InstallationOrderDeviceConnection, 'edges'> & { edges: Array<ResolversParentTypes['InstallationOrderDeviceEdge']> };
  InstallationOrderDeviceEdge: Omit<InstallationOrderDeviceEdge, 'node'> & { node: ResolversParentTypes['InstallationOrderDevice'] };
  InstallationOrderEdge: Omit<InstallationOrderEdge, 'node'> & { node: ResolversParentTypes['InstallationOrder'] };
  InstallationOrderFilter: InstallationOrderFilter;
  InstallationOrderOrder: InstallationOrderOrder;
  InstallationOrderStatusItem: InstallationOrderStatusItemSource;
  InstallationOrderTransitionInput: InstallationOrderTransitionInput;
  InstallationOrderTransitionPayload: Omit<InstallationOrderTransitionPayload, 'installationOrder'> & { installationOrder: ResolversParentTypes['InstallationOrder'] };
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LatestMessage: LatestMessageDto;
  LoginInput: LoginInput;
  LoginPayload: Omit<LoginPayload, 'user'> & { user: ResolversParentTypes['User'] };
  LogoutPayload: LogoutPayload;
  MarkNotificationReadInput: MarkNotificationReadInput;
  MarkNotificationReadPayload: Omit<MarkNotificationReadPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  MonitoringFilter: MonitoringFilter;
  MonitoringLog: MonitoringLogSource;
  MonitoringLogConnection: Omit<MonitoringLogConnection, 'edges'> & { edges: Array<ResolversParentTypes['MonitoringLogEdge']> };
  MonitoringLogEdge: Omit<MonitoringLogEdge, 'node'> & { node: ResolversParentTypes['MonitoringLog'] };
  MonitoringMapPoint: MonitoringMapPointDto;
  MonitoringRecord: MonitoringRecordDto;
  MonitoringRecordChange: MonitoringRecordChangeSource;
  MonitoringRecordConnection: Omit<MonitoringRecordConnection, 'edges'> & { edges: Array<ResolversParentTypes['MonitoringRecordEdge']> };
  MonitoringRecordEdge: Omit<MonitoringRecordEdge, 'node'> & { node: ResolversParentTypes['MonitoringRecord'] };
  MonitoringRecordOrder: MonitoringRecordOrder;
  Mutation: Record<PropertyKey, never>;
  NetworkHistory: NetworkHistory;
  NetworkPoint: NetworkPoint;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  Organization: OrganizationSource;
  Package: LookupDto;
  PageCursor: PageCursor;
  PageCursors: PageCursors;
  PageInfo: PageInfo;
  PublishReleaseInput: PublishReleaseInput;
  PublishReleasePayload: Omit<PublishReleasePayload, 'release'> & { release: ResolversParentTypes['Release'] };
  PurgeDeviceInput: PurgeDeviceInput;
  PurgeDevicePayload: PurgeDevicePayload;
  Query: Record<PropertyKey, never>;
  Reading: Reading;
  Release: ReleaseDto;
  ReleaseConnection: Omit<ReleaseConnection, 'edges'> & { edges: Array<ResolversParentTypes['ReleaseEdge']> };
  ReleaseEdge: Omit<ReleaseEdge, 'node'> & { node: ResolversParentTypes['Release'] };
  ReleaseNotification: ReleaseNotificationDto;
  RemoveDeviceFromContractInput: RemoveDeviceFromContractInput;
  RemoveDeviceFromContractPayload: Omit<RemoveDeviceFromContractPayload, 'contract' | 'device'> & { contract?: Maybe<ResolversParentTypes['Contract']>, device: ResolversParentTypes['Device'] };
  RemoveInstallationOrderDeviceInput: RemoveInstallationOrderDeviceInput;
  RemoveInstallationOrderDevicePayload: Omit<RemoveInstallationOrderDevicePayload, 'installationOrder'> & { installationOrder: ResolversParentTypes['InstallationOrder'] };
  RemoveTechnicianInput: RemoveTechnicianInput;
  RemoveTechnicianPayload: Omit<RemoveTechnicianPayload, 'serviceCenter'> & { serviceCenter: ResolversParentTypes['ServiceCenter'] };
  ReplaceServiceOrderDeviceInput: ReplaceServiceOrderDeviceInput;
  ReplaceServiceOrderDevicePayload: Omit<ReplaceServiceOrderDevicePayload, 'replacement' | 'serviceOrder'> & { replacement: ResolversParentTypes['DeviceReplacement'], serviceOrder: ResolversParentTypes['ServiceOrder'] };
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  RequestedDownlinkConfig: RequestedDownlinkConfig;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  ResetServiceScheduleInput: ResetServiceScheduleInput;
  ResetServiceSchedulePayload: Omit<ResetServiceSchedulePayload, 'device' | 'serviceSchedule'> & { device: ResolversParentTypes['AnalyticsDevice'], serviceSchedule: ResolversParentTypes['ServiceSchedule'] };
  ResetWaterLevelInput: ResetWaterLevelInput;
  SaveDownlinkConfigInput: SaveDownlinkConfigInput;
  SaveDownlinkConfigPayload: Omit<SaveDownlinkConfigPayload, 'device'> & { device: ResolversParentTypes['Device'] };
  SaveInstallationDeviceNoteInput: SaveInstallationDeviceNoteInput;
  SaveInstallationDeviceNotePayload: Omit<SaveInstallationDeviceNotePayload, 'orderDevice'> & { orderDevice: ResolversParentTypes['InstallationOrderDevice'] };
  SchedulingInput: SchedulingInput;
  ServiceCause: ServiceLookupItemDto;
  ServiceCenter: ServiceCenterSource;
  ServiceCenterConnection: Omit<ServiceCenterConnection, 'edges'> & { edges: Array<ResolversParentTypes['ServiceCenterEdge']> };
  ServiceCenterEdge: Omit<ServiceCenterEdge, 'node'> & { node: ResolversParentTypes['ServiceCenter'] };
  ServiceCenterFilter: ServiceCenterFilter;
  ServiceCenterOrder: ServiceCenterOrder;
  ServiceCenterUser: ServiceCenterUser;
  ServiceHistoryEntry: ServiceHistoryEntryDto;
  ServiceOrder: ServiceOrderDto;
  ServiceOrderChange: ServiceOrderChangeSource;
  ServiceOrderConnection: Omit<ServiceOrderConnection, 'edges'> & { edges: Array<ResolversParentTypes['ServiceOrderEdge']> };
  ServiceOrderDevice: ServiceOrderDevice;
  ServiceOrderEdge: Omit<ServiceOrderEdge, 'node'> & { node: ResolversParentTypes['ServiceOrder'] };
  ServiceOrderFilter: ServiceOrderFilter;
  ServiceOrderHistoryChange: ServiceOrderHistoryChange;
  ServiceOrderHistoryEntry: ServiceOrderHistoryEntryDto;
  ServiceOrderHistoryEntryConnection: Omit<ServiceOrderHistoryEntryConnection, 'edges'> & { edges: Array<ResolversParentTypes['ServiceOrderHistoryEntryEdge']> };
  ServiceOrderHistoryEntryEdge: Omit<ServiceOrderHistoryEntryEdge, 'node'> & { node: ResolversParentTypes['ServiceOrderHistoryEntry'] };
  ServiceOrderOrder: ServiceOrderOrder;
  ServiceOrderStatus: ServiceOrderStatus;
  ServiceSchedule: ServiceScheduleSource;
  ServiceSolution: ServiceSolution;
  SetServiceScheduleInput: SetServiceScheduleInput;
  SetServiceSchedulePayload: Omit<SetServiceSchedulePayload, 'device' | 'serviceSchedule'> & { device: ResolversParentTypes['AnalyticsDevice'], serviceSchedule: ResolversParentTypes['ServiceSchedule'] };
  SetWaterLevelInput: SetWaterLevelInput;
  StatusCode: StatusCodeDto;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Technician: TechnicianSource;
  TechnicianConnection: Omit<TechnicianConnection, 'edges'> & { edges: Array<ResolversParentTypes['TechnicianEdge']> };
  TechnicianEdge: Omit<TechnicianEdge, 'node'> & { node: ResolversParentTypes['Technician'] };
  TechnicianFilter: TechnicianFilter;
  TechnicianListFilter: TechnicianListFilter;
  TechnicianOrder: TechnicianOrder;
  TechnicianUser: TechnicianUser;
  Trend: TrendSource;
  TrendInput: TrendInput;
  TrendPoint: TrendPoint;
  TrendReading: TrendReading;
  TrendSeries: TrendSeries;
  UpdateAlarmInput: UpdateAlarmInput;
  UpdateContractInput: UpdateContractInput;
  UpdateContractPayload: Omit<UpdateContractPayload, 'contract'> & { contract: ResolversParentTypes['Contract'] };
  UpdateDeviceInput: UpdateDeviceInput;
  UpdateDevicePayload: Omit<UpdateDevicePayload, 'device'> & { device: ResolversParentTypes['Device'] };
  UpdateInstallationOrderInput: UpdateInstallationOrderInput;
  UpdateInstallationOrderPayload: Omit<UpdateInstallationOrderPayload, 'installationOrder'> & { installationOrder: ResolversParentTypes['InstallationOrder'] };
  UpdateMonitoringRecordInput: UpdateMonitoringRecordInput;
  UpdateMonitoringRecordPayload: Omit<UpdateMonitoringRecordPayload, 'monitoringRecord'> & { monitoringRecord: ResolversParentTypes['MonitoringRecord'] };
  UpdateServiceCenterInput: UpdateServiceCenterInput;
  UpdateServiceCenterPayload: Omit<UpdateServiceCenterPayload, 'serviceCenter'> & { serviceCenter: ResolversParentTypes['ServiceCenter'] };
  UpdateServiceOrderInput: UpdateServiceOrderInput;
  UpdateServiceOrderPayload: Omit<UpdateServiceOrderPayload, 'serviceOrder'> & { serviceOrder: ResolversParentTypes['ServiceOrder'] };
  UpdateTechnicianInput: UpdateTechnicianInput;
  UpdateTechnicianPayload: Omit<UpdateTechnicianPayload, 'technician'> & { technician: ResolversParentTypes['Technician'] };
  UpdateUserConfigInput: UpdateUserConfigInput;
  UpdateUserConfigPayload: Omit<UpdateUserConfigPayload, 'config'> & { config: ResolversParentTypes['UserConfig'] };
  User: UserDto;
  UserConfig: UserConfigDto;
  UserConnection: Omit<UserConnection, 'edges'> & { edges: Array<ResolversParentTypes['UserEdge']> };
  UserEdge: Omit<UserEdge, 'node'> & { node: ResolversParentTypes['User'] };
  UserFilter: UserFilter;
  UserOrder: UserOrder;
  UserOrganization: UserOrganizationDto;
  UserRole: UserRoleDto;
  Viewer: ViewerSource;
  WaterLevelPayload: Omit<WaterLevelPayload, 'device'> & { device: ResolversParentTypes['Device'] };
  WaterLevelSettings: WaterLevelSettings;
}>;

export type AbilityRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AbilityRule'] = ResolversParentTypes['AbilityRule']> = ResolversObject<{
  action?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  conditions?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  fields?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  inverted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AddDevicesToContractPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddDevicesToContractPayload'] = ResolversParentTypes['AddDevicesToContractPayload']> = ResolversObject<{
  addedDeviceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  contract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType>;
}>;

export type AddInstallationOrderDevicesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddInstallationOrderDevicesPayload'] = ResolversParentTypes['AddInstallationOrderDevicesPayload']> = ResolversObject<{
  installationOrder?: Resolver<ResolversTypes['InstallationOrder'], ParentType, ContextType>;
}>;

export type AddTechnicianPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddTechnicianPayload'] = ResolversParentTypes['AddTechnicianPayload']> = ResolversObject<{
  technician?: Resolver<ResolversTypes['Technician'], ParentType, ContextType>;
}>;

export type AlarmResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Alarm'] = ResolversParentTypes['Alarm']> = ResolversObject<{
  aggregation?: Resolver<Maybe<ResolversTypes['AlarmAggregation']>, ParentType, ContextType>;
  alarmId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
  evaluationFrequency?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastTriggeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  notificationEmails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  notifyFromHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notifyToHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  operator?: Resolver<ResolversTypes['AlarmOperator'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AlarmState'], ParentType, ContextType>;
  trippedSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  unitSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AlarmConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlarmConnection'] = ResolversParentTypes['AlarmConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AlarmEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AlarmEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlarmEdge'] = ResolversParentTypes['AlarmEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Alarm'], ParentType, ContextType>;
}>;

export type AlarmPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlarmPayload'] = ResolversParentTypes['AlarmPayload']> = ResolversObject<{
  alarm?: Resolver<ResolversTypes['Alarm'], ParentType, ContextType>;
}>;

export type AlarmTripResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlarmTrip'] = ResolversParentTypes['AlarmTrip']> = ResolversObject<{
  aggregation?: Resolver<Maybe<ResolversTypes['AlarmAggregation']>, ParentType, ContextType>;
  alarmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clearedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  clearedReadingTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  clearedReadingValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  notificationStatus?: Resolver<ResolversTypes['AlarmNotificationStatus'], ParentType, ContextType>;
  notifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  operator?: Resolver<ResolversTypes['AlarmOperator'], ParentType, ContextType>;
  readingTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  readingValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tripId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trippedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  unitSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AlarmTripConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlarmTripConnection'] = ResolversParentTypes['AlarmTripConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AlarmTripEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AlarmTripEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlarmTripEdge'] = ResolversParentTypes['AlarmTripEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AlarmTrip'], ParentType, ContextType>;
}>;

export type AlarmTripEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlarmTripEvent'] = ResolversParentTypes['AlarmTripEvent']> = ResolversObject<{
  alarm?: Resolver<Maybe<ResolversTypes['Alarm']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AlarmEventKind'], ParentType, ContextType>;
  trip?: Resolver<Maybe<ResolversTypes['AlarmTrip']>, ParentType, ContextType>;
}>;

export type AnalyticsDeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsDevice'] = ResolversParentTypes['AnalyticsDevice']> = ResolversObject<{
  deviceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceModel?: Resolver<ResolversTypes['DeviceModel'], ParentType, ContextType>;
  deviceNodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deviceTypeCategory?: Resolver<ResolversTypes['DeviceTypeCategory'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasCounter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scheduling?: Resolver<Maybe<ResolversTypes['DeviceScheduling']>, ParentType, ContextType, RequireFields<AnalyticsDeviceSchedulingArgs, 'input'>>;
  serviceSchedule?: Resolver<Maybe<ResolversTypes['ServiceSchedule']>, ParentType, ContextType>;
  trend?: Resolver<ResolversTypes['Trend'], ParentType, ContextType, RequireFields<AnalyticsDeviceTrendArgs, 'input'>>;
  units?: Resolver<Array<ResolversTypes['DataModelEntry']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AnalyticsDeviceConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsDeviceConnection'] = ResolversParentTypes['AnalyticsDeviceConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AnalyticsDeviceEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AnalyticsDeviceEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsDeviceEdge'] = ResolversParentTypes['AnalyticsDeviceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AnalyticsDevice'], ParentType, ContextType>;
}>;

export type AnalyticsGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsGroup'] = ResolversParentTypes['AnalyticsGroup']> = ResolversObject<{
  deviceCards?: Resolver<ResolversTypes['AnalyticsDeviceConnection'], ParentType, ContextType, RequireFields<AnalyticsGroupDeviceCardsArgs, 'first'>>;
  deviceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  devices?: Resolver<Array<ResolversTypes['AnalyticsDevice']>, ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trend?: Resolver<ResolversTypes['Trend'], ParentType, ContextType, RequireFields<AnalyticsGroupTrendArgs, 'input'>>;
  units?: Resolver<Array<ResolversTypes['DataModelEntry']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AnalyticsOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsOption'] = ResolversParentTypes['AnalyticsOption']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AnalyticsOrganizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalyticsOrganization'] = ResolversParentTypes['AnalyticsOrganization']> = ResolversObject<{
  groups?: Resolver<Array<ResolversTypes['AnalyticsGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  ungroupedDeviceCards?: Resolver<ResolversTypes['AnalyticsDeviceConnection'], ParentType, ContextType, RequireFields<AnalyticsOrganizationUngroupedDeviceCardsArgs, 'first'>>;
  ungroupedDevices?: Resolver<Array<ResolversTypes['AnalyticsDevice']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AppliedDownlinkConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppliedDownlinkConfig'] = ResolversParentTypes['AppliedDownlinkConfig']> = ResolversObject<{
  aboveThreshold?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  deviceType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  measurementInterval?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  measurementsPerTransmission?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  messageCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  threshold?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ArchiveServiceOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArchiveServiceOrderPayload'] = ResolversParentTypes['ArchiveServiceOrderPayload']> = ResolversObject<{
  serviceOrder?: Resolver<ResolversTypes['ServiceOrder'], ParentType, ContextType>;
}>;

export type AttachmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Attachment'] = ResolversParentTypes['Attachment']> = ResolversObject<{
  attachmentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AttachmentKind'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AttachmentConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttachmentConnection'] = ResolversParentTypes['AttachmentConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AttachmentEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AttachmentEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttachmentEdge'] = ResolversParentTypes['AttachmentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Attachment'], ParentType, ContextType>;
}>;

export type ContractResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract']> = ResolversObject<{
  contractId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  debitorNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deviceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  devices?: Resolver<ResolversTypes['ContractDeviceConnection'], ParentType, ContextType, RequireFields<ContractDevicesArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceFrequencyMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoicePreview?: Resolver<ResolversTypes['ContractInvoicePreview'], ParentType, ContextType, RequireFields<ContractInvoicePreviewArgs, 'first'>>;
  logs?: Resolver<ResolversTypes['ContractLogConnection'], ParentType, ContextType, RequireFields<ContractLogsArgs, 'first'>>;
  monthlyAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  package?: Resolver<ResolversTypes['Package'], ParentType, ContextType>;
  pricePerDeviceMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ContractChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractChange'] = ResolversParentTypes['ContractChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContractConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractConnection'] = ResolversParentTypes['ContractConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ContractEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContractDeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractDevice'] = ResolversParentTypes['ContractDevice']> = ResolversObject<{
  addedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deviceRestId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lifecycle?: Resolver<ResolversTypes['DeviceLifecycle'], ParentType, ContextType>;
  modelTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContractDeviceConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractDeviceConnection'] = ResolversParentTypes['ContractDeviceConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ContractDeviceEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContractDeviceEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractDeviceEdge'] = ResolversParentTypes['ContractDeviceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ContractDevice'], ParentType, ContextType>;
}>;

export type ContractEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractEdge'] = ResolversParentTypes['ContractEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Contract'], ParentType, ContextType>;
}>;

export type ContractInvoiceLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractInvoiceLine'] = ResolversParentTypes['ContractInvoiceLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deviceRestId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePerDeviceMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContractInvoiceLineConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractInvoiceLineConnection'] = ResolversParentTypes['ContractInvoiceLineConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ContractInvoiceLineEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContractInvoiceLineEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractInvoiceLineEdge'] = ResolversParentTypes['ContractInvoiceLineEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ContractInvoiceLine'], ParentType, ContextType>;
}>;

export type ContractInvoicePreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractInvoicePreview'] = ResolversParentTypes['ContractInvoicePreview']> = ResolversObject<{
  billedDeviceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['ContractInvoiceLineConnection'], ParentType, ContextType>;
  monthlyAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePerDeviceMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unbilledDeletedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContractLogConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractLogConnection'] = ResolversParentTypes['ContractLogConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ContractLogEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContractLogDeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractLogDevice'] = ResolversParentTypes['ContractLogDevice']> = ResolversObject<{
  deviceRestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  networkId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContractLogEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractLogEdge'] = ResolversParentTypes['ContractLogEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ContractLogEntry'], ParentType, ContextType>;
}>;

export type ContractLogEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractLogEntry'] = ResolversParentTypes['ContractLogEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['ContractLogAction'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['ContractChange']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  device?: Resolver<Maybe<ResolversTypes['ContractLogDevice']>, ParentType, ContextType>;
  entryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreateContractPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateContractPayload'] = ResolversParentTypes['CreateContractPayload']> = ResolversObject<{
  contract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType>;
}>;

export type CreateDevicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateDevicePayload'] = ResolversParentTypes['CreateDevicePayload']> = ResolversObject<{
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
}>;

export type CreateInstallationOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateInstallationOrderPayload'] = ResolversParentTypes['CreateInstallationOrderPayload']> = ResolversObject<{
  installationOrder?: Resolver<ResolversTypes['InstallationOrder'], ParentType, ContextType>;
}>;

export type CreateServiceCenterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateServiceCenterPayload'] = ResolversParentTypes['CreateServiceCenterPayload']> = ResolversObject<{
  serviceCenter?: Resolver<ResolversTypes['ServiceCenter'], ParentType, ContextType>;
}>;

export type CreateServiceOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateServiceOrderPayload'] = ResolversParentTypes['CreateServiceOrderPayload']> = ResolversObject<{
  serviceOrder?: Resolver<ResolversTypes['ServiceOrder'], ParentType, ContextType>;
}>;

export type DataModelEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataModelEntry'] = ResolversParentTypes['DataModelEntry']> = ResolversObject<{
  dataType?: Resolver<ResolversTypes['DataType'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAlarmPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteAlarmPayload'] = ResolversParentTypes['DeleteAlarmPayload']> = ResolversObject<{
  deletedAlarmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
}>;

export type DeleteAttachmentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteAttachmentPayload'] = ResolversParentTypes['DeleteAttachmentPayload']> = ResolversObject<{
  deletedAttachmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  serviceOrder?: Resolver<ResolversTypes['ServiceOrder'], ParentType, ContextType>;
}>;

export type DeleteContractPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteContractPayload'] = ResolversParentTypes['DeleteContractPayload']> = ResolversObject<{
  deletedContractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteDeviceImagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteDeviceImagePayload'] = ResolversParentTypes['DeleteDeviceImagePayload']> = ResolversObject<{
  deletedImageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
}>;

export type DeleteDevicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteDevicePayload'] = ResolversParentTypes['DeleteDevicePayload']> = ResolversObject<{
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
}>;

export type DeleteInstallationAttachmentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteInstallationAttachmentPayload'] = ResolversParentTypes['DeleteInstallationAttachmentPayload']> = ResolversObject<{
  deletedAttachmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderDevice?: Resolver<ResolversTypes['InstallationOrderDevice'], ParentType, ContextType>;
}>;

export type DeleteInstallationOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteInstallationOrderPayload'] = ResolversParentTypes['DeleteInstallationOrderPayload']> = ResolversObject<{
  deletedInstallationOrderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteServiceCenterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteServiceCenterPayload'] = ResolversParentTypes['DeleteServiceCenterPayload']> = ResolversObject<{
  deletedServiceCenterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteServiceOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteServiceOrderPayload'] = ResolversParentTypes['DeleteServiceOrderPayload']> = ResolversObject<{
  deletedServiceOrderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteServiceSchedulePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteServiceSchedulePayload'] = ResolversParentTypes['DeleteServiceSchedulePayload']> = ResolversObject<{
  deletedServiceScheduleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['AnalyticsDevice'], ParentType, ContextType>;
}>;

export type DeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Device'] = ResolversParentTypes['Device']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  alarmTrips?: Resolver<ResolversTypes['AlarmTripConnection'], ParentType, ContextType, RequireFields<DeviceAlarmTripsArgs, 'first'>>;
  alarms?: Resolver<ResolversTypes['AlarmConnection'], ParentType, ContextType, RequireFields<DeviceAlarmsArgs, 'first'>>;
  auditEntries?: Resolver<ResolversTypes['DeviceAuditEntryConnection'], ParentType, ContextType, RequireFields<DeviceAuditEntriesArgs, 'first'>>;
  contracts?: Resolver<Maybe<ResolversTypes['DeviceContractConnection']>, ParentType, ContextType, RequireFields<DeviceContractsArgs, 'first'>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deviceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceModel?: Resolver<ResolversTypes['DeviceModel'], ParentType, ContextType>;
  deviceTypeCategory?: Resolver<ResolversTypes['DeviceTypeCategory'], ParentType, ContextType>;
  downlinkConfig?: Resolver<Maybe<ResolversTypes['DownlinkConfig']>, ParentType, ContextType>;
  downlinkSupported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firmwareVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  geo?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<ResolversTypes['DeviceImageConnection'], ParentType, ContextType, RequireFields<DeviceImagesArgs, 'first'>>;
  isComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUnsuccessful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSeenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  latestMessage?: Resolver<Maybe<ResolversTypes['LatestMessage']>, ParentType, ContextType>;
  latestReadings?: Resolver<Array<ResolversTypes['Reading']>, ParentType, ContextType>;
  lifecycle?: Resolver<ResolversTypes['DeviceLifecycle'], ParentType, ContextType>;
  locationTypeStancode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkHistory?: Resolver<Maybe<ResolversTypes['NetworkHistory']>, ParentType, ContextType, Partial<DeviceNetworkHistoryArgs>>;
  networkId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkStrengthAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  ownerOptions?: Resolver<Array<ResolversTypes['DeviceOwnerOption']>, ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType>;
  placeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['DeviceProperties'], ParentType, ContextType>;
  readings?: Resolver<Maybe<ResolversTypes['DeviceReadings']>, ParentType, ContextType, Partial<DeviceReadingsArgs>>;
  serialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serviceHistory?: Resolver<Array<ResolversTypes['ServiceHistoryEntry']>, ParentType, ContextType>;
  serviceOrders?: Resolver<ResolversTypes['ServiceOrderConnection'], ParentType, ContextType, RequireFields<DeviceServiceOrdersArgs, 'first'>>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  waterLevel?: Resolver<Maybe<ResolversTypes['WaterLevelSettings']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeviceAuditChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceAuditChange'] = ResolversParentTypes['DeviceAuditChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeviceAuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceAuditEntry'] = ResolversParentTypes['DeviceAuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['DeviceAuditChange']>, ParentType, ContextType>;
  entryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeviceAuditEntryConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceAuditEntryConnection'] = ResolversParentTypes['DeviceAuditEntryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['DeviceAuditEntryEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DeviceAuditEntryEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceAuditEntryEdge'] = ResolversParentTypes['DeviceAuditEntryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DeviceAuditEntry'], ParentType, ContextType>;
}>;

export type DeviceChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceChange'] = ResolversParentTypes['DeviceChange']> = ResolversObject<{
  deviceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  devices?: Resolver<Array<ResolversTypes['Device']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DeviceChangeKind'], ParentType, ContextType>;
}>;

export type DeviceConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceConnection'] = ResolversParentTypes['DeviceConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['DeviceEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DeviceContractResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceContract'] = ResolversParentTypes['DeviceContract']> = ResolversObject<{
  contractId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  debitorNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deviceAddedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invoiceFrequencyMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  package?: Resolver<ResolversTypes['Package'], ParentType, ContextType>;
  pricePerDeviceMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeviceContractConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceContractConnection'] = ResolversParentTypes['DeviceContractConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['DeviceContractEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DeviceContractEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceContractEdge'] = ResolversParentTypes['DeviceContractEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DeviceContract'], ParentType, ContextType>;
}>;

export type DeviceEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceEdge'] = ResolversParentTypes['DeviceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
}>;

export type DeviceImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceImage'] = ResolversParentTypes['DeviceImage']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DeviceImageKind'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeviceImageConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceImageConnection'] = ResolversParentTypes['DeviceImageConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['DeviceImageEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DeviceImageEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceImageEdge'] = ResolversParentTypes['DeviceImageEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DeviceImage'], ParentType, ContextType>;
}>;

export type DeviceImportErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceImportError'] = ResolversParentTypes['DeviceImportError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeviceImportRowResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceImportRowResult'] = ResolversParentTypes['DeviceImportRowResult']> = ResolversObject<{
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deviceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['DeviceImportError']>, ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DeviceLifecycleStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceLifecycleState'] = ResolversParentTypes['DeviceLifecycleState']> = ResolversObject<{
  lifecycle?: Resolver<ResolversTypes['DeviceLifecycle'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  next?: Resolver<ResolversTypes['DeviceLifecycle'], ParentType, ContextType>;
}>;

export type DeviceModelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceModel'] = ResolversParentTypes['DeviceModel']> = ResolversObject<{
  dataModel?: Resolver<Array<ResolversTypes['DataModelEntry']>, ParentType, ContextType>;
  deviceTypeCategory?: Resolver<ResolversTypes['DeviceTypeCategory'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modelId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mqttBrokerNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  networkProtocol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeviceOwnerOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceOwnerOption'] = ResolversParentTypes['DeviceOwnerOption']> = ResolversObject<{
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
}>;

export type DevicePropertiesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceProperties'] = ResolversParentTypes['DeviceProperties']> = ResolversObject<{
  captureIntervalMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  firmwareVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  json?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxVWC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  miAbove?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  miUnder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minVWC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mmPerTip?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  overFlowThreshold?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  probeTemperatureOffset?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sntpServer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tankCapacityLitres?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tankHeightCm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  temperatureDangerBelow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  temperatureWarningBelow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  th?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wifiSsid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  xtiAbove?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  xtiUnder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type DeviceReadingPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceReadingPoint'] = ResolversParentTypes['DeviceReadingPoint']> = ResolversObject<{
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rsrq?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rssi?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  seqNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  signalStrength?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  transmissionSeqNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  values?: Resolver<Array<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
}>;

export type DeviceReadingUnitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceReadingUnit'] = ResolversParentTypes['DeviceReadingUnit']> = ResolversObject<{
  calculated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  measure?: Resolver<ResolversTypes['ReadingMeasure'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeviceReadingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceReadings'] = ResolversParentTypes['DeviceReadings']> = ResolversObject<{
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['DeviceReadingPoint']>, ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['DeviceReadingUnit']>, ParentType, ContextType>;
  waterLevel?: Resolver<Maybe<ResolversTypes['WaterLevelSettings']>, ParentType, ContextType>;
}>;

export type DeviceReplacementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceReplacement'] = ResolversParentTypes['DeviceReplacement']> = ResolversObject<{
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  geo?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  newDevice?: Resolver<Maybe<ResolversTypes['Device']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldDevice?: Resolver<Maybe<ResolversTypes['Device']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TaskStatus'], ParentType, ContextType>;
  taskId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeviceSchedulingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceScheduling'] = ResolversParentTypes['DeviceScheduling']> = ResolversObject<{
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['TrendPeriod'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['TrendPoint']>, ParentType, ContextType>;
  refPoints?: Resolver<Array<ResolversTypes['TrendPoint']>, ParentType, ContextType>;
  serviceSchedule?: Resolver<Maybe<ResolversTypes['ServiceSchedule']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type DeviceTypeCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceTypeCategory'] = ResolversParentTypes['DeviceTypeCategory']> = ResolversObject<{
  categoryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DownlinkConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownlinkConfig'] = ResolversParentTypes['DownlinkConfig']> = ResolversObject<{
  applied?: Resolver<Maybe<ResolversTypes['AppliedDownlinkConfig']>, ParentType, ContextType>;
  brokerNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inSync?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requested?: Resolver<Maybe<ResolversTypes['RequestedDownlinkConfig']>, ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DownlinkSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownlinkSettings'] = ResolversParentTypes['DownlinkSettings']> = ResolversObject<{
  miAbove?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  miUnder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  th?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  xtiAbove?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  xtiUnder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ErrorCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErrorCode'] = ResolversParentTypes['ErrorCode']> = ResolversObject<{
  errorCodeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ErrorCodeCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErrorCodeCount'] = ResolversParentTypes['ErrorCodeCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
}>;

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FinishServiceOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinishServiceOrderPayload'] = ResolversParentTypes['FinishServiceOrderPayload']> = ResolversObject<{
  serviceOrder?: Resolver<ResolversTypes['ServiceOrder'], ParentType, ContextType>;
}>;

export type GeoPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeoPoint'] = ResolversParentTypes['GeoPoint']> = ResolversObject<{
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ImportDevicesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportDevicesPayload'] = ResolversParentTypes['ImportDevicesPayload']> = ResolversObject<{
  createdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['DeviceImportRowResult']>, ParentType, ContextType>;
}>;

export type InstallDevicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallDevicePayload'] = ResolversParentTypes['InstallDevicePayload']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  installationOrder?: Resolver<ResolversTypes['InstallationOrder'], ParentType, ContextType>;
  orderDevice?: Resolver<ResolversTypes['InstallationOrderDevice'], ParentType, ContextType>;
}>;

export type InstallationAttachmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationAttachment'] = ResolversParentTypes['InstallationAttachment']> = ResolversObject<{
  attachmentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdById?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InstallationAttachmentConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationAttachmentConnection'] = ResolversParentTypes['InstallationAttachmentConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['InstallationAttachmentEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InstallationAttachmentEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationAttachmentEdge'] = ResolversParentTypes['InstallationAttachmentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['InstallationAttachment'], ParentType, ContextType>;
}>;

export type InstallationDeviceFactsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationDeviceFacts'] = ResolversParentTypes['InstallationDeviceFacts']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deviceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceModelId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceModelTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceTypeSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  geo?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  isComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUnsuccessful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSeenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lifecycle?: Resolver<ResolversTypes['DeviceLifecycle'], ParentType, ContextType>;
  locationTypeStancode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  serialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InstallationOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationOrder'] = ResolversParentTypes['InstallationOrder']> = ResolversObject<{
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deviceModels?: Resolver<Array<ResolversTypes['DeviceModel']>, ParentType, ContextType>;
  deviceTypes?: Resolver<Array<ResolversTypes['DeviceTypeCategory']>, ParentType, ContextType>;
  devices?: Resolver<ResolversTypes['InstallationOrderDeviceConnection'], ParentType, ContextType, RequireFields<InstallationOrderDevicesArgs, 'first'>>;
  devicesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  failedDevicesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installedDevicesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  serviceCenter?: Resolver<Maybe<ResolversTypes['ServiceCenter']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InstallationOrderStatus'], ParentType, ContextType>;
  technician?: Resolver<Maybe<ResolversTypes['Technician']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InstallationOrderChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationOrderChange'] = ResolversParentTypes['InstallationOrderChange']> = ResolversObject<{
  installationOrder?: Resolver<Maybe<ResolversTypes['InstallationOrder']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InstallationOrderChangeKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type InstallationOrderConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationOrderConnection'] = ResolversParentTypes['InstallationOrderConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['InstallationOrderEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InstallationOrderDeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationOrderDevice'] = ResolversParentTypes['InstallationOrderDevice']> = ResolversObject<{
  attachments?: Resolver<ResolversTypes['InstallationAttachmentConnection'], ParentType, ContextType, RequireFields<InstallationOrderDeviceAttachmentsArgs, 'first'>>;
  attachmentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  device?: Resolver<Maybe<ResolversTypes['Device']>, ParentType, ContextType>;
  deviceFacts?: Resolver<ResolversTypes['InstallationDeviceFacts'], ParentType, ContextType>;
  entryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  installedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DeviceInstallState'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InstallationOrderDeviceConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationOrderDeviceConnection'] = ResolversParentTypes['InstallationOrderDeviceConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['InstallationOrderDeviceEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InstallationOrderDeviceEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationOrderDeviceEdge'] = ResolversParentTypes['InstallationOrderDeviceEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['InstallationOrderDevice'], ParentType, ContextType>;
}>;

export type InstallationOrderEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationOrderEdge'] = ResolversParentTypes['InstallationOrderEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['InstallationOrder'], ParentType, ContextType>;
}>;

export type InstallationOrderStatusItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationOrderStatusItem'] = ResolversParentTypes['InstallationOrderStatusItem']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InstallationOrderStatus'], ParentType, ContextType>;
}>;

export type InstallationOrderTransitionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InstallationOrderTransitionPayload'] = ResolversParentTypes['InstallationOrderTransitionPayload']> = ResolversObject<{
  installationOrder?: Resolver<ResolversTypes['InstallationOrder'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LatestMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LatestMessage'] = ResolversParentTypes['LatestMessage']> = ResolversObject<{
  rsrq?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rssi?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  signalStrength?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type LogoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MarkNotificationReadPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarkNotificationReadPayload'] = ResolversParentTypes['MarkNotificationReadPayload']> = ResolversObject<{
  notificationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type MonitoringLogResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringLog'] = ResolversParentTypes['MonitoringLog']> = ResolversObject<{
  deviceModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MonitoringLogConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringLogConnection'] = ResolversParentTypes['MonitoringLogConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MonitoringLogEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MonitoringLogEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringLogEdge'] = ResolversParentTypes['MonitoringLogEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MonitoringLog'], ParentType, ContextType>;
}>;

export type MonitoringMapPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringMapPoint'] = ResolversParentTypes['MonitoringMapPoint']> = ResolversObject<{
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deviceRestId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasErrors?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  statusSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MonitoringRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringRecord'] = ResolversParentTypes['MonitoringRecord']> = ResolversObject<{
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
  errorCodes?: Resolver<Array<ResolversTypes['ErrorCodeCount']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latestErrorOccurredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  logs?: Resolver<ResolversTypes['MonitoringLogConnection'], ParentType, ContextType, RequireFields<MonitoringRecordLogsArgs, 'first'>>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StatusCode'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MonitoringRecordChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringRecordChange'] = ResolversParentTypes['MonitoringRecordChange']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['MonitoringChangeKind'], ParentType, ContextType>;
  monitoringRecord?: Resolver<Maybe<ResolversTypes['MonitoringRecord']>, ParentType, ContextType>;
}>;

export type MonitoringRecordConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringRecordConnection'] = ResolversParentTypes['MonitoringRecordConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MonitoringRecordEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MonitoringRecordEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonitoringRecordEdge'] = ResolversParentTypes['MonitoringRecordEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MonitoringRecord'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addDevicesToContract?: Resolver<ResolversTypes['AddDevicesToContractPayload'], ParentType, ContextType, RequireFields<MutationAddDevicesToContractArgs, 'input'>>;
  addInstallationOrderDevices?: Resolver<ResolversTypes['AddInstallationOrderDevicesPayload'], ParentType, ContextType, RequireFields<MutationAddInstallationOrderDevicesArgs, 'input'>>;
  addTechnician?: Resolver<ResolversTypes['AddTechnicianPayload'], ParentType, ContextType, RequireFields<MutationAddTechnicianArgs, 'input'>>;
  archiveInstallationOrder?: Resolver<ResolversTypes['InstallationOrderTransitionPayload'], ParentType, ContextType, RequireFields<MutationArchiveInstallationOrderArgs, 'input'>>;
  archiveServiceOrder?: Resolver<ResolversTypes['ArchiveServiceOrderPayload'], ParentType, ContextType, RequireFields<MutationArchiveServiceOrderArgs, 'input'>>;
  completeInstallationOrder?: Resolver<ResolversTypes['InstallationOrderTransitionPayload'], ParentType, ContextType, RequireFields<MutationCompleteInstallationOrderArgs, 'input'>>;
  createAlarm?: Resolver<ResolversTypes['AlarmPayload'], ParentType, ContextType, RequireFields<MutationCreateAlarmArgs, 'input'>>;
  createContract?: Resolver<ResolversTypes['CreateContractPayload'], ParentType, ContextType, RequireFields<MutationCreateContractArgs, 'input'>>;
  createDevice?: Resolver<ResolversTypes['CreateDevicePayload'], ParentType, ContextType, RequireFields<MutationCreateDeviceArgs, 'input'>>;
  createInstallationOrder?: Resolver<ResolversTypes['CreateInstallationOrderPayload'], ParentType, ContextType, RequireFields<MutationCreateInstallationOrderArgs, 'input'>>;
  createServiceCenter?: Resolver<ResolversTypes['CreateServiceCenterPayload'], ParentType, ContextType, RequireFields<MutationCreateServiceCenterArgs, 'input'>>;
  createServiceOrder?: Resolver<ResolversTypes['CreateServiceOrderPayload'], ParentType, ContextType, RequireFields<MutationCreateServiceOrderArgs, 'input'>>;
  deleteAlarm?: Resolver<ResolversTypes['DeleteAlarmPayload'], ParentType, ContextType, RequireFields<MutationDeleteAlarmArgs, 'input'>>;
  deleteAttachment?: Resolver<ResolversTypes['DeleteAttachmentPayload'], ParentType, ContextType, RequireFields<MutationDeleteAttachmentArgs, 'input'>>;
  deleteContract?: Resolver<ResolversTypes['DeleteContractPayload'], ParentType, ContextType, RequireFields<MutationDeleteContractArgs, 'input'>>;
  deleteDevice?: Resolver<ResolversTypes['DeleteDevicePayload'], ParentType, ContextType, RequireFields<MutationDeleteDeviceArgs, 'input'>>;
  deleteDeviceImage?: Resolver<ResolversTypes['DeleteDeviceImagePayload'], ParentType, ContextType, RequireFields<MutationDeleteDeviceImageArgs, 'input'>>;
  deleteInstallationAttachment?: Resolver<ResolversTypes['DeleteInstallationAttachmentPayload'], ParentType, ContextType, RequireFields<MutationDeleteInstallationAttachmentArgs, 'input'>>;
  deleteInstallationOrder?: Resolver<ResolversTypes['DeleteInstallationOrderPayload'], ParentType, ContextType, RequireFields<MutationDeleteInstallationOrderArgs, 'input'>>;
  deleteServiceCenter?: Resolver<ResolversTypes['DeleteServiceCenterPayload'], ParentType, ContextType, RequireFields<MutationDeleteServiceCenterArgs, 'input'>>;
  deleteServiceOrder?: Resolver<ResolversTypes['DeleteServiceOrderPayload'], ParentType, ContextType, RequireFields<MutationDeleteServiceOrderArgs, 'input'>>;
  deleteServiceSchedule?: Resolver<ResolversTypes['DeleteServiceSchedulePayload'], ParentType, ContextType, RequireFields<MutationDeleteServiceScheduleArgs, 'input'>>;
  failDeviceInstallation?: Resolver<ResolversTypes['InstallDevicePayload'], ParentType, ContextType, RequireFields<MutationFailDeviceInstallationArgs, 'input'>>;
  finishServiceOrder?: Resolver<ResolversTypes['FinishServiceOrderPayload'], ParentType, ContextType, RequireFields<MutationFinishServiceOrderArgs, 'input'>>;
  importDevices?: Resolver<ResolversTypes['ImportDevicesPayload'], ParentType, ContextType, RequireFields<MutationImportDevicesArgs, 'input'>>;
  installDevice?: Resolver<ResolversTypes['InstallDevicePayload'], ParentType, ContextType, RequireFields<MutationInstallDeviceArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['MarkNotificationReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'input'>>;
  publishRelease?: Resolver<ResolversTypes['PublishReleasePayload'], ParentType, ContextType, RequireFields<MutationPublishReleaseArgs, 'input'>>;
  purgeDevice?: Resolver<ResolversTypes['PurgeDevicePayload'], ParentType, ContextType, RequireFields<MutationPurgeDeviceArgs, 'input'>>;
  removeDeviceFromContract?: Resolver<ResolversTypes['RemoveDeviceFromContractPayload'], ParentType, ContextType, RequireFields<MutationRemoveDeviceFromContractArgs, 'input'>>;
  removeInstallationOrderDevice?: Resolver<ResolversTypes['RemoveInstallationOrderDevicePayload'], ParentType, ContextType, RequireFields<MutationRemoveInstallationOrderDeviceArgs, 'input'>>;
  removeTechnician?: Resolver<ResolversTypes['RemoveTechnicianPayload'], ParentType, ContextType, RequireFields<MutationRemoveTechnicianArgs, 'input'>>;
  replaceServiceOrderDevice?: Resolver<ResolversTypes['ReplaceServiceOrderDevicePayload'], ParentType, ContextType, RequireFields<MutationReplaceServiceOrderDeviceArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  resetServiceSchedule?: Resolver<ResolversTypes['ResetServiceSchedulePayload'], ParentType, ContextType, RequireFields<MutationResetServiceScheduleArgs, 'input'>>;
  resetWaterLevel?: Resolver<ResolversTypes['WaterLevelPayload'], ParentType, ContextType, RequireFields<MutationResetWaterLevelArgs, 'input'>>;
  saveDownlinkConfig?: Resolver<ResolversTypes['SaveDownlinkConfigPayload'], ParentType, ContextType, RequireFields<MutationSaveDownlinkConfigArgs, 'input'>>;
  saveInstallationDeviceNote?: Resolver<ResolversTypes['SaveInstallationDeviceNotePayload'], ParentType, ContextType, RequireFields<MutationSaveInstallationDeviceNoteArgs, 'input'>>;
  setServiceSchedule?: Resolver<ResolversTypes['SetServiceSchedulePayload'], ParentType, ContextType, RequireFields<MutationSetServiceScheduleArgs, 'input'>>;
  setWaterLevel?: Resolver<ResolversTypes['WaterLevelPayload'], ParentType, ContextType, RequireFields<MutationSetWaterLevelArgs, 'input'>>;
  startInstallationOrder?: Resolver<ResolversTypes['InstallationOrderTransitionPayload'], ParentType, ContextType, RequireFields<MutationStartInstallationOrderArgs, 'input'>>;
  updateAlarm?: Resolver<ResolversTypes['AlarmPayload'], ParentType, ContextType, RequireFields<MutationUpdateAlarmArgs, 'input'>>;
  updateContract?: Resolver<ResolversTypes['UpdateContractPayload'], ParentType, ContextType, RequireFields<MutationUpdateContractArgs, 'input'>>;
  updateDevice?: Resolver<ResolversTypes['UpdateDevicePayload'], ParentType, ContextType, RequireFields<MutationUpdateDeviceArgs, 'input'>>;
  updateInstallationOrder?: Resolver<ResolversTypes['UpdateInstallationOrderPayload'], ParentType, ContextType, RequireFields<MutationUpdateInstallationOrderArgs, 'input'>>;
  updateMonitoringRecord?: Resolver<ResolversTypes['UpdateMonitoringRecordPayload'], ParentType, ContextType, RequireFields<MutationUpdateMonitoringRecordArgs, 'input'>>;
  updateServiceCenter?: Resolver<ResolversTypes['UpdateServiceCenterPayload'], ParentType, ContextType, RequireFields<MutationUpdateServiceCenterArgs, 'input'>>;
  updateServiceOrder?: Resolver<ResolversTypes['UpdateServiceOrderPayload'], ParentType, ContextType, RequireFields<MutationUpdateServiceOrderArgs, 'input'>>;
  updateTechnician?: Resolver<ResolversTypes['UpdateTechnicianPayload'], ParentType, ContextType, RequireFields<MutationUpdateTechnicianArgs, 'input'>>;
  updateUserConfig?: Resolver<ResolversTypes['UpdateUserConfigPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserConfigArgs, 'input'>>;
}>;

export type NetworkHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NetworkHistory'] = ResolversParentTypes['NetworkHistory']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  networkProtocol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['NetworkPoint']>, ParentType, ContextType>;
  scale?: Resolver<ResolversTypes['SignalScale'], ParentType, ContextType>;
}>;

export type NetworkPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NetworkPoint'] = ResolversParentTypes['NetworkPoint']> = ResolversObject<{
  band?: Resolver<Maybe<ResolversTypes['SignalBand']>, ParentType, ContextType>;
  rsrq?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rssi?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  seqNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  signalStrength?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  transmissionSeqNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type NodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Alarm' | 'AnalyticsDevice' | 'AnalyticsGroup' | 'AnalyticsOrganization' | 'Attachment' | 'Contract' | 'Device' | 'DeviceModel' | 'DeviceTypeCategory' | 'ErrorCode' | 'InstallationAttachment' | 'InstallationOrder' | 'InstallationOrderDevice' | 'MonitoringLog' | 'MonitoringRecord' | 'Organization' | 'Package' | 'Release' | 'ReleaseNotification' | 'ServiceCenter' | 'ServiceOrder' | 'ServiceSchedule' | 'StatusCode' | 'Technician' | 'User' | 'Viewer', ParentType, ContextType>;
}>;

export type OrganizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = ResolversObject<{
  contracts?: Resolver<ResolversTypes['ContractConnection'], ParentType, ContextType, RequireFields<OrganizationContractsArgs, 'first'>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deviceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  devices?: Resolver<ResolversTypes['DeviceConnection'], ParentType, ContextType, RequireFields<OrganizationDevicesArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentOrganization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  parentOrganizationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Package'] = ResolversParentTypes['Package']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PageCursorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageCursor'] = ResolversParentTypes['PageCursor']> = ResolversObject<{
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PageCursorsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageCursors'] = ResolversParentTypes['PageCursors']> = ResolversObject<{
  around?: Resolver<Array<ResolversTypes['PageCursor']>, ParentType, ContextType>;
  first?: Resolver<Maybe<ResolversTypes['PageCursor']>, ParentType, ContextType>;
  last?: Resolver<Maybe<ResolversTypes['PageCursor']>, ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['PageCursor']>, ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['PageCursor']>, ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PublishReleasePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublishReleasePayload'] = ResolversParentTypes['PublishReleasePayload']> = ResolversObject<{
  release?: Resolver<ResolversTypes['Release'], ParentType, ContextType>;
}>;

export type PurgeDevicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PurgeDevicePayload'] = ResolversParentTypes['PurgeDevicePayload']> = ResolversObject<{
  purgedDeviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  analyticsOrganizations?: Resolver<Array<ResolversTypes['AnalyticsOrganization']>, ParentType, ContextType, RequireFields<QueryAnalyticsOrganizationsArgs, 'organizationIds'>>;
  analyticsPeriods?: Resolver<Array<ResolversTypes['AnalyticsOption']>, ParentType, ContextType>;
  analyticsRefs?: Resolver<Array<ResolversTypes['AnalyticsOption']>, ParentType, ContextType>;
  deviceLifecycles?: Resolver<Array<ResolversTypes['DeviceLifecycleState']>, ParentType, ContextType>;
  deviceModels?: Resolver<Array<ResolversTypes['DeviceModel']>, ParentType, ContextType>;
  deviceSearch?: Resolver<ResolversTypes['DeviceConnection'], ParentType, ContextType, RequireFields<QueryDeviceSearchArgs, 'first'>>;
  deviceTypeCategories?: Resolver<Array<ResolversTypes['DeviceTypeCategory']>, ParentType, ContextType>;
  devices?: Resolver<ResolversTypes['DeviceConnection'], ParentType, ContextType, RequireFields<QueryDevicesArgs, 'first'>>;
  errorCodes?: Resolver<Array<ResolversTypes['ErrorCode']>, ParentType, ContextType>;
  installationOrderOwners?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
  installationOrderStatuses?: Resolver<Array<ResolversTypes['InstallationOrderStatusItem']>, ParentType, ContextType>;
  installationOrders?: Resolver<ResolversTypes['InstallationOrderConnection'], ParentType, ContextType, RequireFields<QueryInstallationOrdersArgs, 'first'>>;
  installationTechnicians?: Resolver<Array<ResolversTypes['Technician']>, ParentType, ContextType, Partial<QueryInstallationTechniciansArgs>>;
  monitoringMapPoints?: Resolver<Array<ResolversTypes['MonitoringMapPoint']>, ParentType, ContextType, Partial<QueryMonitoringMapPointsArgs>>;
  monitoringRecords?: Resolver<ResolversTypes['MonitoringRecordConnection'], ParentType, ContextType, RequireFields<QueryMonitoringRecordsArgs, 'first'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  organizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType>;
  releases?: Resolver<ResolversTypes['ReleaseConnection'], ParentType, ContextType, RequireFields<QueryReleasesArgs, 'first'>>;
  serviceCauses?: Resolver<Array<ResolversTypes['ServiceCause']>, ParentType, ContextType>;
  serviceCenters?: Resolver<ResolversTypes['ServiceCenterConnection'], ParentType, ContextType, RequireFields<QueryServiceCentersArgs, 'first'>>;
  serviceOrderOwners?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
  serviceOrderStatuses?: Resolver<Array<ResolversTypes['ServiceOrderStatus']>, ParentType, ContextType>;
  serviceOrders?: Resolver<ResolversTypes['ServiceOrderConnection'], ParentType, ContextType, RequireFields<QueryServiceOrdersArgs, 'first'>>;
  serviceSolutions?: Resolver<Array<ResolversTypes['ServiceSolution']>, ParentType, ContextType>;
  statusCodes?: Resolver<Array<ResolversTypes['StatusCode']>, ParentType, ContextType>;
  technicians?: Resolver<ResolversTypes['TechnicianConnection'], ParentType, ContextType, RequireFields<QueryTechniciansArgs, 'first'>>;
  users?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type ReadingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reading'] = ResolversParentTypes['Reading']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ReleaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Release'] = ResolversParentTypes['Release']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notesDa?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notesEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  releaseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  releaseVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReleaseConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReleaseConnection'] = ResolversParentTypes['ReleaseConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ReleaseEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReleaseEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReleaseEdge'] = ResolversParentTypes['ReleaseEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Release'], ParentType, ContextType>;
}>;

export type ReleaseNotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReleaseNotification'] = ResolversParentTypes['ReleaseNotification']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notificationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  releaseVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RemoveDeviceFromContractPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemoveDeviceFromContractPayload'] = ResolversParentTypes['RemoveDeviceFromContractPayload']> = ResolversObject<{
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType>;
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
  removedContractId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RemoveInstallationOrderDevicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemoveInstallationOrderDevicePayload'] = ResolversParentTypes['RemoveInstallationOrderDevicePayload']> = ResolversObject<{
  installationOrder?: Resolver<ResolversTypes['InstallationOrder'], ParentType, ContextType>;
  removedOrderDeviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RemoveTechnicianPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemoveTechnicianPayload'] = ResolversParentTypes['RemoveTechnicianPayload']> = ResolversObject<{
  removedTechnicianId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  serviceCenter?: Resolver<ResolversTypes['ServiceCenter'], ParentType, ContextType>;
}>;

export type ReplaceServiceOrderDevicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReplaceServiceOrderDevicePayload'] = ResolversParentTypes['ReplaceServiceOrderDevicePayload']> = ResolversObject<{
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  replacement?: Resolver<ResolversTypes['DeviceReplacement'], ParentType, ContextType>;
  serviceOrder?: Resolver<ResolversTypes['ServiceOrder'], ParentType, ContextType>;
}>;

export type RequestPasswordResetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RequestedDownlinkConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestedDownlinkConfig'] = ResolversParentTypes['RequestedDownlinkConfig']> = ResolversObject<{
  settings?: Resolver<ResolversTypes['DownlinkSettings'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ResetServiceSchedulePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetServiceSchedulePayload'] = ResolversParentTypes['ResetServiceSchedulePayload']> = ResolversObject<{
  device?: Resolver<ResolversTypes['AnalyticsDevice'], ParentType, ContextType>;
  serviceSchedule?: Resolver<ResolversTypes['ServiceSchedule'], ParentType, ContextType>;
}>;

export type SaveDownlinkConfigPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveDownlinkConfigPayload'] = ResolversParentTypes['SaveDownlinkConfigPayload']> = ResolversObject<{
  delivery?: Resolver<ResolversTypes['DownlinkDelivery'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
  downlinkConfig?: Resolver<ResolversTypes['DownlinkConfig'], ParentType, ContextType>;
}>;

export type SaveInstallationDeviceNotePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveInstallationDeviceNotePayload'] = ResolversParentTypes['SaveInstallationDeviceNotePayload']> = ResolversObject<{
  orderDevice?: Resolver<ResolversTypes['InstallationOrderDevice'], ParentType, ContextType>;
}>;

export type ServiceCauseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceCause'] = ResolversParentTypes['ServiceCause']> = ResolversObject<{
  causeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceCenterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceCenter'] = ResolversParentTypes['ServiceCenter']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  geo?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openOrderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
  serviceCenterId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  technicianCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  technicians?: Resolver<ResolversTypes['TechnicianConnection'], ParentType, ContextType, RequireFields<ServiceCenterTechniciansArgs, 'first'>>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['ServiceCenterUser']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ServiceCenterConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceCenterConnection'] = ResolversParentTypes['ServiceCenterConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ServiceCenterEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ServiceCenterEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceCenterEdge'] = ResolversParentTypes['ServiceCenterEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ServiceCenter'], ParentType, ContextType>;
}>;

export type ServiceCenterUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceCenterUser'] = ResolversParentTypes['ServiceCenterUser']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userNodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ServiceHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceHistoryEntry'] = ResolversParentTypes['ServiceHistoryEntry']> = ResolversObject<{
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  solutions?: Resolver<Array<ResolversTypes['ServiceSolution']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ServiceOrderStatus'], ParentType, ContextType>;
}>;

export type ServiceOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceOrder'] = ResolversParentTypes['ServiceOrder']> = ResolversObject<{
  activeWizardStep?: Resolver<Maybe<ResolversTypes['ServiceWizardStep']>, ParentType, ContextType>;
  afterImages?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType>;
  attachments?: Resolver<ResolversTypes['AttachmentConnection'], ParentType, ContextType, RequireFields<ServiceOrderAttachmentsArgs, 'first'>>;
  beforeImages?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType>;
  cause?: Resolver<Maybe<ResolversTypes['ServiceCause']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  device?: Resolver<Maybe<ResolversTypes['Device']>, ParentType, ContextType>;
  deviceFacts?: Resolver<ResolversTypes['ServiceOrderDevice'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['ServiceOrderHistoryEntryConnection'], ParentType, ContextType, RequireFields<ServiceOrderHistoryArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  replacement?: Resolver<Maybe<ResolversTypes['DeviceReplacement']>, ParentType, ContextType>;
  replacementAllowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  serviceCenter?: Resolver<Maybe<ResolversTypes['ServiceCenter']>, ParentType, ContextType>;
  serviceIssue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  solutions?: Resolver<Array<ResolversTypes['ServiceSolution']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ServiceOrderStatus'], ParentType, ContextType>;
  technician?: Resolver<Maybe<ResolversTypes['Technician']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ServiceOrderChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceOrderChange'] = ResolversParentTypes['ServiceOrderChange']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['ServiceOrderChangeKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  serviceOrder?: Resolver<Maybe<ResolversTypes['ServiceOrder']>, ParentType, ContextType>;
}>;

export type ServiceOrderConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceOrderConnection'] = ResolversParentTypes['ServiceOrderConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ServiceOrderEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ServiceOrderDeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceOrderDevice'] = ResolversParentTypes['ServiceOrderDevice']> = ResolversObject<{
  deviceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceModelId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceModelTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  geo?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  lifecycle?: Resolver<ResolversTypes['DeviceLifecycle'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ServiceOrderEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceOrderEdge'] = ResolversParentTypes['ServiceOrderEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ServiceOrder'], ParentType, ContextType>;
}>;

export type ServiceOrderHistoryChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceOrderHistoryChange'] = ResolversParentTypes['ServiceOrderHistoryChange']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type ServiceOrderHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceOrderHistoryEntry'] = ResolversParentTypes['ServiceOrderHistoryEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['ServiceOrderHistoryChange']>, ParentType, ContextType>;
  entryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceOrderHistoryEntryConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceOrderHistoryEntryConnection'] = ResolversParentTypes['ServiceOrderHistoryEntryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ServiceOrderHistoryEntryEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ServiceOrderHistoryEntryEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceOrderHistoryEntryEdge'] = ResolversParentTypes['ServiceOrderHistoryEntryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ServiceOrderHistoryEntry'], ParentType, ContextType>;
}>;

export type ServiceOrderStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceOrderStatus'] = ResolversParentTypes['ServiceOrderStatus']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceSchedule'] = ResolversParentTypes['ServiceSchedule']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastResetAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  notificationEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduleId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceTargetCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountSinceLastReset?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ServiceSolutionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceSolution'] = ResolversParentTypes['ServiceSolution']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  solutionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SetServiceSchedulePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetServiceSchedulePayload'] = ResolversParentTypes['SetServiceSchedulePayload']> = ResolversObject<{
  device?: Resolver<ResolversTypes['AnalyticsDevice'], ParentType, ContextType>;
  serviceSchedule?: Resolver<ResolversTypes['ServiceSchedule'], ParentType, ContextType>;
}>;

export type StatusCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatusCode'] = ResolversParentTypes['StatusCode']> = ResolversObject<{
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCodeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  alarmTripped?: SubscriptionResolver<ResolversTypes['AlarmTripEvent'], "alarmTripped", ParentType, ContextType, Partial<SubscriptionAlarmTrippedArgs>>;
  deviceChanged?: SubscriptionResolver<ResolversTypes['DeviceChange'], "deviceChanged", ParentType, ContextType, Partial<SubscriptionDeviceChangedArgs>>;
  installationOrderChanged?: SubscriptionResolver<ResolversTypes['InstallationOrderChange'], "installationOrderChanged", ParentType, ContextType, Partial<SubscriptionInstallationOrderChangedArgs>>;
  monitoringRecordChanged?: SubscriptionResolver<ResolversTypes['MonitoringRecordChange'], "monitoringRecordChanged", ParentType, ContextType>;
  serviceOrderChanged?: SubscriptionResolver<ResolversTypes['ServiceOrderChange'], "serviceOrderChanged", ParentType, ContextType, Partial<SubscriptionServiceOrderChangedArgs>>;
  viewerChanged?: SubscriptionResolver<ResolversTypes['Viewer'], "viewerChanged", ParentType, ContextType>;
}>;

export type TechnicianResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Technician'] = ResolversParentTypes['Technician']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  models?: Resolver<Array<ResolversTypes['DeviceModel']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openOrderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serviceCenter?: Resolver<ResolversTypes['ServiceCenter'], ParentType, ContextType>;
  technicianId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['TechnicianUser'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TechnicianConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TechnicianConnection'] = ResolversParentTypes['TechnicianConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TechnicianEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TechnicianEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TechnicianEdge'] = ResolversParentTypes['TechnicianEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Technician'], ParentType, ContextType>;
}>;

export type TechnicianUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TechnicianUser'] = ResolversParentTypes['TechnicianUser']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrendResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Trend'] = ResolversParentTypes['Trend']> = ResolversObject<{
  aggregation?: Resolver<ResolversTypes['TrendAggregation'], ParentType, ContextType>;
  aggregations?: Resolver<Array<ResolversTypes['TrendAggregation']>, ParentType, ContextType>;
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bucket?: Resolver<ResolversTypes['TrendBucket'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  intervalSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lastReading?: Resolver<Maybe<ResolversTypes['TrendReading']>, ParentType, ContextType>;
  maximum?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  measure?: Resolver<Maybe<ResolversTypes['UnitMeasure']>, ParentType, ContextType>;
  minimum?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['TrendPeriod'], ParentType, ContextType>;
  ref?: Resolver<ResolversTypes['TrendRef'], ParentType, ContextType>;
  refFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refSeries?: Resolver<Array<ResolversTypes['TrendSeries']>, ParentType, ContextType>;
  refTo?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['TrendSeries']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['DataModelEntry']>, ParentType, ContextType>;
  utcOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TrendPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrendPoint'] = ResolversParentTypes['TrendPoint']> = ResolversObject<{
  ts?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  v?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type TrendReadingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrendReading'] = ResolversParentTypes['TrendReading']> = ResolversObject<{
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TrendSeriesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrendSeries'] = ResolversParentTypes['TrendSeries']> = ResolversObject<{
  deviceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['TrendPoint']>, ParentType, ContextType>;
}>;

export type UpdateContractPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateContractPayload'] = ResolversParentTypes['UpdateContractPayload']> = ResolversObject<{
  contract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType>;
}>;

export type UpdateDevicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateDevicePayload'] = ResolversParentTypes['UpdateDevicePayload']> = ResolversObject<{
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
}>;

export type UpdateInstallationOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateInstallationOrderPayload'] = ResolversParentTypes['UpdateInstallationOrderPayload']> = ResolversObject<{
  installationOrder?: Resolver<ResolversTypes['InstallationOrder'], ParentType, ContextType>;
}>;

export type UpdateMonitoringRecordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateMonitoringRecordPayload'] = ResolversParentTypes['UpdateMonitoringRecordPayload']> = ResolversObject<{
  monitoringRecord?: Resolver<ResolversTypes['MonitoringRecord'], ParentType, ContextType>;
}>;

export type UpdateServiceCenterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateServiceCenterPayload'] = ResolversParentTypes['UpdateServiceCenterPayload']> = ResolversObject<{
  serviceCenter?: Resolver<ResolversTypes['ServiceCenter'], ParentType, ContextType>;
}>;

export type UpdateServiceOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateServiceOrderPayload'] = ResolversParentTypes['UpdateServiceOrderPayload']> = ResolversObject<{
  serviceOrder?: Resolver<ResolversTypes['ServiceOrder'], ParentType, ContextType>;
}>;

export type UpdateTechnicianPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateTechnicianPayload'] = ResolversParentTypes['UpdateTechnicianPayload']> = ResolversObject<{
  technician?: Resolver<ResolversTypes['Technician'], ParentType, ContextType>;
}>;

export type UpdateUserConfigPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateUserConfigPayload'] = ResolversParentTypes['UpdateUserConfigPayload']> = ResolversObject<{
  config?: Resolver<ResolversTypes['UserConfig'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizations?: Resolver<Array<ResolversTypes['UserOrganization']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['UserRole']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utcOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserConfig'] = ResolversParentTypes['UserConfig']> = ResolversObject<{
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  utcOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageCursors?: Resolver<ResolversTypes['PageCursors'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type UserOrganizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserOrganization'] = ResolversParentTypes['UserOrganization']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserRole'] = ResolversParentTypes['UserRole']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  abilities?: Resolver<Array<ResolversTypes['AbilityRule']>, ParentType, ContextType>;
  config?: Resolver<ResolversTypes['UserConfig'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newReleaseNotifications?: Resolver<Array<ResolversTypes['ReleaseNotification']>, ParentType, ContextType>;
  organizationAbilities?: Resolver<Array<ResolversTypes['AbilityRule']>, ParentType, ContextType, RequireFields<ViewerOrganizationAbilitiesArgs, 'organizationId'>>;
  roleAbilities?: Resolver<Array<ResolversTypes['AbilityRule']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WaterLevelPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WaterLevelPayload'] = ResolversParentTypes['WaterLevelPayload']> = ResolversObject<{
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
}>;

export type WaterLevelSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WaterLevelSettings'] = ResolversParentTypes['WaterLevelSettings']> = ResolversObject<{
  boundaryDistance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  elevation?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  heightOffset?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  isComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['WaterLevelUnit'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AbilityRule?: AbilityRuleResolvers<ContextType>;
  AddDevicesToContractPayload?: AddDevicesToContractPayloadResolvers<ContextType>;
  AddInstallationOrderDevicesPayload?: AddInstallationOrderDevicesPayloadResolvers<ContextType>;
  AddTechnicianPayload?: AddTechnicianPayloadResolvers<ContextType>;
  Alarm?: AlarmResolvers<ContextType>;
  AlarmConnection?: AlarmConnectionResolvers<ContextType>;
  AlarmEdge?: AlarmEdgeResolvers<ContextType>;
  AlarmPayload?: AlarmPayloadResolvers<ContextType>;
  AlarmTrip?: AlarmTripResolvers<ContextType>;
  AlarmTripConnection?: AlarmTripConnectionResolvers<ContextType>;
  AlarmTripEdge?: AlarmTripEdgeResolvers<ContextType>;
  AlarmTripEvent?: AlarmTripEventResolvers<ContextType>;
  AnalyticsDevice?: AnalyticsDeviceResolvers<ContextType>;
  AnalyticsDeviceConnection?: AnalyticsDeviceConnectionResolvers<ContextType>;
  AnalyticsDeviceEdge?: AnalyticsDeviceEdgeResolvers<ContextType>;
  AnalyticsGroup?: AnalyticsGroupResolvers<ContextType>;
  AnalyticsOption?: AnalyticsOptionResolvers<ContextType>;
  AnalyticsOrganization?: AnalyticsOrganizationResolvers<ContextType>;
  AppliedDownlinkConfig?: AppliedDownlinkConfigResolvers<ContextType>;
  ArchiveServiceOrderPayload?: ArchiveServiceOrderPayloadResolvers<ContextType>;
  Attachment?: AttachmentResolvers<ContextType>;
  AttachmentConnection?: AttachmentConnectionResolvers<ContextType>;
  AttachmentEdge?: AttachmentEdgeResolvers<ContextType>;
  Contract?: ContractResolvers<ContextType>;
  ContractChange?: ContractChangeResolvers<ContextType>;
  ContractConnection?: ContractConnectionResolvers<ContextType>;
  ContractDevice?: ContractDeviceResolvers<ContextType>;
  ContractDeviceConnection?: ContractDeviceConnectionResolvers<ContextType>;
  ContractDeviceEdge?: ContractDeviceEdgeResolvers<ContextType>;
  ContractEdge?: ContractEdgeResolvers<ContextType>;
  ContractInvoiceLine?: ContractInvoiceLineResolvers<ContextType>;
  ContractInvoiceLineConnection?: ContractInvoiceLineConnectionResolvers<ContextType>;
  ContractInvoiceLineEdge?: ContractInvoiceLineEdgeResolvers<ContextType>;
  ContractInvoicePreview?: ContractInvoicePreviewResolvers<ContextType>;
  ContractLogConnection?: ContractLogConnectionResolvers<ContextType>;
  ContractLogDevice?: ContractLogDeviceResolvers<ContextType>;
  ContractLogEdge?: ContractLogEdgeResolvers<ContextType>;
  ContractLogEntry?: ContractLogEntryResolvers<ContextType>;
  CreateContractPayload?: CreateContractPayloadResolvers<ContextType>;
  CreateDevicePayload?: CreateDevicePayloadResolvers<ContextType>;
  CreateInstallationOrderPayload?: CreateInstallationOrderPayloadResolvers<ContextType>;
  CreateServiceCenterPayload?: CreateServiceCenterPayloadResolvers<ContextType>;
  CreateServiceOrderPayload?: CreateServiceOrderPayloadResolvers<ContextType>;
  DataModelEntry?: DataModelEntryResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteAlarmPayload?: DeleteAlarmPayloadResolvers<ContextType>;
  DeleteAttachmentPayload?: DeleteAttachmentPayloadResolvers<ContextType>;
  DeleteContractPayload?: DeleteContractPayloadResolvers<ContextType>;
  DeleteDeviceImagePayload?: DeleteDeviceImagePayloadResolvers<ContextType>;
  DeleteDevicePayload?: DeleteDevicePayloadResolvers<ContextType>;
  DeleteInstallationAttachmentPayload?: DeleteInstallationAttachmentPayloadResolvers<ContextType>;
  DeleteInstallationOrderPayload?: DeleteInstallationOrderPayloadResolvers<ContextType>;
  DeleteServiceCenterPayload?: DeleteServiceCenterPayloadResolvers<ContextType>;
  DeleteServiceOrderPayload?: DeleteServiceOrderPayloadResolvers<ContextType>;
  DeleteServiceSchedulePayload?: DeleteServiceSchedulePayloadResolvers<ContextType>;
  Device?: DeviceResolvers<ContextType>;
  DeviceAuditChange?: DeviceAuditChangeResolvers<ContextType>;
  DeviceAuditEntry?: DeviceAuditEntryResolvers<ContextType>;
  DeviceAuditEntryConnection?: DeviceAuditEntryConnectionResolvers<ContextType>;
  DeviceAuditEntryEdge?: DeviceAuditEntryEdgeResolvers<ContextType>;
  DeviceChange?: DeviceChangeResolvers<ContextType>;
  DeviceConnection?: DeviceConnectionResolvers<ContextType>;
  DeviceContract?: DeviceContractResolvers<ContextType>;
  DeviceContractConnection?: DeviceContractConnectionResolvers<ContextType>;
  DeviceContractEdge?: DeviceContractEdgeResolvers<ContextType>;
  DeviceEdge?: DeviceEdgeResolvers<ContextType>;
  DeviceImage?: DeviceImageResolvers<ContextType>;
  DeviceImageConnection?: DeviceImageConnectionResolvers<ContextType>;
  DeviceImageEdge?: DeviceImageEdgeResolvers<ContextType>;
  DeviceImportError?: DeviceImportErrorResolvers<ContextType>;
  DeviceImportRowResult?: DeviceImportRowResultResolvers<ContextType>;
  DeviceLifecycleState?: DeviceLifecycleStateResolvers<ContextType>;
  DeviceModel?: DeviceModelResolvers<ContextType>;
  DeviceOwnerOption?: DeviceOwnerOptionResolvers<ContextType>;
  DeviceProperties?: DevicePropertiesResolvers<ContextType>;
  DeviceReadingPoint?: DeviceReadingPointResolvers<ContextType>;
  DeviceReadingUnit?: DeviceReadingUnitResolvers<ContextType>;
  DeviceReadings?: DeviceReadingsResolvers<ContextType>;
  DeviceReplacement?: DeviceReplacementResolvers<ContextType>;
  DeviceScheduling?: DeviceSchedulingResolvers<ContextType>;
  DeviceTypeCategory?: DeviceTypeCategoryResolvers<ContextType>;
  DownlinkConfig?: DownlinkConfigResolvers<ContextType>;
  DownlinkSettings?: DownlinkSettingsResolvers<ContextType>;
  ErrorCode?: ErrorCodeResolvers<ContextType>;
  ErrorCodeCount?: ErrorCodeCountResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FinishServiceOrderPayload?: FinishServiceOrderPayloadResolvers<ContextType>;
  GeoPoint?: GeoPointResolvers<ContextType>;
  ImportDevicesPayload?: ImportDevicesPayloadResolvers<ContextType>;
  InstallDevicePayload?: InstallDevicePayloadResolvers<ContextType>;
  InstallationAttachment?: InstallationAttachmentResolvers<ContextType>;
  InstallationAttachmentConnection?: InstallationAttachmentConnectionResolvers<ContextType>;
  InstallationAttachmentEdge?: InstallationAttachmentEdgeResolvers<ContextType>;
  InstallationDeviceFacts?: InstallationDeviceFactsResolvers<ContextType>;
  InstallationOrder?: InstallationOrderResolvers<ContextType>;
  InstallationOrderChange?: InstallationOrderChangeResolvers<ContextType>;
  InstallationOrderConnection?: InstallationOrderConnectionResolvers<ContextType>;
  InstallationOrderDevice?: InstallationOrderDeviceResolvers<ContextType>;
  InstallationOrderDeviceConnection?: InstallationOrderDeviceConnectionResolvers<ContextType>;
  InstallationOrderDeviceEdge?: InstallationOrderDeviceEdgeResolvers<ContextType>;
  InstallationOrderEdge?: InstallationOrderEdgeResolvers<ContextType>;
  InstallationOrderStatusItem?: InstallationOrderStatusItemResolvers<ContextType>;
  InstallationOrderTransitionPayload?: InstallationOrderTransitionPayloadResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LatestMessage?: LatestMessageResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MarkNotificationReadPayload?: MarkNotificationReadPayloadResolvers<ContextType>;
  MonitoringLog?: MonitoringLogResolvers<ContextType>;
  MonitoringLogConnection?: MonitoringLogConnectionResolvers<ContextType>;
  MonitoringLogEdge?: MonitoringLogEdgeResolvers<ContextType>;
  MonitoringMapPoint?: MonitoringMapPointResolvers<ContextType>;
  MonitoringRecord?: MonitoringRecordResolvers<ContextType>;
  MonitoringRecordChange?: MonitoringRecordChangeResolvers<ContextType>;
  MonitoringRecordConnection?: MonitoringRecordConnectionResolvers<ContextType>;
  MonitoringRecordEdge?: MonitoringRecordEdgeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NetworkHistory?: NetworkHistoryResolvers<ContextType>;
  NetworkPoint?: NetworkPointResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  Package?: PackageResolvers<ContextType>;
  PageCursor?: PageCursorResolvers<ContextType>;
  PageCursors?: PageCursorsResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PublishReleasePayload?: PublishReleasePayloadResolvers<ContextType>;
  PurgeDevicePayload?: PurgeDevicePayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Reading?: ReadingResolvers<ContextType>;
  Release?: ReleaseResolvers<ContextType>;
  ReleaseConnection?: ReleaseConnectionResolvers<ContextType>;
  ReleaseEdge?: ReleaseEdgeResolvers<ContextType>;
  ReleaseNotification?: ReleaseNotificationResolvers<ContextType>;
  RemoveDeviceFromContractPayload?: RemoveDeviceFromContractPayloadResolvers<ContextType>;
  RemoveInstallationOrderDevicePayload?: RemoveInstallationOrderDevicePayloadResolvers<ContextType>;
  RemoveTechnicianPayload?: RemoveTechnicianPayloadResolvers<ContextType>;
  ReplaceServiceOrderDevicePayload?: ReplaceServiceOrderDevicePayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  RequestedDownlinkConfig?: RequestedDownlinkConfigResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  ResetServiceSchedulePayload?: ResetServiceSchedulePayloadResolvers<ContextType>;
  SaveDownlinkConfigPayload?: SaveDownlinkConfigPayloadResolvers<ContextType>;
  SaveInstallationDeviceNotePayload?: SaveInstallationDeviceNotePayloadResolvers<ContextType>;
  ServiceCause?: ServiceCauseResolvers<ContextType>;
  ServiceCenter?: ServiceCenterResolvers<ContextType>;
  ServiceCenterConnection?: ServiceCenterConnectionResolvers<ContextType>;
  ServiceCenterEdge?: ServiceCenterEdgeResolvers<ContextType>;
  ServiceCenterUser?: ServiceCenterUserResolvers<ContextType>;
  ServiceHistoryEntry?: ServiceHistoryEntryResolvers<ContextType>;
  ServiceOrder?: ServiceOrderResolvers<ContextType>;
  ServiceOrderChange?: ServiceOrderChangeResolvers<ContextType>;
  ServiceOrderConnection?: ServiceOrderConnectionResolvers<ContextType>;
  ServiceOrderDevice?: ServiceOrderDeviceResolvers<ContextType>;
  ServiceOrderEdge?: ServiceOrderEdgeResolvers<ContextType>;
  ServiceOrderHistoryChange?: ServiceOrderHistoryChangeResolvers<ContextType>;
  ServiceOrderHistoryEntry?: ServiceOrderHistoryEntryResolvers<ContextType>;
  ServiceOrderHistoryEntryConnection?: ServiceOrderHistoryEntryConnectionResolvers<ContextType>;
  ServiceOrderHistoryEntryEdge?: ServiceOrderHistoryEntryEdgeResolvers<ContextType>;
  ServiceOrderStatus?: ServiceOrderStatusResolvers<ContextType>;
  ServiceSchedule?: ServiceScheduleResolvers<ContextType>;
  ServiceSolution?: ServiceSolutionResolvers<ContextType>;
  SetServiceSchedulePayload?: SetServiceSchedulePayloadResolvers<ContextType>;
  StatusCode?: StatusCodeResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Technician?: TechnicianResolvers<ContextType>;
  TechnicianConnection?: TechnicianConnectionResolvers<ContextType>;
  TechnicianEdge?: TechnicianEdgeResolvers<ContextType>;
  TechnicianUser?: TechnicianUserResolvers<ContextType>;
  Trend?: TrendResolvers<ContextType>;
  TrendPoint?: TrendPointResolvers<ContextType>;
  TrendReading?: TrendReadingResolvers<ContextType>;
  TrendSeries?: TrendSeriesResolvers<ContextType>;
  UpdateContractPayload?: UpdateContractPayloadResolvers<ContextType>;
  UpdateDevicePayload?: UpdateDevicePayloadResolvers<ContextType>;
  UpdateInstallationOrderPayload?: UpdateInstallationOrderPayloadResolvers<ContextType>;
  UpdateMonitoringRecordPayload?: UpdateMonitoringRecordPayloadResolvers<ContextType>;
  UpdateServiceCenterPayload?: UpdateServiceCenterPayloadResolvers<ContextType>;
  UpdateServiceOrderPayload?: UpdateServiceOrderPayloadResolvers<ContextType>;
  UpdateTechnicianPayload?: UpdateTechnicianPayloadResolvers<ContextType>;
  UpdateUserConfigPayload?: UpdateUserConfigPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConfig?: UserConfigResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserOrganization?: UserOrganizationResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WaterLevelPayload?: WaterLevelPayloadResolvers<ContextType>;
  WaterLevelSettings?: WaterLevelSettingsResolvers<ContextType>;
}>;

