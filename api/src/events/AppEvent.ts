import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { VIEWER_CHANGED } from './eventTypes.ts';

/**
 * An event on the `app_events` channel. `audience` says who may see it; the SSE route delivers an
 * event to a connection only when its user is in the audience.
 */
export const appEventSchema = z.object({
  /**
   * Unique per event, the same on every api instance: the stream sends it as the SSE `id`, so a
   * client that briefly reads two streams (while it changes the types it asks for) can drop repeats.
   */
  id: z.string(),
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
  return { id: randomUUID(), type: VIEWER_CHANGED, data: { userId }, audience: { userIds: [userId] } };
}
