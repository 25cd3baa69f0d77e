import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useMutation } from 'react-relay';
import type { RemoveTargetDialogMutation, SchedulingInput } from '../../../../__generated__/RemoveTargetDialogMutation.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toaster } from '../../../components/toaster';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { mutationErrorText } from './mutationErrorText';

type Props = {
  /** The AnalyticsDevice id. */
  deviceId: string;
  deviceName: string;
  serviceScheduleId: string;
  serviceTargetCount: number;
  /** The card's window, so the device comes back with the numbers the card shows. */
  scheduling: SchedulingInput;
  onClose: () => void;
};

/**
 * Confirms removing a device's service target (a wrong one, or one no longer wanted): no e-mail
 * goes out for it any more. The device keeps counting; a new target can be set at any time.
 */
export function RemoveTargetDialog({ deviceId, deviceName, serviceScheduleId, serviceTargetCount, scheduling, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [commit, isInFlight] = useMutation<RemoveTargetDialogMutation>(graphql`
    mutation RemoveTargetDialogMutation($input: DeleteServiceScheduleInput!, $scheduling: SchedulingInput!) {
      deleteServiceSchedule(input: $input) {
        deletedServiceScheduleId @deleteRecord
        device {
          id
          ...DeviceCard_device @arguments(schedulingInput: $scheduling, scheduling: true)
          ...DeviceCardSchedule_device
        }
      }
    }
  `);
  const target = formatNumber(i18n, serviceTargetCount);

  const confirm = () =>
    commit({
      variables: { input: { deviceId, serviceScheduleId }, scheduling },
      onCompleted: () => {
        toaster.create({ type: 'success', title: t`Target removed`, description: deviceName, duration: 5000, closable: true });
        onClose();
      },
      onError: (error) => {
        toaster.create({ type: 'error', title: t`The target could not be removed`, description: mutationErrorText(error), duration: 5000, closable: true });
      },
    });

  return (
    <ConfirmDialog title={t`Remove target: ${deviceName}`} confirmLabel={<Trans>Remove target</Trans>} onConfirm={confirm} loading={isInFlight} onClose={onClose}>
      <Text>
        <Trans>
          The service target of {target} and its e-mail addresses are removed, and no e-mail goes out for it. The device keeps
          counting, and you can set a new target at any time.
        </Trans>
      </Text>
    </ConfirmDialog>
  );
}
