import { useState } from 'react';

/**
 * The filter a user is editing before applying it. It starts as the applied filter and follows it
 * when that changes from elsewhere (Clear, Back, a link); `dirty` says there is something to apply.
 * Filters are compared by `keyOf` (e.g. their URL form), so equal filters built apart are equal.
 */
export function useFilterDraft<T>(applied: T, keyOf: (value: T) => string) {
  const appliedKey = keyOf(applied);
  const [state, setState] = useState({ basedOn: appliedKey, draft: applied });
  let draft = state.draft;
  if (state.basedOn !== appliedKey) {
    // Adjusting state while rendering (not in an effect): the new filter shows in this very render.
    draft = applied;
    setState({ basedOn: appliedKey, draft: applied });
  }
  const setDraft = (next: T | ((current: T) => T)) =>
    setState((current) => ({ ...current, draft: typeof next === 'function' ? (next as (current: T) => T)(current.draft) : next }));
  const reset = () => setState({ basedOn: appliedKey, draft: applied });
  return { draft, setDraft, dirty: keyOf(draft) !== appliedKey, reset };
}
