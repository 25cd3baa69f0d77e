import { Badge, Button, Heading, HStack, Link, Stack, Wrap } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { LuChevronsDown, LuChevronsUp } from 'react-icons/lu';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { DashboardGroupFragment$key } from '../../../__generated__/DashboardGroupFragment.graphql';
import type { DashboardGroupPrefetchQuery } from '../../../__generated__/DashboardGroupPrefetchQuery.graphql';
import { DeviceCard } from './card/DeviceCard';
import { GroupCard } from './card/GroupCard';
import { DashboardDeviceGrid } from './DashboardDeviceGrid';
import type { DashboardCardsProps } from './DashboardCardsProps';
import { cardInputs } from './cardInputs';

/**
 * The data of every card of a group in one request: each card's own `node(id:)` query is then
 * answered from the store (see the `node` missing-field handler in createNetworkEnvironment).
 */
const prefetchQuery = graphql`
  query DashboardGroupPrefetchQuery(
    $groupId: ID!
    $trendInput: TrendInput!
    $schedulingInput: SchedulingInput!
    $analytics: Boolean!
    $scheduling: Boolean!
  ) {
    node(id: $groupId) {
      ... on AnalyticsGroup {
        devices {
          id
          trend(input: $trendInput) @include(if: $analytics) {
            ...DeviceCardTrend_trend
          }
          scheduling(input: $schedulingInput) @include(if: $scheduling) {
            ...DeviceCardScheduling_scheduling
          }
        }
      }
    }
  }
`;

type Props = DashboardCardsProps & { group: DashboardGroupFragment$key };

/** A group's header (name, count, links, expand/collapse all), its trend card and its selected devices' cards. */
export function DashboardGroup({ group, selected, expanded, onExpandedChange, mode, period, refs, refreshKey }: Props) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment DashboardGroupFragment on AnalyticsGroup {
        id
        groupId
        organizationId
        name
        devices {
          id
          ...DeviceCard_device
        }
        ...GroupCard_group
      }
    `,
    group,
  );
  const [prefetching, setPrefetching] = useState(false);
  const [retained, setRetained] = useState<{ dispose: () => void } | null>(null);
  // The prefetched data stays in the store while the group is on screen, so garbage collection
  // cannot drop it between the prefetch and the cards reading it.
  useEffect(() => () => retained?.dispose(), [retained]);

  const devices = data.devices.filter((d) => selected.has(d.id));
  if (devices.length === 0) return null;
  const ids = devices.map((d) => d.id);
  const allExpanded = ids.every((id) => expanded.has(id));

  const expandAll = async () => {
    const variables = { groupId: data.id, ...cardInputs(period), analytics: mode === 'analytics', scheduling: mode === 'scheduling' };
    setPrefetching(true);
    try {
      await fetchQuery<DashboardGroupPrefetchQuery>(environment, prefetchQuery, variables, { fetchPolicy: 'store-or-network' }).toPromise();
      setRetained(environment.retain(createOperationDescriptor(getRequest(prefetchQuery), variables)));
    } catch (error) {
      // Each card then loads (and reports a failure) on its own.
      console.warn('group prefetch', error);
    } finally {
      setPrefetching(false);
    }
    onExpandedChange(ids, true);
  };

  const organizationPath = `/organizations/${encodeURIComponent(data.organizationId)}`;
  return (
    <Stack gap="3" as="section" aria-label={data.name}>
      <Wrap justify="space-between" align="center" gap="2">
        <HStack gap="2" minW="0">
          <Heading as="h3" size="md" truncate>
            {data.name}
          </Heading>
          <Badge variant="subtle">
            <Plural value={devices.length} one="# device" other="# devices" />
          </Badge>
        </HStack>
        <Wrap gap="3" align="center">
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={`${organizationPath}/groups`}>
              <Trans>Groups</Trans>
            </RouterLink>
          </Link>
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={`${organizationPath}/devices`}>
              <Trans>Devices</Trans>
            </RouterLink>
          </Link>
          {allExpanded ? (
            <Button size="xs" variant="outline" onClick={() => onExpandedChange(ids, false)} aria-label={t`Collapse all in ${data.name}`}>
              <LuChevronsUp aria-hidden />
              <Trans>Collapse all</Trans>
            </Button>
          ) : (
            <Button size="xs" variant="outline" onClick={expandAll} loading={prefetching} aria-label={t`Expand all in ${data.name}`}>
              <LuChevronsDown aria-hidden />
              <Trans>Expand all</Trans>
            </Button>
          )}
        </Wrap>
      </Wrap>
      <DashboardDeviceGrid>
        {/* First in the grid, so its big-card toggle spans the row like a device card's. */}
        <GroupCard group={data} mode={mode} period={period} refs={refs} refreshKey={refreshKey} />
        {devices.map((device) => (
          <DeviceCard
            key={device.id}
            device={device}
            mode={mode}
            period={period}
            refs={refs}
            expanded={expanded.has(device.id)}
            onExpandedChange={(open) => onExpandedChange([device.id], open)}
            refreshKey={refreshKey}
          />
        ))}
      </DashboardDeviceGrid>
    </Stack>
  );
}
