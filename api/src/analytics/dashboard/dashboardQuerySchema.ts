import { z } from 'zod';
import { idListParam } from '../../monitoring/queryParams.ts';
import type { DashboardSectionsRequest } from './dashboardSections.ts';

/**
 * The optional narrowing and paging of an organisation's dashboard (trends and service-schedules
 * organisation calls). Without any of them the answer is the whole dashboard, as before.
 */
export const dashboardQuerySchema = z.object({
  deviceTypeCategoryIds: idListParam('Only devices of these device type categories'),
  deviceModelIds: idListParam('Only devices of these models'),
  deviceIds: idListParam('Only these devices (an empty value: none)'),
  counters: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('`true`: only devices whose model counts events (service schedules apply)'),
  groupId: z
    .union([z.guid(), z.literal('none')])
    .optional()
    .describe('Only this group (404 when the organisation has no such group), or `none`: only the devices in no group'),
  page: z.coerce.number().int().min(1).default(1).describe('With `perPage`: the page of each section, from 1'),
  perPage: z.coerce.number().int().min(1).max(100).optional().describe('Devices per section (at most 100); absent: every device'),
});

/** What the repository reads for a parsed query. */
export function dashboardRequestOf(query: z.infer<typeof dashboardQuerySchema>): DashboardSectionsRequest {
  return {
    filter: {
      deviceTypeCategoryIds: query.deviceTypeCategoryIds,
      deviceModelIds: query.deviceModelIds,
      deviceIds: query.deviceIds,
      counters: query.counters,
    },
    section: query.groupId === undefined ? 'all' : query.groupId === 'none' ? 'ungrouped' : { groupId: query.groupId },
    perPage: query.perPage ?? null,
    page: query.page,
  };
}
