import type { GraphQLError } from 'graphql';
import type { EventSourceMessage } from 'eventsource-parser';

/**
 * What a subscription of the event hub receives, in order:
 * - `live`: from now on every event of the subscription's types reaches it. Sent first, again after
 *   the upstream stream was lost and reopened, and when the subscriber fell too far behind: events
 *   may have been missed before it, so a client refetches what it shows.
 * - `reconnecting`: the upstream stream was lost; events may be missed until the next `live`.
 * - `event`: one event of the API's stream, of one of the subscription's types.
 * - `error`: the API refused the session (signed out, token expired or revoked); nothing follows.
 */
export type HubMessage =
  | { kind: 'live' }
  | { kind: 'reconnecting' }
  | { kind: 'event'; event: EventSourceMessage & { event: string } }
  | { kind: 'error'; error: GraphQLError };
