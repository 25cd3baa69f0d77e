import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { authStore } from '../features/auth/authStore';
import { getEnvironment } from '../relay/environmentHolder';
import { hasViewerAccess, loadViewerAccess } from './loadViewerAccess';
import { loginPath, unauthorizedPath } from './paths';
import type { AccessRule } from './routeAccess';

export type PageLoader = (args: LoaderFunctionArgs) => unknown;

/**
 * A shell page's loader: signed-out visitors go to sign-in (which brings them back afterwards),
 * viewers whose rules do not allow the page go to /unauthorized, and the rest get the page's own
 * loader. Checking here, before the page renders, means a forbidden page never shows half-working.
 */
export function guarded(access: AccessRule, loader?: PageLoader) {
  return async (args: LoaderFunctionArgs): Promise<unknown> => {
    const url = new URL(args.request.url);
    if (!authStore.get().isLoggedIn) throw redirect(loginPath(url.pathname + url.search));
    const environment = getEnvironment();
    const allow = async () => {
      const viewer = await loadViewerAccess(environment);
      if (!viewer) throw redirect(loginPath(url.pathname + url.search));
      if (!access(viewer, args.params)) throw redirect(unauthorizedPath());
    };

    if (hasViewerAccess(environment)) {
      await allow();
      return loader?.(args) ?? null;
    }
    // The first page of a visit: the rules arrive with the shell's query, which is on its way. The
    // page's data starts now rather than after it; should the page be forbidden, the query it
    // started is released with the other unused ones once the redirect has landed.
    const page = (async () => loader?.(args) ?? null)();
    page.catch(() => undefined);
    await allow();
    return page;
  };
}
