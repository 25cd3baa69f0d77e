import { subject } from '@casl/ability';
import { Badge, Box, Button, EmptyState, HStack, IconButton, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useTransition } from 'react';
import { BellOffIcon, BellPlusIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { graphql, requestSubscription, useFragment, useMutation, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import type { DeviceAlarmsTab_alarm$key } from '../../../../__generated__/DeviceAlarmsTab_alarm.graphql';
import type { DeviceAlarmsTabDeleteMutation } from '../../../../__generated__/DeviceAlarmsTabDeleteMutation.graphql';
import type { DeviceAlarmsTabRefetchQuery } from '../../../../__generated__/DeviceAlarmsTabRefetchQuery.graphql';
import type { DeviceAlarmsTabFragment$key } from '../../../../__generated__/DeviceAlarmsTabFragment.graphql';
import type { DeviceAlarmsTabTrippedSubscription } from '../../../../__generated__/DeviceAlarmsTabTrippedSubscription.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Pagination } from '../../../components/list/Pagination';
import { toaster } from '../../../components/toaster';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { mutationErrorText } from '../../dashboard/card/mutationErrorText';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { AlarmDialog, type AlarmUnit, type EditedAlarm } from './AlarmDialog';
import { operatorSymbols, type AlarmOperator } from './alarmForm';
import { aggregationText, hoursText } from './alarmText';
import { useViewerAbility } from './useViewerAbility';
import { useViewerUtcOffset } from './useViewerUtcOffset';

type Props = {
  deviceRef: DeviceAlarmsTabFragment$key;
  /** A deleted device's alarms can be read, not changed. */
  deleted: boolean;
};

/** The API keeps at most 50 alarms a device: one page shows them all. */
const ALARMS_SHOWN = 50;
export const TRIPS_PER_PAGE = 10;

/**
 * A device's alarms (spec part 2 §3; the `/alerts` route): each with its condition, notification
 * hours, e-mails and whether it is tripped now; create, change and delete for those who may; the
 * history of trips below. A new trip shows at once, with a toast (the `alarmTripped` subscription).
 */
export function DeviceAlarmsTab({ deviceRef, deleted }: Props) {
  const { t, i18n } = useLingui();
  const label = useLookupLabel();
  const utcOffset = useViewerUtcOffset();
  const ability = useViewerAbility();
  const environment = useRelayEnvironment();
  const [data, refetch] = useRefetchableFragment<DeviceAlarmsTabRefetchQuery, DeviceAlarmsTabFragment$key>(
    graphql`
      fragment DeviceAlarmsTabFragment on Device
      @refetchable(queryName: "DeviceAlarmsTabRefetchQuery")
      @argumentDefinitions(
        alarmsFirst: { type: "Int", defaultValue: 50 }
        alarmsAfter: { type: "String" }
        tripsFirst: { type: "Int", defaultValue: 10 }
        tripsAfter: { type: "String" }
      ) {
        id
        name
        owner {
          organizationId
        }
        deviceModel {
          dataModel {
            slug
            name
            unit
          }
        }
        alarms(first: $alarmsFirst, after: $alarmsAfter) @connection(key: "DeviceAlarmsTab_alarms") {
          __id
          totalCount
          edges {
            node {
              id
              ...DeviceAlarmsTab_alarm
            }
          }
        }
        alarmTrips(first: $tripsFirst, after: $tripsAfter) {
          totalCount
          edges {
            node {
              tripId
              unitSlug
              operator
              threshold
              aggregation
              trippedAt
              readingValue
              clearedAt
              notificationStatus
              notifiedAt
            }
          }
          pageCursors {
            ...PaginationFragment
          }
        }
      }
    `,
    deviceRef,
  );
  const [dialog, setDialog] = useState<{ kind: 'edit'; alarm: EditedAlarm | null } | { kind: 'delete'; id: string; text: string } | null>(null);
  const [paging, startPaging] = useTransition();
  const tripsAfter = useRef<string | null>(null);
  const ownerId = data.owner.organizationId;
  const can = (action: string) => !deleted && !!ability?.can(action, subject('Alarm', { ownerId }));
  const units = data.deviceModel.dataModel;
  const unitOf = (slug: string): AlarmUnit => units.find((u) => u.slug === slug) ?? { slug, name: slug, unit: '' };
  const conditionText = (unitSlug: string, operator: string, value: number, aggregation: string | null | undefined, minutes?: number) => {
    const unit = unitOf(unitSlug);
    const unitName = label('unit', unit);
    const how = aggregation ? aggregationText(i18n, aggregation) : '';
    const span = minutes ?? 0;
    const what = aggregation ? t`${how} of ${unitName} over ${span} min` : unitName;
    return `${what} ${operatorSymbols[operator as AlarmOperator] ?? operator} ${formatNumber(i18n, value, unit.unit || null)}`;
  };

  const refreshTrips = () =>
    startPaging(() => {
      refetch({ tripsAfter: tripsAfter.current }, { fetchPolicy: 'network-only' });
    });
  const refreshRef = useRef(refreshTrips);
  useEffect(() => {
    refreshRef.current = refreshTrips;
  });

  // A trip arrives live: its alarm's state updates in the store by id, the history is asked again,
  // and a toast says what happened (spec: "see the trip live").
  useEffect(() => {
    let reconnected = false;
    const subscription = requestSubscription<DeviceAlarmsTabTrippedSubscription>(environment, {
      subscription: graphql`
        subscription DeviceAlarmsTabTrippedSubscription($deviceId: ID!) {
          alarmTripped(deviceId: $deviceId) {
            kind
            alarm {
              id
              ...DeviceAlarmsTab_alarm
            }
            trip {
              unitSlug
              operator
              threshold
              aggregation
              readingValue
            }
          }
        }
      `,
      variables: { deviceId: data.id },
      onNext: (response) => {
        const event = response?.alarmTripped;
        if (!event) return;
        if (event.kind === 'RECONNECTING') reconnected = true;
        // Trips may have been missed while reconnecting: ask again once live.
        if (event.kind === 'LIVE' && reconnected) refreshRef.current();
        if (event.kind !== 'TRIPPED' || !event.trip) return;
        refreshRef.current();
        const trip = event.trip;
        const deviceName = data.name;
        const condition = conditionText(trip.unitSlug, trip.operator, trip.threshold, trip.aggregation);
        const reading = formatNumber(i18n, trip.readingValue);
        toaster.create({
          type: 'warning',
          title: t`Alarm tripped on ${deviceName}`,
          description: t`${condition} — reading ${reading}`,
          duration: 10_000,
          closable: true,
        });
      },
      onError: (error) => console.warn('alarmTripped', error),
    });
    return () => subscription.dispose();
    // The toast's words are read when an event comes; the subscription is for this device only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [environment, data.id]);

  const [remove, removing] = useMutation<DeviceAlarmsTabDeleteMutation>(graphql`
    mutation DeviceAlarmsTabDeleteMutation($input: DeleteAlarmInput!, $connections: [ID!]!) {
      deleteAlarm(input: $input) {
        # Out of the list (the list's edges would otherwise point at a removed record).
        deletedAlarmId @deleteEdge(connections: $connections)
      }
    }
  `);
  const confirmDelete = (id: string) =>
    remove({
      variables: { input: { id }, connections: [data.alarms.__id] },
      onCompleted: () => {
        setDialog(null);
        toaster.create({ type: 'success', title: t`Alarm deleted`, duration: 4000, closable: true });
      },
      onError: (error) => {
        toaster.create({ type: 'error', title: t`The alarm could not be deleted`, description: mutationErrorText(error), duration: 8000, closable: true });
      },
    });

  const alarms = data.alarms.edges.map((edge) => edge.node);
  const trips = data.alarmTrips;

  const deletedText = dialog?.kind === 'delete' ? dialog.text : null;
  return (
    <Stack gap="6">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text as="h2" fontWeight="semibold" textStyle="lg">
            <Trans>Alarms</Trans>
          </Text>
          {can('create') && units.length > 0 && alarms.length < ALARMS_SHOWN && (
            <Button size="sm" colorPalette="brand" onClick={() => setDialog({ kind: 'edit', alarm: null })}>
              <BellPlusIcon aria-hidden />
              <Trans>New alarm</Trans>
            </Button>
          )}
        </HStack>
        {alarms.length === 0 ? (
          <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l3">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <BellOffIcon />
              </EmptyState.Indicator>
              <Stack textAlign="center" gap="1">
                <EmptyState.Title>
                  <Trans>No alarms</Trans>
                </EmptyState.Title>
                <EmptyState.Description>
                  {units.length === 0 ? (
                    <Trans>The device's model measures nothing an alarm could watch.</Trans>
                  ) : (
                    <Trans>An alarm watches one measurement and e-mails when a reading crosses its value.</Trans>
                  )}
                </EmptyState.Description>
              </Stack>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Alarms`}>
            {alarms.map((alarm) => (
              <AlarmItem
                key={alarm.id}
                alarmRef={alarm}
                utcOffset={utcOffset}
                conditionText={conditionText}
                canUpdate={can('update')}
                canDelete={can('delete')}
                onEdit={(edited) => setDialog({ kind: 'edit', alarm: edited })}
                onDelete={(id, text) => setDialog({ kind: 'delete', id, text })}
              />
            ))}
          </Stack>
        )}
      </Stack>

      <Stack gap="3">
        <Text as="h2" fontWeight="semibold" textStyle="lg">
          <Trans>Trip history</Trans>
        </Text>
        {trips.totalCount === 0 ? (
          <Text color="fg.muted" borderWidth="1px" borderRadius="l3" p="4" textAlign="center">
            <Trans>No alarm has tripped on this device.</Trans>
          </Text>
        ) : (
          <Stack gap="3" opacity={paging ? 0.6 : 1} transition="opacity 0.2s">
            <Table.ScrollArea borderWidth="1px" borderRadius="l3">
              <Table.Root size="sm" aria-label={t`Trip history`}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>Tripped</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Condition</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Reading</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Cleared</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>E-mail</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {trips.edges.map(({ node: trip }) => (
                    <Table.Row key={trip.tripId}>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(i18n, trip.trippedAt, utcOffset)}</Table.Cell>
                      <Table.Cell minW="48">{conditionText(trip.unitSlug, trip.operator, trip.threshold, trip.aggregation)}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                        {formatNumber(i18n, trip.readingValue, unitOf(trip.unitSlug).unit || null)}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {trip.clearedAt ? formatDateTime(i18n, trip.clearedAt, utcOffset) : <Badge colorPalette="red">{t`Open`}</Badge>}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        <NotificationStatus status={trip.notificationStatus} notifiedAt={trip.notifiedAt} utcOffset={utcOffset} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Pagination
                cursors={trips.pageCursors}
                disabled={paging}
                onPage={(cursor) => {
                  tripsAfter.current = cursor;
                  startPaging(() => {
                    refetch({ tripsAfter: cursor }, { fetchPolicy: 'store-or-network' });
                  });
                }}
              />
              <Text fontSize="sm" color="fg.muted">
                <Plural value={trips.totalCount} one="# trip" other="# trips" />
              </Text>
            </HStack>
          </Stack>
        )}
      </Stack>

      {dialog?.kind === 'edit' && (
        <AlarmDialog deviceId={data.id} units={units} alarm={dialog.alarm} connectionId={data.alarms.__id} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && deletedText !== null && (
        <ConfirmDialog
          title={t`Delete the alarm?`}
          confirmLabel={<Trans>Delete alarm</Trans>}
          loading={removing}
          onConfirm={() => confirmDelete(dialog.id)}
          onClose={() => setDialog(null)}
        >
          <Trans>
            “{deletedText}” stops watching the device. Its trips stay in the history.
          </Trans>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

type ItemProps = {
  alarmRef: DeviceAlarmsTab_alarm$key;
  utcOffset: number;
  conditionText: (unitSlug: string, operator: string, value: number, aggregation: string | null | undefined, minutes?: number) => string;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (alarm: EditedAlarm) => void;
  onDelete: (id: string, text: string) => void;
};

function AlarmItem({ alarmRef, utcOffset, conditionText, canUpdate, canDelete, onEdit, onDelete }: ItemProps) {
  const { t, i18n } = useLingui();
  const alarm = useFragment(
    graphql`
      fragment DeviceAlarmsTab_alarm on Alarm {
        id
        unitSlug
        value
        operator
        aggregation
        evaluationFrequency
        notifyFromHour
        notifyToHour
        notificationEmails
        isActive
        state
        trippedSince
        lastTriggeredAt
      }
    `,
    alarmRef,
  );
  const text = conditionText(alarm.unitSlug, alarm.operator, alarm.value, alarm.aggregation, alarm.evaluationFrequency);
  const wholeDay = alarm.notifyFromHour === 0 && alarm.notifyToHour === 24;
  const hours = hoursText(alarm.notifyFromHour, alarm.notifyToHour);
  const trippedSince = alarm.trippedSince ? formatDateTime(i18n, alarm.trippedSince, utcOffset) : null;
  const lastTripped = alarm.lastTriggeredAt ? formatDateTime(i18n, alarm.lastTriggeredAt, utcOffset) : null;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p="3" borderColor={alarm.state === 'TRIPPED' ? 'red.muted' : undefined} data-testid="alarm">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{text}</Text>
            {!alarm.isActive ? (
              <Badge colorPalette="gray">{t`Paused`}</Badge>
            ) : alarm.state === 'TRIPPED' ? (
              <Badge colorPalette="red">
                {trippedSince ? t`Tripped since ${trippedSince}` : t`Tripped`}
              </Badge>
            ) : (
              <Badge colorPalette="green">{t`OK`}</Badge>
            )}
          </HStack>
          <Wrap gap="3" color="fg.muted" textStyle="sm">
            <span>{wholeDay ? t`E-mails all day` : t`E-mails ${hours}`}</span>
            <span>
              {alarm.notificationEmails.length === 0 ? t`Nobody is e-mailed` : alarm.notificationEmails.join('; ')}
            </span>
            {lastTripped && <span>{t`Last tripped ${lastTripped}`}</span>}
          </Wrap>
        </Stack>
        <HStack gap="1" flexShrink={0}>
          {canUpdate && (
            <IconButton size="sm" variant="ghost" aria-label={t`Edit alarm: ${text}`} onClick={() => onEdit(alarm)}>
              <PencilIcon />
            </IconButton>
          )}
          {canDelete && (
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t`Delete alarm: ${text}`} onClick={() => onDelete(alarm.id, text)}>
              <Trash2Icon />
            </IconButton>
          )}
        </HStack>
      </HStack>
    </Box>
  );
}

function NotificationStatus({ status, notifiedAt, utcOffset }: { status: string; notifiedAt: string | null | undefined; utcOffset: number }) {
  const { t, i18n } = useLingui();
  const sentAt = notifiedAt ? formatDateTime(i18n, notifiedAt, utcOffset) : null;
  switch (status) {
    case 'SENT':
      return <>{sentAt ? t`Sent ${sentAt}` : t`Sent`}</>;
    case 'DEFERRED':
      return <>{t`Waits for the notification hours`}</>;
    case 'SKIPPED':
      return <>{t`Not sent`}</>;
    case 'FAILED':
      return <Badge colorPalette="red">{t`Failed`}</Badge>;
    default:
      return <>{t`Being sent`}</>;
  }
}
