import type { Resolvers } from '../src/__generated__/resolvers-types.ts';
import { AnalyticsDevice } from './analytics/AnalyticsDevice.ts';
import { AnalyticsGroup } from './analytics/AnalyticsGroup.ts';
import { AnalyticsOrganization } from './analytics/AnalyticsOrganization.ts';
import { DeviceScheduling } from './analytics/DeviceScheduling.ts';
import { deleteServiceSchedule } from './analytics/Mutation/deleteServiceSchedule.ts';
import { resetServiceSchedule } from './analytics/Mutation/resetServiceSchedule.ts';
import { setServiceSchedule } from './analytics/Mutation/setServiceSchedule.ts';
import { analyticsOrganizations } from './analytics/Query/analyticsOrganizations.ts';
import { analyticsPeriods } from './analytics/Query/analyticsPeriods.ts';
import { analyticsRefs } from './analytics/Query/analyticsRefs.ts';
import { ServiceSchedule } from './analytics/ServiceSchedule.ts';
import { Trend } from './analytics/Trend.ts';
import { Node } from './base/Node.ts';
import { publishRelease } from './releases/Mutation/publishRelease.ts';
import { releases } from './releases/Query/releases.ts';
import { Release } from './releases/Release.ts';
import { Contract } from './contracts/Contract.ts';
import { ContractDevice } from './contracts/ContractDevice.ts';
import { ContractInvoiceLine, ContractInvoicePreview } from './contracts/ContractInvoicePreview.ts';
import { ContractLogEntry } from './contracts/ContractLogEntry.ts';
import { addDevicesToContract, createContract, deleteContract, updateContract } from './contracts/Mutation/contractMutations.ts';
import { OrganizationContracts } from './contracts/OrganizationContracts.ts';
import { RemoveDeviceFromContractPayload } from './contracts/RemoveDeviceFromContractPayload.ts';
import { node } from './base/Query/node.ts';
import { nodes } from './base/Query/nodes.ts';
import { DateTime, JSON } from './base/scalars.ts';
import { Alarm } from './devices/Alarm.ts';
import { AlarmTrip } from './devices/AlarmTrip.ts';
import { DeviceContract } from './devices/DeviceContract.ts';
import { DeviceImage } from './devices/DeviceImage.ts';
import { DeviceProperties } from './devices/DeviceProperties.ts';
import { createAlarm, deleteAlarm, updateAlarm } from './devices/Mutation/alarms.ts';
import { createDevice } from './devices/Mutation/createDevice.ts';
import { deleteDevice, purgeDevice } from './devices/Mutation/deleteDevice.ts';
import { deleteDeviceImage } from './devices/Mutation/deleteDeviceImage.ts';
import { importDevices } from './devices/Mutation/importDevices.ts';
import { removeDeviceFromContract } from './devices/Mutation/removeDeviceFromContract.ts';
import { saveDownlinkConfig } from './devices/Mutation/saveDownlinkConfig.ts';
import { updateDevice } from './devices/Mutation/updateDevice.ts';
import { resetWaterLevel, setWaterLevel } from './devices/Mutation/waterLevel.ts';
import { deviceLifecycles } from './devices/Query/deviceLifecycles.ts';
import { devices } from './devices/Query/devices.ts';
import { alarmTripped } from './devices/Subscription/alarmTripped.ts';
import { deviceChanged } from './devices/Subscription/deviceChanged.ts';
import { Device } from './devices/Device.ts';
import { deviceSearch } from './devices/Query/deviceSearch.ts';
import { ServiceHistoryEntry } from './devices/ServiceHistoryEntry.ts';
import { DataModelEntry } from './lookups/DataModelEntry.ts';
import { DeviceModel } from './lookups/DeviceModel.ts';
import { DeviceTypeCategory } from './lookups/DeviceTypeCategory.ts';
import { ErrorCode } from './lookups/ErrorCode.ts';
import { Package } from './lookups/Package.ts';
import { deviceModels } from './lookups/Query/deviceModels.ts';
import { deviceTypeCategories } from './lookups/Query/deviceTypeCategories.ts';
import { errorCodes } from './lookups/Query/errorCodes.ts';
import { packages } from './lookups/Query/packages.ts';
import { statusCodes } from './lookups/Query/statusCodes.ts';
import { StatusCode } from './lookups/StatusCode.ts';
import { MonitoringLog } from './monitoring/MonitoringLog.ts';
import { MonitoringMapPoint } from './monitoring/MonitoringMapPoint.ts';
import { MonitoringRecord } from './monitoring/MonitoringRecord.ts';
import { updateMonitoringRecord } from './monitoring/Mutation/updateMonitoringRecord.ts';
import { monitoringMapPoints } from './monitoring/Query/monitoringMapPoints.ts';
import { monitoringRecords } from './monitoring/Query/monitoringRecords.ts';
import { monitoringRecordChanged } from './monitoring/Subscription/monitoringRecordChanged.ts';
import { Organization } from './organizations/Organization.ts';
import { Attachment } from './service/Attachment.ts';
import { deviceServiceOrders } from './service/deviceServiceOrders.ts';
import { deleteAttachment } from './service/Mutation/deleteAttachment.ts';
import { replaceServiceOrderDevice } from './service/Mutation/replaceServiceOrderDevice.ts';
import { createServiceCenter, deleteServiceCenter, updateServiceCenter } from './service/Mutation/serviceCenterMutations.ts';
import {
  archiveServiceOrder,
  createServiceOrder,
  deleteServiceOrder,
  finishServiceOrder,
  updateServiceOrder,
} from './service/Mutation/serviceOrderMutations.ts';
import { addTechnician, removeTechnician, updateTechnician } from './service/Mutation/technicianMutations.ts';
import { serviceCenters } from './service/Query/serviceCenters.ts';
import { technicians } from './service/Query/technicians.ts';
import { users } from './users/Query/users.ts';
import { serviceCauses, serviceOrderOwners, serviceOrderStatuses, serviceSolutions } from './service/Query/serviceLookups.ts';
import { serviceOrders } from './service/Query/serviceOrders.ts';
import { ServiceCause } from './service/ServiceCause.ts';
import { ServiceCenter } from './service/ServiceCenter.ts';
import { ServiceOrder } from './service/ServiceOrder.ts';
import { ServiceOrderHistoryEntry } from './service/ServiceOrderHistoryEntry.ts';
import { serviceOrderChanged } from './service/Subscription/serviceOrderChanged.ts';
import { Technician } from './service/Technician.ts';
import { InstallationAttachment } from './installation/InstallationAttachment.ts';
import { InstallationOrder } from './installation/InstallationOrder.ts';
import { InstallationOrderDevice } from './installation/InstallationOrderDevice.ts';
import { InstallationOrderStatusItem } from './installation/InstallationOrderStatusItem.ts';
import {
  addInstallationOrderDevices,
  archiveInstallationOrder,
  completeInstallationOrder,
  createInstallationOrder,
  deleteInstallationOrder,
  startInstallationOrder,
  updateInstallationOrder,
} from './installation/Mutation/installationOrderMutations.ts';
import {
  deleteInstallationAttachment,
  failDeviceInstallation,
  installDevice,
  removeInstallationOrderDevice,
  saveInstallationDeviceNote,
} from './installation/Mutation/orderDeviceMutations.ts';
import { installationOrderOwners, installationOrderStatuses, installationTechnicians } from './installation/Query/installationLookups.ts';
import { installationOrders } from './installation/Query/installationOrders.ts';
import { installationOrderChanged } from './installation/Subscription/installationOrderChanged.ts';
import { organizations } from './organizations/Query/organizations.ts';
import { AbilityRule } from './viewer/AbilityRule.ts';
import { login } from './viewer/Mutation/login.ts';
import { logout } from './viewer/Mutation/logout.ts';
import { markNotificationRead } from './viewer/Mutation/markNotificationRead.ts';
import { requestPasswordReset } from './viewer/Mutation/requestPasswordReset.ts';
import { resetPassword } from './viewer/Mutation/resetPassword.ts';
import { updateUserConfig } from './viewer/Mutation/updateUserConfig.ts';
import { viewer } from './viewer/Query/viewer.ts';
import { ReleaseNotification } from './viewer/ReleaseNotification.ts';
import { viewerChanged } from './viewer/Subscription/viewerChanged.ts';
import { User } from './viewer/User.ts';
import { UserOrganization } from './viewer/UserOrganization.ts';
import { UserRole } from './viewer/UserRole.ts';
import { Viewer } from './viewer/Viewer.ts';

