import { subject } from '@casl/ability';
import { Alert, Badge, Box, Button, Field, Grid, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, useTransition, type FormEvent } from 'react';
import { RefreshCwIcon } from 'lucide-react';
import { graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import type { DeviceDownlinkTab_config$key } from '../../../../__generated__/DeviceDownlinkTab_config.graphql';
import type { DeviceDownlinkTabFragment$key } from '../../../../__generated__/DeviceDownlinkTabFragment.graphql';
import DeviceDownlinkTabRefetchQueryNode, { type DeviceDownlinkTabRefetchQuery } from '../../../../__generated__/DeviceDownlinkTabRefetchQuery.graphql';
import type { DeviceDownlinkTabSaveMutation } from '../../../../__generated__/DeviceDownlinkTabSaveMutation.graphql';
import { toaster } from '../../../components/toaster';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { isGraphQLRequestError } from '../../../relay/GraphQLRequestError';
import { mutationErrorText } from '../../dashboard/card/mutationErrorText';
import { downlinkValues, validateDownlink, type DownlinkField, type DownlinkValues } from './downlinkForm';
import type { AppAbility } from '../../shell/buildAbility';
import { useViewerAbility } from './useViewerAbility';
import { useViewerUtcOffset } from './useViewerUtcOffset';

type Props = {
  deviceRef: DeviceDownlinkTabFragment$key;
  /** A deleted device's configuration can be read, not changed (spec part 2 §5). */
  deleted: boolean;
};

/** How often the tab asks again while the device has not applied what was asked: soon after a save, then calmly. */
export const POLL_AFTER_SAVE_MS = 3000;
export const POLL_WAITING_MS = 30_000;
const FAST_POLL_FOR_MS = 2 * 60_000;

/**
 * Whether a viewer gets the Downlink tab (spec part 2 §6): only for devices whose model has an MQTT
 * broker number, and only when the viewer may update the owner's downlink configurations.
 */
export function showsDownlinkTab(
  ability: AppAbility | null,
  device: { downlinkSupported: boolean; ownerId: string },
): boolean {
  return device.downlinkSupported && !!ability?.can('update', subject('DownlinkConfig', { ownerId: device.ownerId }));
}

/**
 * The device's downlink (spec part 2 §6): the five settings with the §5 minimums, saved and published
 * to the device over MQTT; what was asked beside what the device reports having applied, with its
 * time and message count; "in sync" or "waiting for the device", refreshed until the device reports.
 */
export function DeviceDownlinkTab({ deviceRef, deleted }: Props) {
  const device = useFragment(
    graphql`
      fragment DeviceDownlinkTabFragment on Device @refetchable(queryName: "DeviceDownlinkTabRefetchQuery") {
        id
        name
        downlinkSupported
        owner {
          organizationId
        }
        downlinkConfig {
          ...DeviceDownlinkTab_config
        }
      }
    `,
    deviceRef,
  );
  const ability = useViewerAbility();
  if (!device.downlinkSupported || !device.downlinkConfig) {
    return (
      <Alert.Root status="info" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>This device's model takes no downlink configuration.</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }
  // The page lists the tab only for those who may change it; a link straight to it says why not.
  if (!showsDownlinkTab(ability, { downlinkSupported: true, ownerId: device.owner.organizationId })) {
    return (
      <Alert.Root status="info" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>You may not change this device's downlink configuration. The Applied configuration tab shows what it applies.</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }
  return <DownlinkConfigView configRef={device.downlinkConfig} deviceId={device.id} deviceName={device.name} deleted={deleted} />;
}

type ViewProps = { configRef: DeviceDownlinkTab_config$key; deviceId: string; deviceName: string; deleted: boolean };

function DownlinkConfigView({ configRef, deviceId, deviceName, deleted: deviceDeleted }: ViewProps) {
  const { t, i18n } = useLingui();
  const utcOffset = useViewerUtcOffset();
  const environment = useRelayEnvironment();
  const config = useFragment(
    graphql`
      fragment DeviceDownlinkTab_config on DownlinkConfig {
        brokerNumber
        topic
        deleted
        inSync
        requested {
          settings {
            miAbove
            xtiAbove
            th
            miUnder
            xtiUnder
          }
          updatedAt
          updatedByName
        }
        applied {
          measurementInterval
          measurementsPerTransmission
          threshold
          aboveThreshold
          messageCount
          time
        }
      }
    `,
    configRef,
  );
  const deleted = deviceDeleted || config.deleted;
  const requested = config.requested;
  const applied = config.applied;
  const [values, setValues] = useState<DownlinkValues>(() => downlinkValues(requested?.settings));
  const [errors, setErrors] = useState<Partial<Record<DownlinkField, string>>>({});
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [checking, startChecking] = useTransition();
  const [commit, saving] = useMutation<DeviceDownlinkTabSaveMutation>(graphql`
    mutation DeviceDownlinkTabSaveMutation($input: SaveDownlinkConfigInput!) {
      saveDownlinkConfig(input: $input) {
        delivery
        device {
          id
          downlinkConfig {
            ...DeviceDownlinkTab_config
          }
        }
      }
    }
  `);

  // The device reports what it applied with its next reading, which raises no event: ask again
  // while it has not, often right after a save (a connected device answers in seconds), then calmly.
  const waiting = !!requested && !config.inSync && !deleted;
  useEffect(() => {
    if (!waiting) return;
    const fast = savedAt !== null && Date.now() - savedAt < FAST_POLL_FOR_MS;
    const timer = setInterval(
      () => {
        if (document.visibilityState === 'hidden') return;
        fetchQuery<DeviceDownlinkTabRefetchQuery>(environment, DeviceDownlinkTabRefetchQueryNode, { id: deviceId }, { fetchPolicy: 'network-only' }).subscribe({
          error: (error: unknown) => console.warn('downlink refresh failed', error),
        });
      },
      fast ? POLL_AFTER_SAVE_MS : POLL_WAITING_MS,
    );
    // Past the fast period the effect runs again with the calm interval.
    const slowDown = fast ? setTimeout(() => setSavedAt((at) => (at === savedAt ? null : at)), FAST_POLL_FOR_MS - (Date.now() - savedAt)) : undefined;
    return () => {
      clearInterval(timer);
      clearTimeout(slowDown);
    };
  }, [waiting, savedAt, environment, deviceId]);

  const checkNow = () =>
    startChecking(async () => {
      await new Promise<void>((resolve) =>
        fetchQuery<DeviceDownlinkTabRefetchQuery>(environment, DeviceDownlinkTabRefetchQueryNode, { id: deviceId }, { fetchPolicy: 'network-only' }).subscribe({
          complete: resolve,
          error: (error: unknown) => {
            toaster.create({ type: 'error', title: t`The downlink configuration could not be loaded`, description: mutationErrorText(error), duration: 5000, closable: true });
            resolve();
          },
        }),
      );
    });

  const change = (field: DownlinkField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (deleted || saving) return;
    const { settings, errors: found } = validateDownlink(values);
    setErrors(found);
    if (!settings) return;
    commit({
      variables: { input: { deviceId, ...settings } },
      onCompleted: (response) => {
        setSavedAt(Date.now());
        setValues(downlinkValues(settings));
        const queued = response.saveDownlinkConfig.delivery === 'QUEUED';
        toaster.create({
          type: queued ? 'warning' : 'success',
          title: t`Downlink configuration saved`,
          description: queued
            ? t`The broker could not be reached just now; it is sent to ${deviceName} as soon as it is.`
            : t`Sent to ${deviceName}. It applies it with its next reading.`,
          duration: 5000,
          closable: true,
        });
      },
      onError: (error) => {
        // The server's field errors go beside their fields; anything else in a toast.
        if (isGraphQLRequestError(error)) {
          const byField: Partial<Record<DownlinkField, string>> = {};
          for (const [path, message] of Object.entries(error.fieldErrors)) {
            const field = (['miAbove', 'xtiAbove', 'th', 'miUnder', 'xtiUnder'] as const).find((name) => path.split('.').includes(name));
            if (field) byField[field] = message;
          }
          if (Object.keys(byField).length > 0) {
            setErrors(byField);
            return;
          }
        }
        toaster.create({ type: 'error', title: t`The downlink configuration could not be saved`, description: mutationErrorText(error), duration: 8000, closable: true });
      },
    });
  };

  const dash = '—';
  const minutes = (value: number | null | undefined) => (value === null || value === undefined ? dash : formatNumber(i18n, value, t`min`));
  const count = (value: number | null | undefined) => (value === null || value === undefined ? dash : formatNumber(i18n, value));
  const threshold = (value: number | null | undefined) => (value === null || value === undefined ? t`None` : formatNumber(i18n, value));
  const above = applied?.aboveThreshold;
  const appliedSide = above === true ? t`The settings at or above the threshold` : above === false ? t`The settings below the threshold` : null;
  const reportedAfterSave = !!requested && !!applied?.time && Date.parse(applied.time) >= Date.parse(requested.updatedAt);

  const requestedMiAbove = minutes(requested?.settings.miAbove);
  const requestedMiUnder = minutes(requested?.settings.miUnder);
  const requestedXtiAbove = count(requested?.settings.xtiAbove);
  const requestedXtiUnder = count(requested?.settings.xtiUnder);
  const savedWhen = requested ? formatDateTime(i18n, requested.updatedAt, utcOffset) : '';
  const savedBy = requested?.updatedByName ?? '';
  const reportedAt = applied?.time ? formatDateTime(i18n, applied.time, utcOffset) : null;
  const { brokerNumber, topic } = config;
  let status: { palette: string; label: string; detail: string };
  if (config.inSync) status = { palette: 'green', label: t`In sync`, detail: t`The device applies the requested configuration.` };
  else if (!requested) status = { palette: 'gray', label: t`Nothing requested`, detail: t`No configuration has been saved for this device yet.` };
  else if (reportedAfterSave)
    status = { palette: 'red', label: t`Differs`, detail: t`The device reported after the last save, but applies other settings than requested.` };
  else status = { palette: 'orange', label: t`Waiting for the device`, detail: t`Sent; the device applies it with its next reading.` };

  const field = (name: DownlinkField, label: string, helper: string, options: { decimal?: boolean } = {}) => (
    <Field.Root invalid={!!errors[name]} disabled={deleted} required={name !== 'th'}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        value={values[name]}
        onChange={(e) => change(name, e.target.value)}
        inputMode={options.decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
      />
      {errors[name] ? <Field.ErrorText>{errors[name]}</Field.ErrorText> : <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );

  return (
    <Stack gap="6">
      <Box borderWidth="1px" borderRadius="l3" p="4">
        <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
          <HStack gap="3" wrap="wrap">
            <Text as="h2" fontWeight="semibold" textStyle="lg">
              <Trans>Requested and applied</Trans>
            </Text>
            <Badge colorPalette={status.palette} size="lg" data-testid="downlink-status">
              {status.label}
            </Badge>
          </HStack>
          <Button size="sm" variant="outline" onClick={checkNow} loading={checking}>
            <RefreshCwIcon aria-hidden />
            <Trans>Check now</Trans>
          </Button>
        </HStack>
        <Text color="fg.muted" textStyle="sm" mb="3" aria-live="polite">
          {status.detail}
        </Text>
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label={t`Requested and applied configuration`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Setting</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Requested</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Applied</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              <Table.Row>
                <Table.Cell>
                  <Trans>Threshold</Trans>
                </Table.Cell>
                <Table.Cell>{requested ? threshold(requested.settings.th) : dash}</Table.Cell>
                <Table.Cell>{applied ? threshold(applied.threshold) : dash}</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell>
                  <Trans>Measurement interval</Trans>
                </Table.Cell>
                <Table.Cell>
                  {requested ? (
                    <Trans>
                      {requestedMiAbove} at or above, {requestedMiUnder} below
                    </Trans>
                  ) : (
                    dash
                  )}
                </Table.Cell>
                <Table.Cell>{applied ? minutes(applied.measurementInterval) : dash}</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell>
                  <Trans>Measurements per transmission</Trans>
                </Table.Cell>
                <Table.Cell>
                  {requested ? (
                    <Trans>
                      {requestedXtiAbove} at or above, {requestedXtiUnder} below
                    </Trans>
                  ) : (
                    dash
                  )}
                </Table.Cell>
                <Table.Cell>{applied ? count(applied.measurementsPerTransmission) : dash}</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell>
                  <Trans>Settings in force</Trans>
                </Table.Cell>
                <Table.Cell>{dash}</Table.Cell>
                <Table.Cell>{appliedSide ?? dash}</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell>
                  <Trans>When</Trans>
                </Table.Cell>
                <Table.Cell>
                  {requested
                    ? requested.updatedByName
                      ? t`Saved ${savedWhen} by ${savedBy}`
                      : t`Saved ${savedWhen}`
                    : dash}
                </Table.Cell>
                <Table.Cell>{reportedAt ? t`Reported ${reportedAt}` : t`Not reported yet`}</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell>
                  <Trans>Message count</Trans>
                </Table.Cell>
                <Table.Cell>{dash}</Table.Cell>
                <Table.Cell>{applied ? count(applied.messageCount) : dash}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>

      <Box asChild borderWidth="1px" borderRadius="l3" p="4">
        <form onSubmit={submit} noValidate aria-label={t`Downlink configuration`}>
        <Stack gap="4">
          <Stack gap="1">
            <Text as="h2" fontWeight="semibold" textStyle="lg">
              <Trans>Change the configuration</Trans>
            </Text>
            <Text color="fg.muted" textStyle="sm">
              <Trans>
                Saved settings are published to the device over MQTT (broker {brokerNumber}, topic {topic}). Under the threshold the
                device uses the settings below it, at or above the threshold the others.
              </Trans>
            </Text>
          </Stack>
          {deleted && (
            <Alert.Root status="warning" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Title>
                <Trans>The device is deleted: its configuration can no longer be changed.</Trans>
              </Alert.Title>
            </Alert.Root>
          )}
          {field('th', t`Threshold`, t`In the unit of the device's main reading. Empty: no threshold.`, { decimal: true })}
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {field('miUnder', t`Measurement interval below the threshold (minutes)`, t`At least 1.`)}
            {field('xtiUnder', t`Measurements per transmission below the threshold`, t`At least 1.`)}
            {field('miAbove', t`Measurement interval at or above the threshold (minutes)`, t`At least 1.`)}
            {field('xtiAbove', t`Measurements per transmission at or above the threshold`, t`At least 1.`)}
          </Grid>
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={saving} disabled={deleted}>
              <Trans>Save and send</Trans>
            </Button>
          </HStack>
        </Stack>
        </form>
      </Box>
    </Stack>
  );
}
