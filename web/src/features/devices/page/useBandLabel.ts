import { useLingui } from '@lingui/react/macro';

type Band = string;

/** A signal band (spec part 2 §9) in the user's language. */
export function useBandLabel() {
  const { t } = useLingui();
  return (band: Band) => {
    switch (band.toLowerCase()) {
      case 'excellent':
        return t`Excellent`;
      case 'good':
        return t`Good`;
      case 'weak':
        return t`Weak`;
      default:
        return t`Bad`;
    }
  };
}
