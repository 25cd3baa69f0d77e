import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { authStore } from './features/auth/authStore';
import { activatePseudoLocale, setLanguage, storedLanguage } from './i18n/i18n';
import { Providers } from './Providers';
import { routes } from './routes';

// The spec asks that no service worker keeps serving an old build.
void navigator.serviceWorker?.getRegistrations().then((registrations) => registrations.forEach((r) => void r.unregister()));

window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection', event.reason));
// The throttled auth write may still be pending when the tab closes.
window.addEventListener('pagehide', () => authStore.flush());

setLanguage(storedLanguage());
if (import.meta.env.DEV && new URLSearchParams(window.location.search).get('locale') === 'pseudo') void activatePseudoLocale();

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
