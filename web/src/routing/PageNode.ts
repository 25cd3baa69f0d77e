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
};
