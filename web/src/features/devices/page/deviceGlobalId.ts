import { longGlobalId } from '../../../relay/longGlobalId';

/** The GraphQL id of a device from the REST id its URL carries (`/devices/{deviceId}`). */
export const deviceGlobalId = (restId: string): string => longGlobalId('Device', restId);
