import type { ServiceWizardStep } from '../../../../__generated__/ServiceWizardPageQuery.graphql';
import { serviceOrderWizardSteps, type ServiceOrderWizardStep } from '../../../routing/paths';

/** The wizard's steps in order, as the URL names them. */
export const wizardSteps = serviceOrderWizardSteps;
export type WizardStep = ServiceOrderWizardStep;

/** The URL's step ⇄ the order's saved step (the API's `information` is the URL's `info`). */
const apiSteps: Record<WizardStep, ServiceWizardStep> = {
  location: 'LOCATION',
  info: 'INFORMATION',
  'before-service': 'BEFORE_SERVICE',
  'device-service': 'DEVICE_SERVICE',
  replacement: 'REPLACEMENT',
  issue: 'ISSUE',
  'after-service': 'AFTER_SERVICE',
  'check-data': 'CHECK_DATA',
  finish: 'FINISH',
};

export const apiStepOf = (step: WizardStep): ServiceWizardStep => apiSteps[step];

/** The URL step of a saved step; `location` (the first) when none was saved or the API has a newer one. */
export function urlStepOf(saved: string | null | undefined): WizardStep {
  return wizardSteps.find((step) => apiSteps[step] === saved) ?? 'location';
}
