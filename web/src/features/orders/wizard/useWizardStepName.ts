import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { WizardStep } from './wizardSteps';

/** The steps' names as the wizard's header and step list show them. */
export function useWizardStepName(): (step: WizardStep) => string {
  const { t } = useLingui();
  return useCallback(
    (step: WizardStep) =>
      ({
        location: t`Location`,
        info: t`Information`,
        'before-service': t`Before service`,
        'device-service': t`Service`,
        replacement: t`Replacement`,
        issue: t`Cause`,
        'after-service': t`After service`,
        'check-data': t`Check data`,
        finish: t`Finish`,
      })[step],
    [t],
  );
}
