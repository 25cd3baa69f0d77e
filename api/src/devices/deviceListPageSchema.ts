import { pagedSchema } from '../schemas/common.ts';
import { deviceListItemSchema } from './deviceListItemSchema.ts';
import { deviceLeanItemSchema } from './deviceSchema.ts';

/** A page of devices in the lean list shape (`GET /devices`, `GET /organizations/{id}/devices`). */
export const deviceListPageSchema = pagedSchema(deviceListItemSchema).meta({ id: 'DeviceListPage' });

/** A page of devices for maps and pickers (`GET /devices/lean`). */
export const deviceLeanPageSchema = pagedSchema(deviceLeanItemSchema).meta({ id: 'DeviceLeanPage' });
