/**
 * The parents of the service area's GraphQL types (codegen `mappers`): the REST DTOs, or the
 * references an order embeds (`{ _id, name }` for its centre, `{ _id, name, userId, isActive }` for
 * its technician), whose other fields load through the service loaders.
 */
type Schemas = import('./rest/openapi.d.ts').components['schemas'];

export type ServiceCenterDto = Schemas['ServiceCenter'];
export type TechnicianDto = Schemas['Technician'];
export type ServiceOrderDto = Schemas['ServiceOrder'];
export type ServiceLookupItemDto = Schemas['ServiceLookupItem'];
export type ServiceOrderHistoryEntryDto = Schemas['ServiceOrderHistoryEntry'];

/** A centre as its list gives it, or as an order names it. */
export type ServiceCenterSource = ServiceCenterDto | { _id: string; name: string };

/** A technician as a centre's list gives it, or as an order names it (with the order's centre). */
export type TechnicianSource = TechnicianDto | { _id: string; name: string; userId: string; isActive: boolean; serviceCenterId: string };

export const isServiceCenterDto = (center: ServiceCenterSource): center is ServiceCenterDto => 'isActive' in center;
export const isTechnicianDto = (technician: TechnicianSource): technician is TechnicianDto => 'user' in technician;

/** What happened to a service order (the API's kinds), or to the subscription's own connection. */
export type ServiceOrderChangeKindValue = 'CREATED' | 'UPDATED' | 'FINISHED' | 'ARCHIVED' | 'DELETED' | 'LIVE' | 'RECONNECTING';

/** A change to an order the viewer may read (the order as it is now, none once deleted), or a state change. */
export interface ServiceOrderChangeSource {
  kind: ServiceOrderChangeKindValue;
  orderId: string | null;
  serviceOrder: ServiceOrderDto | null;
}

export type ServiceOrderAttachmentDto = Schemas['ServiceOrderAttachment'];
export type ServiceOrderImageDto = Schemas['ServiceOrderImage'];
export type AttachmentKindValue = 'attachment' | ServiceOrderImageDto['kind'];

/** An order's file (attachment or image) with its order: its global id and URL name both. */
export type AttachmentSource = (ServiceOrderAttachmentDto | ServiceOrderImageDto) & { orderId: string; kind: AttachmentKindValue };
