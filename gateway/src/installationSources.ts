/**
 * The parents of the installation area's GraphQL types (codegen `mappers`): the REST DTOs, with the
 * order's and device's ids where the API's answer does not carry them.
 */
type Schemas = import('./rest/openapi.d.ts').components['schemas'];

export type InstallationOrderDto = Schemas['InstallationOrder'];
export type InstallationOrderDeviceDto = Schemas['InstallationOrderDevice'];
export type InstallationAttachmentDto = Schemas['InstallationAttachment'];

/** A file of a device on an order, with the order and device it is of (its global id and URL name both). */
export type InstallationAttachmentSource = InstallationAttachmentDto & { orderId: string; deviceId: string };

/** An installation order status with its name in the viewer's language. */
export interface InstallationOrderStatusItemSource {
  slug: InstallationOrderDto['status'];
  name: string;
}

/** What happened to an installation order (the API's kinds), or to the subscription's own connection. */
export type InstallationOrderChangeKindValue =
  | 'CREATED'
  | 'UPDATED'
  | 'STARTED'
  | 'DEVICE_INSTALLED'
  | 'COMPLETED'
  | 'ARCHIVED'
  | 'DELETED'
  | 'LIVE'
  | 'RECONNECTING';

/** A change to an order the viewer may read (the order as it is now, none once deleted), or a state change. */
export interface InstallationOrderChangeSource {
  kind: InstallationOrderChangeKindValue;
  orderId: string | null;
  installationOrder: InstallationOrderDto | null;
}
