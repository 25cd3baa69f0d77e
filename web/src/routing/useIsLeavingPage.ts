import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';

/**
 * Whether a navigation to another page is under way (its loaders running), read from the router
 * itself when asked, not from the last render: a change of the current page's URL made now (a
 * list's search applied after its pause) would start a navigation of its own and cancel that one,
 * taking the user back to the page they were leaving. Always false outside a data router.
 */
export function useIsLeavingPage(): () => boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback(() => {
    if (!router) return false;
    const { navigation, location } = router.state;
    return navigation.state !== 'idle' && navigation.location !== undefined && navigation.location.pathname !== location.pathname;
  }, [router]);
}
