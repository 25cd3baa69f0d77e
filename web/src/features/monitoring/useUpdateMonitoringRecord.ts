import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateMonitoringRecordMutation } from '../../../__generated__/useUpdateMonitoringRecordMutation.graphql';
import { toaster } from '../../components/toaster';
import { describeError } from '../../relay/describeError';

type Callbacks = {
  onCompleted?: () => void;
  /** Handles a failure itself (e.g. keeps the user's text and says why); without it, a toast says so. */
  onError?: (error: Error) => void;
};

/**
 * Saves a record's status or notes. The change shows at once (an optimistic update on the record,
 * which Relay rolls back by itself if the save fails); a failure is the caller's to show, or a toast.
 */
export function useUpdateMonitoringRecord() {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<useUpdateMonitoringRecordMutation>(graphql`
    mutation useUpdateMonitoringRecordMutation($input: UpdateMonitoringRecordInput!) {
      updateMonitoringRecord(input: $input) {
        monitoringRecord {
          id
          notes
          updatedAt
          status {
            id
          }
        }
      }
    }
  `);

  const update = useCallback(
    (id: string, change: { statusId?: string; notes?: string }, callbacks: Callbacks = {}) =>
      commit({
        variables: { input: { id, ...change } },
        optimisticUpdater: (store) => {
          const record = store.get(id);
          if (!record) return;
          if (change.notes !== undefined) record.setValue(change.notes || null, 'notes');
          const status = change.statusId ? store.get(change.statusId) : null;
          if (status) record.setLinkedRecord(status, 'status');
        },
        onCompleted: () => callbacks.onCompleted?.(),
        onError: (error) => {
          if (callbacks.onError) return callbacks.onError(error);
          toaster.create({ type: 'error', title: t`The change could not be saved`, description: describeError(error), duration: 5000, closable: true });
        },
      }),
    [commit, t],
  );
  return [update, isInFlight] as const;
}
