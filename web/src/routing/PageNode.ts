import type { RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import type { PageLoader } from './guarded';
import type { PageTitle } from './PageHandle';
import type { AccessRule } from './routeAccess';

/**
 * One page of the shell and the pages under it, as the route tree is written down in
 * `shellPages.tsx`. Every path of spec part 1 §2 has a node, so that none ends on a 404.
 */
export type PageNode = {
  /** The path below the parent's (`:deviceId`, `edit`, `install/:deviceId`). */
  path: string;
  title: PageTitle;
  /** Who may open it and everything under it; without one, the parent's rule applies. */
  access?: AccessRule;
  /**
   * The built page: its code (with `lazyPage`), its loader (run only for those the rule allows) and
   * when it reloads. Without `lazy`, the page is the "not built yet" one.
   */
  page?: {
    loader?: PageLoader;
    lazy?: RouteObject['lazy'];
    shouldRevalidate?: ShouldRevalidateFunction;
  };
  children?: PageNode[];
  /**
   * An area whose pages (`page` and `children`) come in a module of their own, downloaded on the
   * first visit under its path (`patchAreaRoutes`), so that its route definitions stay out of the
   * first load. Only for the shell's top-level nodes; the node's own title and rule stay here, for
   * the sidebar and for a visit that the area's pages do not match.
   */
  area?: () => Promise<AreaPages>;
};

/** What an area's module adds to its node: the page at its path and the pages under it. */
export type AreaPages = Pick<PageNode, 'page' | 'children'>;
