import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { authStore } from '../features/auth/authStore';
import { setLanguage } from '../i18n/i18n';
import { Providers } from '../Providers';
import { setEnvironmentFactory } from '../relay/environmentHolder';
import { routerOptions, routes } from '../routes';
import { createMockEnvironment, type MockResolvers } from './createMockEnvironment';
import { makeToken } from './makeToken';

type Options = { path?: string; resolvers?: MockResolvers; signedIn?: boolean };

/** Renders the whole app (real routes, providers and Relay code) against a mocked schema. */
export function renderApp({ path = '/', resolvers = {}, signedIn = true }: Options = {}) {
  setEnvironmentFactory(() => ({ environment: createMockEnvironment(resolvers), dispose: () => undefined }));
  authStore.signOut();
  if (signedIn) authStore.signIn(makeToken(), { id: 'u1', userId: 'user-1', name: 'Ada Admin', email: 'admin@example.com' });
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}

/** Each test starts signed out, in Danish, with empty storage. */
export function resetApp() {
  authStore.signOut();
  authStore.flush();
  localStorage.clear();
  setLanguage('da');
}
