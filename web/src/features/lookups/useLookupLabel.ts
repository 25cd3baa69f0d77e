import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { lookupLabel, type LookupItem, type LookupKind } from './lookupLabel';

/** `lookupLabel` bound to the active language; a new function after each language switch, so memos redo. */
export function useLookupLabel(): (kind: LookupKind, item: LookupItem) => string {
  // `_` is rebound whenever the language changes, unlike the shared `i18n` object.
  const { i18n, _ } = useLingui();
  return useCallback((kind, item) => lookupLabel(i18n, kind, item), [i18n, _]); // eslint-disable-line react-hooks/exhaustive-deps
}
