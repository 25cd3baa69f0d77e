import { createMemoryRouter } from 'react-router-dom';
import { authStore } from '../features/auth/authStore';
import { setEnvironmentFactory } from '../relay/environmentHolder';
import { routerOptions, routes } from '../routes';
import { createMockEnvironment, type MockResolvers } from '../test/createMockEnvironment';
import { makeToken } from '../test/makeToken';

/**
 * The app's real routes in a memory router over a mocked schema, without rendering: for tests of
 * what the loaders decide (guards, redirects, revalidation). `settle` waits until the router is at
 * rest (every loader and redirect done).
 */
export function createTestRouter({ path, resolvers = {}, signedIn = true }: { path: string; resolvers?: MockResolvers; signedIn?: boolean }) {
  setEnvironmentFactory(() => ({ environment: createMockEnvironment(resolvers), dispose: () => undefined }));
  authStore.signOut();
  if (signedIn) authStore.signIn(makeToken(), { id: 'u1', userId: 'user-1', name: 'Ada Admin', email: 'admin@example.com' });
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  const atRest = () => router.state.initialized && router.state.navigation.state === 'idle' && router.state.revalidation === 'idle';
  const settle = () =>
    new Promise<void>((resolve) => {
      if (atRest()) return resolve();
      const unsubscribe = router.subscribe(() => {
        if (!atRest()) return;
        unsubscribe();
        resolve();
      });
    });
  /** Navigates and waits until the router is at rest again. */
  const visit = async (to: string) => {
    await router.navigate(to);
    await settle();
  };
  return { router, settle, visit };
}
