import { useContext } from 'react';
import { ViewerAccessContext } from '../../../routing/ViewerAccessContext';
import type { AppAbility } from '../../shell/buildAbility';

/**
 * The signed-in viewer's ability, to decide what a tab offers (the API checks every write on its
 * own). Null outside the shell, where nothing may be changed.
 */
export function useViewerAbility(): AppAbility | null {
  return useContext(ViewerAccessContext)?.ability ?? null;
}
