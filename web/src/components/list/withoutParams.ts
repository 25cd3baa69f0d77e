import type { DroppedParam } from './parseSearchParams';

/** `params` without the given name/value pairs (each pair once, wherever it is). */
export function withoutParams(params: URLSearchParams, dropped: readonly DroppedParam[]): URLSearchParams {
  const drop = new Set(dropped.map(({ name, value }) => `${name}\u0000${value}`));
  return new URLSearchParams([...params].filter(([name, value]) => !drop.has(`${name}\u0000${value}`)));
}
