import { z } from 'zod';
import type { schema } from '../../db/client.ts';

export const serviceScheduleSchema = z
  .object({
    _id: z.string(),
    serviceTargetCount: z.int(),
    notificationEmail: z.string().nullable().describe("One or more addresses separated by ';'"),
    totalCountSinceLastReset: z.number().describe('Events the counter counted since the last reset'),
    lastResetAt: z.int().describe('Unix seconds'),
  })
  .meta({ id: 'ServiceSchedule' });
export type ServiceScheduleDto = z.infer<typeof serviceScheduleSchema>;

export function toServiceScheduleDto(row: typeof schema.serviceSchedules.$inferSelect, total: number): ServiceScheduleDto {
  return {
    _id: row.id,
    serviceTargetCount: row.serviceTargetCount,
    notificationEmail: row.notificationEmail,
    totalCountSinceLastReset: total,
    lastResetAt: Math.floor(row.lastResetAt.getTime() / 1000),
  };
}
