import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSaveServiceDataMutation, UpdateServiceOrderInput } from '../../../../__generated__/useSaveServiceDataMutation.graphql';
import { toaster } from '../../../components/toaster';
import { refusalText } from '../serviceOrder/refusalText';

/**
 * Saves a step's service data on the order (solutions, replacement needed, cause, comment): resolves
 * true once saved; false after saying in a toast why not (the step stays, its answers kept).
 */
export function useSaveServiceData(orderId: string) {
  const { t } = useLingui();
  const [commit] = useMutation<useSaveServiceDataMutation>(graphql`
    mutation useSaveServiceDataMutation($input: UpdateServiceOrderInput!) {
      updateServiceOrder(input: $input) {
        serviceOrder {
          id
          replacementAllowed
          comment
          solutions {
            solutionId
            slug
            name
          }
          cause {
            causeId
            slug
            name
          }
        }
      }
    }
  `);
  return useCallback(
    (changes: Omit<UpdateServiceOrderInput, 'id'>) =>
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input: { id: orderId, ...changes } },
          onCompleted: () => resolve(true),
          onError: (error) => {
            toaster.create({ type: 'error', title: t`Your answers could not be saved`, description: refusalText(error), duration: 8000, closable: true });
            resolve(false);
          },
        });
      }),
    [commit, orderId, t],
  );
}
