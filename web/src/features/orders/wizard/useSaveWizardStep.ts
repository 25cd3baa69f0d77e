import { useEffect, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ServiceWizardStep } from '../../../../__generated__/ServiceWizardPageQuery.graphql';
import type { useSaveWizardStepMutation } from '../../../../__generated__/useSaveWizardStepMutation.graphql';
import { isGraphQLRequestError } from '../../../relay/GraphQLRequestError';
import { apiStepOf, type WizardStep } from './wizardSteps';

/**
 * Saves the step on the order whenever the wizard shows another one, so another phone resumes
 * there (saving the first step of a new order starts it). A failure is logged only (spec part 2
 * §8: wizard-step calls) and does not hold the technician up — except the API's refusal of the
 * viewer (not the order's technician): returned, for the wizard to say so.
 */
export function useSaveWizardStep(orderId: string | null, step: WizardStep, saved: ServiceWizardStep | null): string | null {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [commit] = useMutation<useSaveWizardStepMutation>(graphql`
    mutation useSaveWizardStepMutation($input: UpdateServiceOrderInput!) {
      updateServiceOrder(input: $input) {
        serviceOrder {
          id
          activeWizardStep
          startedAt
          status {
            slug
            name
          }
        }
      }
    }
  `);
  const wanted = apiStepOf(step);
  useEffect(() => {
    if (!orderId || saved === wanted) return;
    commit({
      variables: { input: { id: orderId, activeWizardStep: wanted } },
      onCompleted: () => setRefusal(null),
      onError: (error) => {
        console.error('The wizard step could not be saved', error);
        const forbidden = isGraphQLRequestError(error) ? error.errors.find((entry) => entry.extensions?.code === 'FORBIDDEN') : undefined;
        if (forbidden) setRefusal(forbidden.message);
      },
    });
    // Only a new step (or order) saves: the saved step catching up must not save again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, wanted, commit]);
  return refusal;
}
