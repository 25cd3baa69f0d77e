import { Badge } from '@chakra-ui/react';
import { useLookupLabel } from '../../lookups/useLookupLabel';

const palettes: Record<string, string> = {
  sos_new: 'blue',
  sos_in_progress: 'orange',
  sos_completed: 'green',
  sos_failed: 'red',
  sos_archived: 'gray',
};

/** A service order's status as a badge, worded in the user's language from its slug. */
export function ServiceOrderStatusBadge({ status }: { status: { readonly slug: string; readonly name: string } }) {
  const label = useLookupLabel();
  return (
    <Badge size="sm" variant="subtle" colorPalette={palettes[status.slug] ?? 'gray'} whiteSpace="nowrap">
      {label('serviceOrderStatus', status)}
    </Badge>
  );
}

/** Statuses whose orders are done with: their due date is no longer a deadline. */
export const closedStatuses: ReadonlySet<string> = new Set(['sos_completed', 'sos_failed', 'sos_archived']);
