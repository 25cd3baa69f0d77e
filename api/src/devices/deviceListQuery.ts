import { z } from 'zod';
import { idListParam, pageParam, perPageParam } from '../monitoring/queryParams.ts';
import { type DeviceLifecycle, deviceLifecycles } from './deviceLifecycle.ts';
import { deviceSortParam } from './deviceSort.ts';

/** `?lifecycle=`: states, comma-separated or the parameter repeated. */
const lifecycleListParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value, ctx): DeviceLifecycle[] => {
    const states = (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean);
    const known = new Set<string>(deviceLifecycles);
    if (states.some((state) => !known.has(state))) {
      ctx.issues.push({ code: 'invalid_value', values: [...deviceLifecycles], input: value });
      return z.NEVER;
    }
    return deviceLifecycles.filter((state) => states.includes(state));
  })
  .optional()
  .describe('Lifecycle states (`in_stock`, `installed`, `taken_down`), comma-separated or the parameter repeated');

/** The filter, order and page of `GET /devices` and `GET /devices/lean`. */
export const deviceListQuerySchema = z.object({
  orgIds: idListParam('Owning organisations'),
  deviceTypeCategoryIds: idListParam('Device type categories'),
  deviceModelIds: idListParam('Device models'),
  ids: idListParam('Devices'),
  search: z.string().trim().max(200).optional().describe('Part of the name, network id or serial number, anywhere in it (any case)'),
  lifecycle: lifecycleListParam,
  deleted: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('`true`: only soft-deleted devices (read-only); absent or `false`: only live ones'),
  sort: deviceSortParam,
  page: pageParam,
  perPage: perPageParam(10000).describe('Items per page: 10, 20, 30, 50 or 100 for tables; up to 10000 for pickers and maps'),
});
