import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useMutation } from 'react-relay';
import type { ResetServiceDialogMutation, SchedulingInput } from '../../../../__generated__/ResetServiceDialogMutation.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toaster } from '../../../components/toaster';
import { mutationErrorText } from './mutationErrorText';

type Props = {
  /** The AnalyticsDevice id. */
  deviceId: string;
  deviceName: string;
  serviceScheduleId: string;
  /** The card's window, so the reset device comes back with the numbers the card shows. */
  scheduling: SchedulingInput;
  onClose: () => void;
};

/** Confirms that service was done: the count since the last reset starts again from now. */
export function ResetServiceDialog({ deviceId, deviceName, serviceScheduleId, scheduling, onClose }: Props) {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<ResetServiceDialogMutation>(graphql`
    mutation ResetServiceDialogMutation($input: ResetServiceScheduleInput!, $scheduling: SchedulingInput!) {
      resetServiceSchedule(input: $input) {
        device {
          id
          ...DeviceCard_device @arguments(schedulingInput: $scheduling, scheduling: true)
          ...DeviceCardSchedule_device
        }
      }
    }
  `);

  const confirm = () =>
    commit({
      variables: { input: { deviceId, serviceScheduleId }, scheduling },
      onCompleted: () => {
        toaster.create({ type: 'success', title: t`Service reset`, description: deviceName, duration: 5000, closable: true });
        onClose();
      },
      onError: (error) => {
        toaster.create({ type: 'error', title: t`The service could not be reset`, description: mutationErrorText(error), duration: 5000, closable: true });
      },
    });

  return (
    <ConfirmDialog title={t`Reset service: ${deviceName}`} confirmLabel={<Trans>Reset service</Trans>} onConfirm={confirm} loading={isInFlight} onClose={onClose}>
      <Text>
        <Trans>Confirm that service was done. The count since the last reset starts again from now.</Trans>
      </Text>
    </ConfirmDialog>
  );
}
