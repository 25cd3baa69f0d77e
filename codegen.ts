import type { CodegenConfig } from '@graphql-codegen/cli';

// The SDL is written per domain in gateway/schema; codegen merges it into the committed root
// schema.graphql (read by relay-compiler) and generates the resolver types of the gateway.
const config: CodegenConfig = {
  schema: 'gateway/schema/*.graphql',
  generates: {
    'schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: true, commentDescriptions: false, sort: false },
    },
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.ts#GatewayContext',
        useTypeImports: true,
        useIndexSignature: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        // Parents are the REST DTOs (paths relative to the generated file); field resolvers shape them.
        mappers: {
          User: '../mappers.ts#UserDto',
          UserRole: '../mappers.ts#UserRoleDto',
          UserOrganization: '../mappers.ts#UserOrganizationDto',
          UserConfig: '../mappers.ts#UserConfigDto',
          AbilityRule: '../mappers.ts#RuleDto',
          ReleaseNotification: '../mappers.ts#ReleaseNotificationDto',
          Viewer: '../mappers.ts#ViewerSource',
          Organization: '../mappers.ts#OrganizationSource',
          DeviceTypeCategory: '../mappers.ts#LookupDto',
          DeviceModel: '../mappers.ts#DeviceModelDto',
          DataModelEntry: '../mappers.ts#DataModelEntryDto',
          Package: '../mappers.ts#LookupDto',
          ErrorCode: '../mappers.ts#LookupDto',
          StatusCode: '../mappers.ts#StatusCodeDto',
          ErrorCodeCount: '../mappers.ts#ErrorCodeCountSource',
          Device: '../mappers.ts#DeviceNodeSource',
          LatestMessage: '../mappers.ts#LatestMessageDto',
          ServiceHistoryEntry: '../mappers.ts#ServiceHistoryEntryDto',
          MonitoringRecord: '../mappers.ts#MonitoringRecordDto',
          MonitoringLog: '../mappers.ts#MonitoringLogSource',
          MonitoringMapPoint: '../mappers.ts#MonitoringMapPointDto',
          MonitoringRecordChange: '../mappers.ts#MonitoringRecordChangeSource',
          AnalyticsOrganization: '../mappers.ts#AnalyticsOrganizationSource',
          AnalyticsGroup: '../mappers.ts#AnalyticsGroupSource',
          AnalyticsDevice: '../mappers.ts#AnalyticsDeviceSource',
          Trend: '../mappers.ts#TrendSource',
          ServiceSchedule: '../mappers.ts#ServiceScheduleSource',
          DeviceScheduling: '../mappers.ts#DeviceSchedulingSource',
          DeviceProperties: '../mappers.ts#DevicePropertiesSource',
          Alarm: '../mappers.ts#AlarmDto',
          AlarmTrip: '../mappers.ts#AlarmTripDto',
          DeviceContract: '../mappers.ts#DeviceContractDto',
          DeviceImage: '../mappers.ts#DeviceImageSource',
          DeviceChange: '../mappers.ts#DeviceChangeSource',
          AlarmTripEvent: '../mappers.ts#AlarmTripEventSource',
          ServiceCenter: '../serviceSources.ts#ServiceCenterSource',
          Technician: '../serviceSources.ts#TechnicianSource',
          ServiceOrder: '../serviceSources.ts#ServiceOrderDto',
          ServiceCause: '../serviceSources.ts#ServiceLookupItemDto',
          ServiceOrderHistoryEntry: '../serviceSources.ts#ServiceOrderHistoryEntryDto',
          ServiceOrderChange: '../serviceSources.ts#ServiceOrderChangeSource',
          Attachment: '../serviceSources.ts#AttachmentSource',
        },
      },
    },
  },
};

export default config;
