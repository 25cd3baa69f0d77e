import { useLingui } from '@lingui/react/macro';

/** A device's lifecycle state (spec part 2 §4) in the user's language, in the orders area's catalog. */
export function useLifecycleWord() {
  const { t } = useLingui();
  return (lifecycle: string) => {
    switch (lifecycle) {
      case 'IN_STOCK':
        return t`In stock`;
      case 'INSTALLED':
        return t`Installed`;
      case 'TAKEN_DOWN':
        return t`Taken down`;
      default:
        return lifecycle;
    }
  };
}
