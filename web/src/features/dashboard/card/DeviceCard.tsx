import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import { ExternalLinkIcon } from 'lucide-react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DeviceCard_device$key } from '../../../../__generated__/DeviceCard_device.graphql';
import type { DeviceCardSchedule_device$key } from '../../../../__generated__/DeviceCardSchedule_device.graphql';
import type { DeviceCardRefetchQuery } from '../../../../__generated__/DeviceCardRefetchQuery.graphql';
import { cardInputs, defaultChoices, isDefaultChoices, type CardChoices } from '../cardInputs';
import { useDashboardView } from '../useDashboardView';
import { CardTrend } from './CardTrend';
import { DashboardCard } from './DashboardCard';
import { DeviceCardSchedule } from './DeviceCardSchedule';
import { DeviceCardScheduling } from './DeviceCardScheduling';
import { useCardRefetch } from './useCardRefetch';
import { devicePath } from '../../../routing/paths';

type Props = {
  device: DeviceCard_device$key;
  /** Scheduling mode: the card's schedule, loaded with its page of cards (shown collapsed). */
  summary?: DeviceCardSchedule_device$key | undefined;
  expanded: boolean;
  /** Opens or closes cards by id (this one's); the page's handler, the same on every render. */
  onExpandedChange: (ids: readonly string[], expanded: boolean) => void;
};

/**
 * One device on the dashboard. Collapsed it names the device (and, in scheduling mode, its count
 * and target); expanded it shows the device's trend (analytics mode) or its counted events and
 * service schedule (scheduling mode). Its data is its own refetchable fragment: the page's one
 * request for every open card fills the store for it, and the card asks itself only for what the
 * page does not carry (its first expand, and the reference, aggregation or unit chosen in it).
 */
export const DeviceCard = memo(function DeviceCard({ device, summary: scheduleSummary, expanded, onExpandedChange }: Props) {
  const { t } = useLingui();
  const view = useDashboardView();
  const [data, refetch] = useRefetchableFragment<DeviceCardRefetchQuery, DeviceCard_device$key>(
    graphql`
      fragment DeviceCard_device on AnalyticsDevice
      @refetchable(queryName: "DeviceCardRefetchQuery")
      @argumentDefinitions(
        trendInput: { type: "TrendInput", defaultValue: { period: week } }
        schedulingInput: { type: "SchedulingInput", defaultValue: { period: week } }
        analytics: { type: "Boolean", defaultValue: false }
        scheduling: { type: "Boolean", defaultValue: false }
      ) {
        id
        deviceId
        organizationId
        name
        networkId
        hasCounter
        deviceModel {
          title
        }
        deviceTypeCategory {
          name
        }
        units {
          ...CardTrend_units
        }
        trend(input: $trendInput) @include(if: $analytics) {
          ...CardTrend_trend
        }
        scheduling(input: $schedulingInput) @include(if: $scheduling) {
          ...DeviceCardScheduling_scheduling
        }
      }
    `,
    device,
  );
  // The reference, aggregation and unit chosen in the card; collapsing starts it over from the defaults.
  const [choices, setChoices] = useState<CardChoices>(defaultChoices);
  const variables = cardInputs(view.period, view.mode, choices);
  // A device that counts nothing has no schedule to load: its card says so.
  const noSchedule = view.mode === 'scheduling' && !data.hasCounter;
  const pending = useCardRefetch(refetch, variables, {
    expanded: expanded && !noSchedule,
    ownChoices: !isDefaultChoices(choices),
    refreshedAt: view.refreshedAt,
  });
  const toggle = (open: boolean) => {
    if (!open) setChoices(defaultChoices);
    onExpandedChange([data.id], open);
  };
  // What the loaded data is (not the mode just asked for): a card keeps showing it, dimmed, until the new one is in.
  const shown = data.trend ? 'analytics' : data.scheduling !== undefined ? 'scheduling' : null;
  const summary = view.mode === 'scheduling' ? scheduleSummary : undefined;
  const headingId = `device-card-${data.id}`;
  const { name } = data;

  return (
    <DashboardCard
      as="article"
      labelledBy={headingId}
      name={name}
      expanded={expanded}
      onExpandedChange={toggle}
      loading={shown === null && !noSchedule}
      busy={pending || view.loading}
      collapsedSummary={summary && <DeviceCardSchedule device={summary} />}
      heading={
        <>
          <Text id={headingId} fontWeight="semibold" truncate>
            {name}
          </Text>
          <HStack gap="2" fontSize="xs" color="fg.muted" minW="0">
            <Link asChild color="brand.fg" fontFamily="mono" minW="0" maxW="full">
              <RouterLink to={devicePath(data.deviceId)} aria-label={t`Open device ${name}`} title={data.networkId}>
                {/* Long network ids ("ns-weatherstation-5b89f564") are cut, not wrapped: cards keep one height. */}
                <Text as="span" truncate>
                  {data.networkId}
                </Text>
                <ExternalLinkIcon aria-hidden style={{ flexShrink: 0 }} />
              </RouterLink>
            </Link>
            {view.mode === 'scheduling' && !data.hasCounter && (
              <Badge size="xs" variant="subtle" flexShrink={0}>
                <Trans>No counter</Trans>
              </Badge>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted" truncate>
            {data.deviceTypeCategory.name} · {data.deviceModel.title}
          </Text>
        </>
      }
    >
      {noSchedule ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>This device does not count events, so it has no service schedule.</Trans>
        </Text>
      ) : shown === 'analytics' && data.trend ? (
        <CardTrend trend={data.trend} name={name} choices={choices} onChoicesChange={setChoices} units={data.units} />
      ) : shown === 'scheduling' && data.scheduling ? (
        <DeviceCardScheduling
          scheduling={data.scheduling}
          deviceId={data.id}
          deviceName={name}
          organizationId={data.organizationId}
          input={variables.schedulingInput}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <Trans>This device does not count events, so it has no service schedule.</Trans>
        </Text>
      )}
    </DashboardCard>
  );
});
