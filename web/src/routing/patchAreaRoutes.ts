import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { pageRoutes } from './pageRoutes';
import type { PageNode } from './PageNode';

/** The id of the shell's route, under which the areas' routes are added. */
export const shellRouteId = 'shell';

/**
 * Adds an area's routes the first time a visit goes under its path (React Router calls this for a
 * path that only the shell's catch-all matches, or that matches a route with a parameter): the
 * area's module is downloaded then, so that the route definitions of areas a visit never opens
 * (their loaders, their page imports) stay out of the first load.
 */
export function patchAreaRoutes(nodes: PageNode[]): PatchRoutesOnNavigationFunction {
  return async ({ path, matches, patch }) => {
    const first = path.split('/').find(Boolean);
    const node = nodes.find((candidate) => candidate.area && candidate.path === first);
    // Its routes are in this router already when one of them matched.
    if (!node?.area || matches.some((match) => match.route.path === node.path)) return;
    const pages = await node.area();
    patch(shellRouteId, pageRoutes([{ ...node, ...pages, area: undefined }]));
  };
}

/**
 * `routes` with every area's routes in place, as a router has them once each area was visited: for
 * tests that match paths against the whole tree without navigating.
 */
export async function withEveryArea(routes: RouteObject[], nodes: PageNode[]): Promise<RouteObject[]> {
  const areas = await Promise.all(
    nodes.filter((node) => node.area).map(async (node) => pageRoutes([{ ...node, ...(await node.area!()), area: undefined }])),
  );
  const place = (list: RouteObject[]): RouteObject[] =>
    list.map((route): RouteObject => {
      if (route.index) return route;
      if (route.id === shellRouteId) return { ...route, children: [...(route.children ?? []), ...areas.flat()] };
      return route.children ? { ...route, children: place(route.children) } : route;
    });
  return place(routes);
}
