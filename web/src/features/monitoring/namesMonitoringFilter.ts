/** The search parameters of /monitoring that name a filter (`all`: the user chose none). */
const FILTER_PARAMS = ['all', 'owner', 'device', 'type', 'package', 'error', 'status', 'errorFrom', 'errorTo', 'seenFrom', 'seenTo'];

/**
 * Whether a /monitoring URL names a filter; without one the loader applies the defaults. A check of
 * names only, light enough for the router's `shouldRevalidate` in the first bundle: the loader,
 * loaded with the page, reads and checks the values.
 */
export function namesMonitoringFilter(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((name) => params.has(name));
}
