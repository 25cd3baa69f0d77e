import type { DroppedParam } from './parseSearchParams';

/** The values of parameter `name` that are not among `known` ids (a lookup list the page has loaded). */
export function idsNotAmong(params: URLSearchParams, name: string, known: Iterable<string>): DroppedParam[] {
  const ids = new Set(known);
  return params
    .getAll(name)
    .filter((value) => !ids.has(value))
    .map((value) => ({ name, value }));
}
