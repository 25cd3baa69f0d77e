import { useState } from 'react';

type State<T> = {
  /** The applied filter's key the draft was last synced with. */
  basedOn: string;
  draft: T;
  /** The key of the draft last submitted, until the applied filter reaches it. */
  submitted?: string;
};

/**
 * The filter a user is editing before applying it. It starts as the applied filter and follows it
 * when that changes from elsewhere (Clear, Back, a link); `dirty` says there is something to apply.
 * Filters are compared by `keyOf` (e.g. their URL form), so equal filters built apart are equal.
 *
 * Apply through `submit`: the applied filter arrives a moment later (a navigation), and what the
 * user typed in that moment is kept rather than overwritten by the filter they had just applied.
 */
export function useFilterDraft<T>(applied: T, keyOf: (value: T) => string) {
  const appliedKey = keyOf(applied);
  const [state, setState] = useState<State<T>>({ basedOn: appliedKey, draft: applied });
  let draft = state.draft;
  if (state.basedOn !== appliedKey) {
    // Adjusting state while rendering (not in an effect): the new filter shows in this very render.
    // The router lands the filter in a transition, which React may render before a keystroke made
    // meanwhile and then replay the keystroke's update before this one: so this update is a
    // function of the state it lands on, never a copy of what this render saw.
    const follow = (current: State<T>): State<T> =>
      current.basedOn === appliedKey
        ? current
        : current.submitted === appliedKey
          ? { basedOn: appliedKey, draft: current.draft }
          : { basedOn: appliedKey, draft: applied };
    draft = follow(state).draft;
    setState(follow);
  }
  const setDraft = (next: T | ((current: T) => T)) =>
    setState((current) => ({ ...current, draft: typeof next === 'function' ? (next as (current: T) => T)(current.draft) : next }));
  const reset = () => setState({ basedOn: appliedKey, draft: applied });
  /** The draft to apply now; the draft stays the user's while that reaches the applied filter. */
  const submit = (): T => {
    setState((current) => ({ ...current, submitted: keyOf(draft) }));
    return draft;
  };
  return { draft, setDraft, dirty: keyOf(draft) !== appliedKey, reset, submit };
}
