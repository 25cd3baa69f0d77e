import type { Params, UIMatch } from 'react-router-dom';
import { PageHandle } from './PageHandle';

export type PageTrailItem = { handle: PageHandle; pathname: string; params: Params };

/** The shell pages along the matched routes, outermost first: `/devices/7/edit` → devices, device, edit. */
export function pageTrail(matches: readonly UIMatch[]): PageTrailItem[] {
  return matches.flatMap((match) => (match.handle instanceof PageHandle ? [{ handle: match.handle, pathname: match.pathname, params: match.params }] : []));
}
