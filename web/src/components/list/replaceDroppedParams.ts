import { replace } from 'react-router-dom';
import { notifyDroppedParams } from './notifyDroppedParams';
import type { DroppedParam } from './parseSearchParams';

/**
 * For a route loader: when parts of the URL were dropped, says so in a toast and answers with a
 * redirect to the URL without them, replacing the history entry (Back does not return to the
 * broken link). Otherwise does nothing.
 */
export function replaceDroppedParams(url: URL, dropped: readonly DroppedParam[], params: URLSearchParams) {
  if (dropped.length === 0) return;
  notifyDroppedParams(dropped);
  const search = params.toString();
  throw replace(`${url.pathname}${search ? `?${search}` : ''}${url.hash}`);
}
