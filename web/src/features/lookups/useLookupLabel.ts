import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { lookupLabel, type LookupItem, type LookupKind } from './lookupLabel';

/** `lookupLabel` bound to the active language; a new function after each language switch, so memos redo. */
export function useLookupLabel(): (kind: LookupKind, item: LookupItem) => string {
  // `_` is rebound whenever the language changes, unlike the shared `i18n` object: translating
  // through it gives a new function exactly when the labels change.
  const { _ } = useLingui();
  return useCallback((kind, item) => lookupLabel({ _ }, kind, item), [_]);
}
