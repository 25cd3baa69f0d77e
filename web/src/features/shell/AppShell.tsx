import { Box, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, useMutation, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { fetchQuery } from 'relay-runtime';
import type { AppShellLogoutMutation } from '../../../__generated__/AppShellLogoutMutation.graphql';
import type { AppShellQuery as AppShellQueryType } from '../../../__generated__/AppShellQuery.graphql';
import { PageSkeleton } from '../../components/PageSkeleton';
import { i18n, setLanguage } from '../../i18n/i18n';
import { isLanguage } from '../../i18n/languages';
import { pageTrail } from '../../routing/pageTrail';
import { loginPath, unauthorizedPath } from '../../routing/paths';
import { readViewerAccess } from '../../routing/readViewerAccess';
import { loadLazyRecipes } from '../../theme/system';
import { ViewerAccessContext } from '../../routing/ViewerAccessContext';
import { authStore } from '../auth/authStore';
import { useAuth } from '../auth/useAuth';
import { ReleaseBanner } from './ReleaseBanner';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { useSaveLanguage } from './useSaveLanguage';
import { useViewerChanged } from './useViewerChanged';

// Phones only, and only once opened: the drawer's dialog machinery stays out of the first load.
const NavigationDrawer = lazy(() =>
  Promise.all([import('./NavigationDrawer'), loadLazyRecipes()]).then(([module]) => ({ default: module.NavigationDrawer })),
);

export const AppShellQuery = graphql`
  query AppShellQuery {
    viewer {
      config {
        language
      }
      ...readViewerAccessFragment
      ...TopBarFragment
      ...SidebarFragment
      ...ReleaseBannerFragment
    }
  }
`;

/** Logout waits this long before leaving, so the user sees the click register (spec part 1 §9). */
const LOGOUT_REDIRECT_MS = 300;

/** The id of the page's main region, which the skip link moves to. */
const MAIN_ID = 'main-content';

/** The signed-in frame: release banner, top bar, sidebar (a drawer on phones) and the page. */
export function AppShell({ queryRef }: { queryRef: PreloadedQuery<AppShellQueryType> }) {
  const { viewer } = usePreloadedQuery<AppShellQueryType>(AppShellQuery, queryRef);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const { isLoggedIn } = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = useCallback(() => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  }, []);
  // Set by the logout button: the sign-out that follows is not an ended session.
  const [loggingOut, setLoggingOut] = useState(false);
  const saveLanguage = useSaveLanguage();
  const [commitLogout] = useMutation<AppShellLogoutMutation>(graphql`
    mutation AppShellLogoutMutation {
      logout {
        ok
      }
    }
  `);

  useViewerChanged(AppShellQuery);

  // Also refetch when the window regains focus, in case the socket missed something while asleep.
  useEffect(() => {
    const refetch = () =>
      fetchQuery(environment, AppShellQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
        error: (error: unknown) => console.warn('viewer refetch failed', error),
      });
    window.addEventListener('focus', refetch);
    return () => window.removeEventListener('focus', refetch);
  }, [environment]);

  // The route guards checked the page on the way in; rules that change while it is open (a role
  // taken away, through viewerChanged) are checked here, with the same rule.
  const access = useMemo(() => (viewer ? readViewerAccess(viewer) : null), [viewer]);
  const page = pageTrail(matches).at(-1);
  const allowed = !access || !page || page.handle.access(access, page.params);

  // After sign-in the language stored in the user's settings applies.
  const savedLanguage = viewer?.config.language;
  const serverLanguage = isLanguage(savedLanguage) ? savedLanguage : undefined;
  useEffect(() => {
    if (serverLanguage && serverLanguage !== i18n.locale) setLanguage(serverLanguage);
  }, [serverLanguage]);

  // The session ended elsewhere (token rejected): go to sign-in and come back here afterwards.
  const sessionEnded = (!isLoggedIn || !viewer) && !loggingOut;
  useEffect(() => {
    if (sessionEnded && authStore.get().isLoggedIn) authStore.signOut();
  }, [sessionEnded]);

  const logout = useCallback(() => {
    setLoggingOut(true);
    const finish = () => {
      authStore.signOut();
      setTimeout(() => navigate(loginPath(), { replace: true }), LOGOUT_REDIRECT_MS);
    };
    // A failed logout call must not keep the user signed in here.
    commitLogout({ variables: {}, onCompleted: finish, onError: finish });
  }, [commitLogout, navigate]);

  if (sessionEnded) {
    const from = location.pathname + location.search;
    return <Navigate to={loginPath(from)} replace />;
  }
  if (!viewer) return null;

  return (
    <ViewerAccessContext.Provider value={access}>
      <Flex direction="column" minH="100dvh" bg="bg.canvas">
        <SkipLink targetId={MAIN_ID} />
        <ReleaseBanner viewer={viewer} />
        <TopBar viewer={viewer} onOpenNavigation={openDrawer} onLanguageChange={saveLanguage} onLogout={logout} />
        <Flex flex="1" align="stretch">
          <Box
            as="aside"
            display={{ base: 'none', md: 'block' }}
            w="60"
            flexShrink={0}
            bg="bg"
            borderRightWidth="1px"
            px="3"
            py="4"
          >
            <Box position="sticky" top="18">
              <Sidebar viewer={viewer} />
            </Box>
          </Box>
          <Box
            as="main"
            id={MAIN_ID}
            // Focusable by script only, so that the skip link can move focus here.
            tabIndex={-1}
            outline="none"
            flex="1"
            minW="0"
            px={{ base: '4', md: '8' }}
            py={{ base: '5', md: '8' }}
            maxW="7xl"
          >
            <Suspense fallback={<PageSkeleton />}>{allowed ? <Outlet /> : <Navigate to={unauthorizedPath()} replace />}</Suspense>
          </Box>
        </Flex>
        {drawerUsed && (
          <Suspense fallback={null}>
            <NavigationDrawer viewer={viewer} open={drawerOpen} onOpenChange={setDrawerOpen} />
          </Suspense>
        )}
      </Flex>
    </ViewerAccessContext.Provider>
  );
}
