import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { NotBuiltPage } from '../features/placeholder/NotBuiltPage';
import { guarded } from './guarded';
import { PageHandle } from './PageHandle';
import type { PageNode } from './PageNode';
import type { AccessRule } from './routeAccess';

/**
 * Turns page nodes into routes. Each node is a layout route carrying its `PageHandle` (so the
 * matched routes spell the breadcrumb), with the page itself as its index route behind the guard,
 * and the nodes under it as its other children. A page with no rule of its own or above is closed.
 */
export function pageRoutes(nodes: PageNode[], inherited: AccessRule = () => false): RouteObject[] {
  // An area comes later, whole, when its module has loaded (patchAreaRoutes).
  return nodes.filter((node) => !node.area).map((node) => {
    const access = node.access ?? inherited;
    const page: RouteObject = {
      index: true,
      loader: guarded(access, node.page?.loader),
      shouldRevalidate: node.page?.shouldRevalidate,
      errorElement: <RouteErrorPage />,
      ...(node.page?.lazy ? { lazy: node.page.lazy } : { element: <NotBuiltPage /> }),
    };
    return {
      path: node.path,
      handle: new PageHandle(node.title, access),
      children: [page, ...pageRoutes(node.children ?? [], access)],
    };
  });
}
