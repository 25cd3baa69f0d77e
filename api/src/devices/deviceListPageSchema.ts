import { pagedSchema } from '../schemas/common.ts';
import { deviceListItemSchema } from './deviceListItemSchema.ts';

/** A page of devices in the lean list shape (`GET /devices`, `GET /organizations/{id}/devices`). */
export const deviceListPageSchema = pagedSchema(deviceListItemSchema).meta({ id: 'DeviceListPage' });
