import { useLingui } from '@lingui/react/macro';
import type { MarkerTone } from './mapPoints';

/** What each marker colour means, in the interface language: for the legend and screen readers. */
export function useMarkerToneLabels(): Record<MarkerTone, string> {
  const { t } = useLingui();
  return {
    error: t`Active with errors`,
    acknowledged: t`Acknowledged`,
    inService: t`In service`,
    ok: t`Resolved or no errors`,
    ignored: t`Ignored`,
  };
}
