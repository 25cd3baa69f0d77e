import { z } from 'zod';

/**
 * A mutation input's global id of one of the dashboard's types, parsed into its parts; anything
 * else is a field error (`validation.globalId`) naming the type expected.
 */
export const globalIdOf = <T>(type: 'AnalyticsDevice' | 'ServiceSchedule', parse: (id: string) => T | null) =>
  z.string().transform((id, ctx) => {
    const parts = parse(id);
    if (!parts) ctx.addIssue({ code: 'custom', message: 'validation.globalId', params: { type } });
    return parts!;
  });
