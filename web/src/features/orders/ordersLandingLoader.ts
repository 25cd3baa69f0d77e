import { redirect } from 'react-router-dom';
import { getEnvironment } from '../../relay/environmentHolder';
import { loadViewerAccess } from '../../routing/loadViewerAccess';
import { serviceOrdersPath } from '../../routing/paths';
import { ordersTabList } from './ordersTabList';

/**
 * /orders itself: the service-orders tab, or the first area the viewer may open when that one is
 * not theirs (the route's own rule has already let them in).
 */
export async function ordersLandingLoader(): Promise<never> {
  const viewer = await loadViewerAccess(getEnvironment());
  const preferred = ordersTabList.find((tab) => tab.id === 'service-orders')!;
  const tab = viewer && !preferred.access(viewer, {}) ? ordersTabList.find((candidate) => candidate.access(viewer, {})) : undefined;
  throw redirect(tab?.path ?? serviceOrdersPath());
}
