import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useMutation } from 'react-relay';
import type { RemoveTargetDialogMutation, SchedulingInput } from '../../../../__generated__/RemoveTargetDialogMutation.graphql';
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
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && onClose()} size={{ base: 'xs', md: 'sm' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title pe="8">{t`Remove target: ${deviceName}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                <Trans>
                  The service target of {target} and its e-mail addresses are removed, and no e-mail goes out for it. The device keeps
                  counting, and you can set a new target at any time.
                </Trans>
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={isInFlight}>
                <Trans>Remove target</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
