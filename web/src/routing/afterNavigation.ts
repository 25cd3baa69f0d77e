/**
 * What a loader wants shown once the page it leads to is there — a toast that a link was partly
 * left out, say. Shown at once, its timer ran while a slow page was still loading, and on a busy
 * phone it was gone before the page appeared. The root layout runs these when the router is at rest.
 */
const pending: (() => void)[] = [];

export function afterNavigation(action: () => void): void {
  pending.push(action);
}

/** Runs (once) what loaders left for the end of the navigation; the root layout calls it at rest. */
export function runAfterNavigation(): void {
  for (const action of pending.splice(0)) action();
}
