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
    /** Every signed-in user (a published release). */
    everyone: z.boolean().optional(),
    /** Only users who may `manage all` (platform administrators). */
    admins: z.boolean().optional(),
    /**
     * Users who may read the devices of these organisations (`read Device`), however they got it:
     * members, and technicians through the organisations their service centres serve.
     */
    deviceReadersOf: z.array(z.string()).optional(),
    /** Users who may read a service order of this owner and these centres (serviceOrders/serviceOrderScope.ts). */
    serviceOrderReadersOf: z.object({ ownerId: z.string(), serviceCenterIds: z.array(z.string()) }).optional(),
    /** Users who may read an installation order of this owner and these centres (installationOrders/installationOrderScope.ts). */
    installationOrderReadersOf: z.object({ ownerId: z.string(), serviceCenterIds: z.array(z.string()) }).optional(),
  }),
});
export type AppEvent = z.infer<typeof appEventSchema>;

export const APP_EVENTS_CHANNEL = 'app_events';

/** The user's config, roles or notification read state changed: refetch the viewer. */
export function viewerChanged(userId: string): AppEvent {
  return { id: randomUUID(), type: VIEWER_CHANGED, data: { userId }, audience: { userIds: [userId] } };
}

/**
 * Sessions that ended (a logout: the one token; a password reset, a deactivation, or any change of
 * what the user may read: all of the user's — the last two raised by the database's triggers,
 * drizzle/0010_session_scope_triggers.sql). Not a client event: every api instance ends the matching
 * streams, so whoever reads them (the gateway) reconnects, and is refused or gets the new scope.
 */
export const SESSION_ENDED = 'session.ended';

export const sessionEndedSchema = z.object({
  type: z.literal(SESSION_ENDED),
  userId: z.string(),
  /** Only the streams opened with this token (its `jti`); absent: all of the user's. */
  jti: z.string().optional(),
});
export type SessionEnded = z.infer<typeof sessionEndedSchema>;

export function sessionEnded(userId: string, jti?: string): SessionEnded {
  return jti === undefined ? { type: SESSION_ENDED, userId } : { type: SESSION_ENDED, userId, jti };
}
