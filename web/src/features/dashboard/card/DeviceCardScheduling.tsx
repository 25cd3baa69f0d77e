import { subject } from '@casl/ability';
import { Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { RotateCcwIcon, TargetIcon, Trash2Icon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { DeviceCardScheduling_scheduling$data, DeviceCardScheduling_scheduling$key } from '../../../../__generated__/DeviceCardScheduling_scheduling.graphql';
import type { SchedulingInput } from '../../../../__generated__/ThresholdFormMutation.graphql';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { useDashboardView } from '../useDashboardView';
import { CardChart } from './CardChart';
import { RemoveTargetDialog } from './RemoveTargetDialog';
import { ResetServiceDialog } from './ResetServiceDialog';
import { ThresholdForm } from './ThresholdForm';
import { windowLabel } from './windowLabel';

/** The points as the chart and its export read them: each one's time and value. */
const chartPoints = (points: DeviceCardScheduling_scheduling$data['points']) => points.map(({ ts, v }) => ({ ts, v }));

type Props = {
  scheduling: DeviceCardScheduling_scheduling$key;
  /** The AnalyticsDevice id. */
  deviceId: string;
  deviceName: string;
  /** The owner's REST id: whether the viewer may change its schedules. */
  organizationId: string;
  /** The input the card loaded this with; the forms reload the same window after a save. */
  input: SchedulingInput;
};

/** A counter device in scheduling mode: counts since the last service, the target, the chart and the actions on the target. */
export function DeviceCardScheduling({ scheduling, deviceId, deviceName, organizationId, input }: Props) {
  const { t, i18n } = useLingui();
  const { utcOffset, ability } = useDashboardView();
  const [dialog, setDialog] = useState<'threshold' | 'reset' | 'remove' | null>(null);
  const data = useFragment(
    graphql`
      fragment DeviceCardScheduling_scheduling on DeviceScheduling {
        period
        from
        to
        points {
          ts
          v
        }
        refPoints {
          ts
          v
        }
        serviceSchedule {
          id
          serviceTargetCount
          notificationEmail
          totalCountSinceLastReset
          lastResetAt
        }
      }
    `,
    scheduling,
  );
  // Only people who may change the owner's schedules get the buttons (the API checks it too).
  const canEdit = ability.can('update', subject('Analytics', { organizationId }));
  const schedule = data.serviceSchedule;
  const bucket = data.period === 'day' ? 'hour' : 'day';
  const series = useMemo(() => [{ name: t`Counted events`, points: chartPoints(data.points) }], [data.points, t]);
  // The window before is drawn only when it had counts: a flat zero line would only add noise.
  const refSeries = useMemo(
    () => (data.refPoints.some((p) => p.v != null) ? [{ name: t`Counted events`, points: chartPoints(data.refPoints) }] : []),
    [data.refPoints, t],
  );
  const formatTime = useCallback(
    (iso: string) => formatDateTime(i18n, iso, utcOffset, bucket === 'hour' ? 'dateTime' : 'date'),
    [i18n, utcOffset, bucket],
  );
  const hasData = data.points.some((p) => p.v !== null && p.v !== undefined);
  const windowText = windowLabel(i18n, data.from, data.to, bucket, utcOffset);
  const dash = '—';

  const facts = [
    { label: t`Count since last reset`, value: schedule ? formatNumber(i18n, schedule.totalCountSinceLastReset) : dash },
    { label: t`Last reset`, value: schedule ? formatDateTime(i18n, schedule.lastResetAt, utcOffset, 'dateTime') : dash },
    { label: t`Service target`, value: schedule ? formatNumber(i18n, schedule.serviceTargetCount) : t`No target set` },
  ];
  const due = schedule ? schedule.totalCountSinceLastReset >= schedule.serviceTargetCount : false;

  return (
    <Stack gap="3">
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {facts.map((fact) => (
          <DataList.Item key={fact.label}>
            <DataList.ItemLabel minW="44">{fact.label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="medium">{fact.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {due && (
        <Text fontSize="sm" color="orange.fg" fontWeight="medium">
          <Trans>Service is due: the target has been reached.</Trans>
        </Text>
      )}

      {hasData ? (
        <CardChart
          series={series}
          refSeries={refSeries}
          refName={t`previous period`}
          bucket={bucket}
          utcOffset={utcOffset}
          ariaLabel={t`Counted events of ${deviceName}, ${windowText}`}
          title={deviceName}
          subtitle={`${t`Counted events`} · ${windowText}`}
          from={data.from}
          formatTime={formatTime}
        />
      ) : (
        <Text color="fg.muted" fontSize="sm" textAlign="center" py="6" borderWidth="1px" borderStyle="dashed" borderRadius="l2">
          <Trans>No data for this period</Trans>
        </Text>
      )}

      {canEdit && (
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setDialog('threshold')}>
            <TargetIcon aria-hidden />
            <Trans>Set threshold</Trans>
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" disabled={!schedule} onClick={() => setDialog('reset')}>
            <RotateCcwIcon aria-hidden />
            <Trans>Reset service</Trans>
          </Button>
          {schedule && (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDialog('remove')}>
              <Trash2Icon aria-hidden />
              <Trans>Remove target</Trans>
            </Button>
          )}
        </HStack>
      )}

      {dialog === 'threshold' && (
        <ThresholdForm
          deviceId={deviceId}
          deviceName={deviceName}
          scheduling={input}
          serviceTargetCount={schedule?.serviceTargetCount}
          notificationEmail={schedule?.notificationEmail}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'reset' && schedule && (
        <ResetServiceDialog
          deviceId={deviceId}
          deviceName={deviceName}
          serviceScheduleId={schedule.id}
          scheduling={input}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'remove' && schedule && (
        <RemoveTargetDialog
          deviceId={deviceId}
          deviceName={deviceName}
          serviceScheduleId={schedule.id}
          serviceTargetCount={schedule.serviceTargetCount}
          scheduling={input}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
