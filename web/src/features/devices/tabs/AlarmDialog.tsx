import { Button, Checkbox, CloseButton, Dialog, Field, Grid, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AlarmDialogCreateMutation } from '../../../../__generated__/AlarmDialogCreateMutation.graphql';
import type { AlarmDialogUpdateMutation } from '../../../../__generated__/AlarmDialogUpdateMutation.graphql';
import { toaster } from '../../../components/toaster';
import { isGraphQLRequestError } from '../../../relay/GraphQLRequestError';
import { mutationErrorText } from '../../dashboard/card/mutationErrorText';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { alarmAggregations, alarmOperators, alarmValues, operatorSymbols, validateAlarm, type AlarmField, type AlarmValues } from './alarmForm';
import { aggregationText } from './alarmText';

export type AlarmUnit = { readonly slug: string; readonly name: string; readonly unit: string };
export type EditedAlarm = Parameters<typeof alarmValues>[0] & { readonly id: string };

type Props = {
  deviceId: string;
  units: readonly AlarmUnit[];
  /** The alarm to change; a new one when absent. */
  alarm?: EditedAlarm | null;
  /** The alarm list's connection, which a new alarm joins. */
  connectionId: string;
  onClose: () => void;
};

const hours = Array.from({ length: 25 }, (_, hour) => hour);
const fieldNames: AlarmField[] = ['unitSlug', 'operator', 'value', 'aggregation', 'evaluationFrequency', 'notifyFromHour', 'notifyToHour', 'emails'];

/**
 * Creates or changes an alarm (spec part 2 §3): the unit of the model's data model it watches, the
 * operator and value, each reading or an aggregate over the evaluation window, the hours e-mails go
 * out and who gets them (`;`-separated, each address checked, spec §5).
 */
export function AlarmDialog({ deviceId, units, alarm, connectionId, onClose }: Props) {
  const { t, i18n } = useLingui();
  const label = useLookupLabel();
  const [values, setValues] = useState<AlarmValues>(() => alarmValues(alarm ?? null, units[0]?.slug ?? ''));
  const [errors, setErrors] = useState<Partial<Record<AlarmField, string>>>({});
  const [create, creating] = useMutation<AlarmDialogCreateMutation>(graphql`
    mutation AlarmDialogCreateMutation($input: CreateAlarmInput!, $connections: [ID!]!) {
      createAlarm(input: $input) {
        alarm @appendNode(connections: $connections, edgeTypeName: "AlarmEdge") {
          id
          ...DeviceAlarmsTab_alarm
        }
      }
    }
  `);
  const [update, updating] = useMutation<AlarmDialogUpdateMutation>(graphql`
    mutation AlarmDialogUpdateMutation($input: UpdateAlarmInput!) {
      updateAlarm(input: $input) {
        alarm {
          id
          ...DeviceAlarmsTab_alarm
        }
      }
    }
  `);
  const saving = creating || updating;

  const set = <K extends keyof AlarmValues>(name: K, value: AlarmValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const failed = (error: Error) => {
    // The server's reasons go beside their fields (`input.notificationEmails` → the e-mails).
    if (isGraphQLRequestError(error)) {
      const byField: Partial<Record<AlarmField, string>> = {};
      for (const [path, message] of Object.entries(error.fieldErrors)) {
        const key = path.split('.').find((part) => (fieldNames as string[]).includes(part) || part === 'notificationEmails');
        if (key) byField[key === 'notificationEmails' ? 'emails' : (key as AlarmField)] = message;
      }
      if (Object.keys(byField).length > 0) return setErrors(byField);
    }
    toaster.create({ type: 'error', title: t`The alarm could not be saved`, description: mutationErrorText(error), duration: 8000, closable: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const { input, errors: found } = validateAlarm(
      values,
      units.map((u) => u.slug),
    );
    setErrors(found);
    if (!input) return;
    const done = () => {
      toaster.create({ type: 'success', title: alarm ? t`Alarm saved` : t`Alarm created`, duration: 4000, closable: true });
      onClose();
    };
    if (alarm) update({ variables: { input: { id: alarm.id, ...input } }, onCompleted: done, onError: failed });
    else create({ variables: { input: { deviceId, ...input }, connections: [connectionId] }, onCompleted: done, onError: failed });
  };

  const field = (name: AlarmField, title: string, control: ReactNode, helper?: string) => (
    <Field.Root invalid={!!errors[name]} required={name === 'unitSlug' || name === 'value'}>
      <Field.Label>{title}</Field.Label>
      {control}
      {errors[name] ? <Field.ErrorText>{errors[name]}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
  const select = (name: keyof AlarmValues, options: { value: string; label: string }[]) => (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={String(values[name])} onChange={(e) => set(name, e.target.value as never)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title pe="8">{alarm ? t`Edit alarm` : t`New alarm`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {field(
                    'unitSlug',
                    t`Measurement`,
                    select(
                      'unitSlug',
                      units.map((unit) => ({ value: unit.slug, label: unit.unit ? `${label('unit', unit)} (${unit.unit})` : label('unit', unit) })),
                    ),
                  )}
                  <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="4">
                    {field(
                      'operator',
                      t`Condition`,
                      select(
                        'operator',
                        alarmOperators.map((operator) => ({ value: operator, label: operatorSymbols[operator] })),
                      ),
                    )}
                    {field('value', t`Value`, <Input name="value" inputMode="decimal" autoComplete="off" value={values.value} onChange={(e) => set('value', e.target.value)} />)}
                  </Grid>
                  <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                    {field(
                      'aggregation',
                      t`Compare`,
                      select('aggregation', [
                        { value: '', label: t`Each reading` },
                        ...alarmAggregations.map((aggregation) => ({ value: aggregation, label: aggregationText(i18n, aggregation) })),
                      ]),
                    )}
                    {field(
                      'evaluationFrequency',
                      t`Evaluation window (minutes)`,
                      <Input
                        name="evaluationFrequency"
                        inputMode="numeric"
                        autoComplete="off"
                        value={values.evaluationFrequency}
                        onChange={(e) => set('evaluationFrequency', e.target.value)}
                      />,
                      t`The minutes an average, minimum, maximum or total covers.`,
                    )}
                  </Grid>
                  <Grid templateColumns="1fr 1fr" gap="4">
                    {field(
                      'notifyFromHour',
                      t`Notify from`,
                      select(
                        'notifyFromHour',
                        hours.slice(0, 24).map((hour) => ({ value: String(hour), label: hourText(hour) })),
                      ),
                    )}
                    {field(
                      'notifyToHour',
                      t`Notify until`,
                      select(
                        'notifyToHour',
                        hours.slice(1).map((hour) => ({ value: String(hour), label: hourText(hour) })),
                      ),
                      t`Danish time. An earlier hour than "from" runs overnight.`,
                    )}
                  </Grid>
                  {field(
                    'emails',
                    t`E-mails`,
                    // Not type="email": browsers refuse "a@x.dk; b@y.dk" there, and several addresses are the point.
                    <Input
                      name="emails"
                      type="text"
                      inputMode="email"
                      autoComplete="off"
                      placeholder={t`name@company.dk; service@company.dk`}
                      value={values.emails}
                      onChange={(e) => set('emails', e.target.value)}
                    />,
                    t`Separate several addresses with a semicolon. Empty: the trip is recorded and shown, nobody is e-mailed.`,
                  )}
                  <Checkbox.Root checked={values.isActive} onCheckedChange={(e) => set('isActive', e.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <Trans>Active: judge every new reading</Trans>
                    </Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving}>
                  {alarm ? <Trans>Save alarm</Trans> : <Trans>Create alarm</Trans>}
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
