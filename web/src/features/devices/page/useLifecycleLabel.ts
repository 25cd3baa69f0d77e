import { useLingui } from '@lingui/react/macro';

type Lifecycle = string;

/** A lifecycle state (spec part 2 §4) in the user's language. */
export function useLifecycleLabel() {
  const { t } = useLingui();
  return (lifecycle: Lifecycle) => {
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
