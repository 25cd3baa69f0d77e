import type { CreateToasterReturn } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { loadLazyRecipes } from '../theme/system';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];
type ToastModule = typeof import('./ToastOutlet');

let toastModule: ToastModule | undefined;
let loading: Promise<ToastModule> | undefined;
const waiting: ((store: CreateToasterReturn) => void)[] = [];
let created = 0;

/**
 * Chakra's toast machinery (its store, state machine and the outlet, ~6 kB gzip) loads right after
 * the first render instead of with it; toasts asked for meanwhile show once it is there.
 */
function loadToasts(): Promise<ToastModule> {
  loading ??= Promise.all([import('./ToastOutlet'), loadLazyRecipes()]).then(
    ([module]) => {
      toastModule = module;
      for (const action of waiting.splice(0)) action(module.toastStore);
      return module;
    },
    (error: unknown) => {
      loading = undefined; // the next toast tries again
      throw error;
    },
  );
  return loading;
}

function withStore(action: (store: CreateToasterReturn) => void) {
  if (toastModule) return action(toastModule.toastStore);
  waiting.push(action);
  // After a deploy the old chunks are gone: main.tsx reloads the page on vite:preloadError.
  loadToasts().catch((error: unknown) => console.error('The toasts could not be loaded', error));
}

/** Shows, updates and closes toasts, in the order asked, whether or not the outlet has loaded yet. */
export const toaster = {
  /** Returns the toast's id (for `update` and `dismiss`) at once. */
  create(options: ToastOptions): string {
    const id = options.id ?? `toast-${(created += 1)}`;
    withStore((store) => store.create({ ...options, id }));
    return id;
  },
  update(id: string, options: ToastOptions): void {
    withStore((store) => store.update(id, options));
  },
  dismiss(id?: string): void {
    withStore((store) => store.dismiss(id));
  },
  remove(id?: string): void {
    withStore((store) => store.remove(id));
  },
};

/** Where toasts render; mounted once at the root. Its code loads after the first render. */
export function Toaster() {
  const [Outlet, setOutlet] = useState(() => toastModule?.ToastOutlet);
  useEffect(() => {
    if (Outlet) return;
    let live = true;
    loadToasts().then(
      (module) => {
        if (live) setOutlet(() => module.ToastOutlet);
      },
      (error: unknown) => console.error('The toasts could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [Outlet]);
  return Outlet ? <Outlet /> : null;
}
