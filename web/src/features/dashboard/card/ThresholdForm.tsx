import { Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SchedulingInput, ThresholdFormMutation } from '../../../../__generated__/ThresholdFormMutation.graphql';
import { toaster } from '../../../components/toaster';
import { mutationErrorText } from './mutationErrorText';

type Props = {
  /** The AnalyticsDevice id. */
  deviceId: string;
  deviceName: string;
  /** The card's window, so the saved device comes back with the numbers the card shows. */
  scheduling: SchedulingInput;
  serviceTargetCount: number | null | undefined;
  notificationEmail: string | null | undefined;
  onClose: () => void;
};

/**
 * Sets a device's service target and who is e-mailed when it is reached. Negative numbers are
 * ignored while typing, and Apply waits for a target above 0 (spec part 1 §5); the server checks
 * the addresses, and its words show in a toast with the form still open.
 */
export function ThresholdForm({ deviceId, deviceName, scheduling, serviceTargetCount, notificationEmail, onClose }: Props) {
  const { t } = useLingui();
  const [target, setTarget] = useState(serviceTargetCount ? String(serviceTargetCount) : '');
  const [emails, setEmails] = useState(notificationEmail ?? '');
  const [commit, isInFlight] = useMutation<ThresholdFormMutation>(graphql`
    mutation ThresholdFormMutation($input: SetServiceScheduleInput!, $scheduling: SchedulingInput!) {
      setServiceSchedule(input: $input) {
        device {
          id
          ...DeviceCard_device @arguments(schedulingInput: $scheduling, scheduling: true)
          ...DeviceCardSchedule_device
        }
      }
    }
  `);
  const count = Number(target);
  const valid = target.trim() !== '' && Number.isInteger(count) && count > 0;

  const changeTarget = (value: string) => {
    // A minus sign or a negative number is dropped as it is typed: the field keeps its last value.
    if (value.includes('-') || (value !== '' && Number(value) < 0)) return;
    setTarget(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || isInFlight) return;
    commit({
      variables: { input: { deviceId, serviceTargetCount: count, notificationEmail: emails.trim() }, scheduling },
      onCompleted: () => {
        toaster.create({ type: 'success', title: t`Threshold set`, description: deviceName, duration: 5000, closable: true });
        onClose();
      },
      onError: (error) => {
        toaster.create({ type: 'error', title: t`The threshold could not be set`, description: mutationErrorText(error), duration: 5000, closable: true });
      },
    });
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title pe="8">{t`Set threshold: ${deviceName}`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Field.Root required>
                    <Field.Label>
                      <Trans>Service target (counted events)</Trans>
                    </Field.Label>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={target}
                      onChange={(e) => changeTarget(e.target.value)}
                    />
                    <Field.HelperText>
                      <Trans>Service is due when the count since the last reset reaches this number.</Trans>
                    </Field.HelperText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>
                      <Trans>Notification e-mails</Trans>
                    </Field.Label>
                    {/* Not type="email": browsers reject "a@x.dk; b@y.dk" there, and several addresses are the point. */}
                    <Input
                      type="text"
                      inputMode="email"
                      autoComplete="email"
                      value={emails}
                      onChange={(e) => setEmails(e.target.value)}
                      placeholder={t`name@company.dk; service@company.dk`}
                    />
                    <Field.HelperText>
                      <Trans>Separate several addresses with a semicolon.</Trans>
                    </Field.HelperText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" colorPalette="brand" disabled={!valid} loading={isInFlight}>
                  <Trans>Apply</Trans>
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Close`} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