/** Every resolver of the schema; each domain adds its Query/Mutation/Subscription fields and types. */
export const resolvers: Resolvers = {
  DateTime,
  JSON,
  Node,
  Query: {
    node,
    nodes,
    viewer,
    organizations,
    deviceTypeCategories,
    deviceModels,
    packages,
    errorCodes,
    statusCodes,
    deviceSearch,
    devices,
    deviceLifecycles,
    monitoringRecords,
    monitoringMapPoints,
    analyticsRefs,
    analyticsPeriods,
    analyticsOrganizations,
    serviceCenters,
    technicians,
    users,
    serviceOrders,
    serviceOrderStatuses,
    serviceSolutions,
    serviceCauses,
    serviceOrderOwners,
    installationOrders,
    installationOrderStatuses,
    installationOrderOwners,
    installationTechnicians,
    releases,
  },
  Mutation: {
    login,
    logout,
    requestPasswordReset,
    resetPassword,
    updateUserConfig,
    markNotificationRead,
    updateMonitoringRecord,
    setServiceSchedule,
    resetServiceSchedule,
    deleteServiceSchedule,
    createDevice,
    importDevices,
    updateDevice,
    deleteDevice,
    purgeDevice,
    setWaterLevel,
    resetWaterLevel,
    saveDownlinkConfig,
    createAlarm,
    updateAlarm,
    deleteAlarm,
    removeDeviceFromContract,
    deleteDeviceImage,
    createServiceCenter,
    updateServiceCenter,
    deleteServiceCenter,
    addTechnician,
    updateTechnician,
    removeTechnician,
    createServiceOrder,
    updateServiceOrder,
    finishServiceOrder,
    archiveServiceOrder,
    deleteServiceOrder,
    deleteAttachment,
    replaceServiceOrderDevice,
    createInstallationOrder,
    updateInstallationOrder,
    startInstallationOrder,
    completeInstallationOrder,
    archiveInstallationOrder,
    deleteInstallationOrder,
    addInstallationOrderDevices,
    removeInstallationOrderDevice,
    saveInstallationDeviceNote,
    installDevice,
    failDeviceInstallation,
    deleteInstallationAttachment,
    createContract,
    updateContract,
    deleteContract,
    addDevicesToContract,
    publishRelease,
  },
  Subscription: { viewerChanged, monitoringRecordChanged, deviceChanged, alarmTripped, serviceOrderChanged, installationOrderChanged },
  Viewer,
  User,
  UserRole,
  UserOrganization,
  AbilityRule,
  ReleaseNotification,
  // The contracts area adds `Organization.contracts` (schema/contracts.graphql).
  Organization: { ...Organization, ...OrganizationContracts },
  DeviceTypeCategory,
  DeviceModel,
  DataModelEntry,
  Package,
  ErrorCode,
  StatusCode,
  // The service area adds `Device.serviceOrders` (schema/service.graphql).
  Device: { ...Device, serviceOrders: deviceServiceOrders },
  ServiceHistoryEntry,
  DeviceProperties,
  Alarm,
  AlarmTrip,
  DeviceContract,
  RemoveDeviceFromContractPayload,
  DeviceImage,
  MonitoringRecord,
  MonitoringLog,
  MonitoringMapPoint,
  AnalyticsOrganization,
  AnalyticsGroup,
  AnalyticsDevice,
  Trend,
  DeviceScheduling,
  ServiceSchedule,
  ServiceCenter,
  Technician,
  ServiceOrder,
  ServiceCause,
  ServiceOrderHistoryEntry,
  Attachment,
  InstallationOrder,
  InstallationOrderDevice,
  InstallationAttachment,
  InstallationOrderStatusItem,
  Contract,
  ContractDevice,
  ContractLogEntry,
  ContractInvoicePreview,
  ContractInvoiceLine,
  Release,
};
