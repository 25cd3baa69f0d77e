import { z } from 'zod';

/**
 * An event on the `app_events` channel. `audience` says who may see it; the SSE route delivers an
 * event to a connection only when its user is in the audience.
 */
export const appEventSchema = z.object({
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  audience: z.object({
    userIds: z.array(z.string()).optional(),
    organizationIds: z.array(z.string()).optional(),
    /** Only users who may `manage all` (platform administrators). */
    admins: z.boolean().optional(),
  }),
});
export type AppEvent = z.infer<typeof appEventSchema>;

export const APP_EVENTS_CHANNEL = 'app_events';

/** The user's config, roles or notification read state changed: refetch the viewer. */
export function viewerChanged(userId: string): AppEvent {
  return { type: 'viewer.changed', data: { userId }, audience: { userIds: [userId] } };
}
