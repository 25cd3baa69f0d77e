import { t } from '@lingui/core/macro';
import { afterNavigation } from '../../routing/afterNavigation';
import { toaster } from '../toaster';
import type { DroppedParam } from './parseSearchParams';

/** How much of a dropped value the toast shows: enough to recognise it, not a wall of text. */
const SHOWN_LENGTH = 40;

/**
 * Tells the user, in their language, which parts of the link were left out and why the page still
 * works — once the page is there (a loader calls this before it is).
 */
export function notifyDroppedParams(dropped: readonly DroppedParam[]) {
  if (dropped.length === 0) return;
  const shown = dropped
    .map(({ name, value }) => `${name}=${value.length > SHOWN_LENGTH ? `${value.slice(0, SHOWN_LENGTH)}…` : value}`)
    .join(', ');
  const title = t`Part of the link was not valid`;
  const description = t`It was left out, and the page shows what the rest asks for: ${shown}`;
  afterNavigation(() => toaster.create({ type: 'warning', title, description, duration: 8000, closable: true }));
}
