import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { authStore } from './features/auth/authStore';
import { activatePseudoLocale, i18n, loadLanguage, storedLanguage } from './i18n/i18n';
import { Providers } from './Providers';
import { routerOptions, routes } from './routes';

const CHUNK_RELOAD_KEY = 'chunk_reload_at';

// The spec asks that no service worker keeps serving an old build.
void navigator.serviceWorker?.getRegistrations().then((registrations) => registrations.forEach((r) => void r.unregister()));

window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection', event.reason));
// The throttled auth write may still be pending when the tab closes.
window.addEventListener('pagehide', () => authStore.flush());

// A tab opened before a deploy asks for page chunks the server no longer has: load the new build
// instead of showing an error, at most once a minute so a truly missing file cannot loop.
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

function start() {
  const router = createBrowserRouter(routes, routerOptions);

  // Some data comes from the server in the user's language (device type names, error messages):
  // after a language switch the routes' loaders run again, so their queries refetch in the new one.
  i18n.on('change', () => void router.revalidate());

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).get('locale') === 'pseudo') void activatePseudoLocale();
}

// Only the shown language's catalog is downloaded, and before the first render, so no message id
// is ever on screen; the router starts after it too, as its loaders ask in that language.
loadLanguage(storedLanguage()).then(start, (error: unknown) => {
  console.error('The language catalog could not be loaded', error);
  // No catalog, so no translated text: say it in both languages.
  document.getElementById('root')!.textContent =
    'Siden kunne ikke indlæses. Tjek forbindelsen og genindlæs siden. — The page could not be loaded. Check the connection and reload the page.';
});
