import { Badge, Button, Heading, HStack, Link, Stack, Wrap } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronsDownIcon, ChevronsUpIcon } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardGroupFragment$key } from '../../../__generated__/DashboardGroupFragment.graphql';
import type { DashboardGroupPaginationQuery } from '../../../__generated__/DashboardGroupPaginationQuery.graphql';
import { organizationDevicesPath, organizationGroupsPath } from '../../routing/paths';
import { GroupCard } from './card/GroupCard';
import type { DashboardCardsProps } from './DashboardCardsProps';
import { CARDS_PAGE_SIZE } from './cardsPageSize';
import { DeviceCardsPage } from './DeviceCardsPage';
import { offscreenSection } from './offscreenSection';
import { useDashboardView } from './useDashboardView';

type Props = DashboardCardsProps & { group: DashboardGroupFragment$key };

/** A group's header (name, count, links, expand/collapse all), its trend card and its matching devices' cards, a page at a time. */
export function DashboardGroup({ group, expanded, onExpandedChange }: Props) {
  const { t } = useLingui();
  const { loading, mode } = useDashboardView();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<DashboardGroupPaginationQuery, DashboardGroupFragment$key>(
    graphql`
      fragment DashboardGroupFragment on AnalyticsGroup
      @refetchable(queryName: "DashboardGroupPaginationQuery")
      @argumentDefinitions(
        filter: { type: "AnalyticsDeviceFilter" }
        scheduling: { type: "Boolean", defaultValue: false }
        first: { type: "Int!" }
        after: { type: "String" }
      ) {
        id
        organizationId
        name
        ...GroupCard_group
        deviceCards(first: $first, after: $after, filter: $filter) @connection(key: "DashboardGroup_deviceCards", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              # eslint-disable-next-line relay/must-colocate-fragment-spreads -- rendered by DeviceCardsPage's cards
              ...DeviceCard_device
              # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the collapsed card's schedule (DeviceCardsPage)
              ...DeviceCardSchedule_device @include(if: $scheduling) @alias(as: "schedule")
            }
          }
        }
      }
    `,
    group,
  );
  const total = data.deviceCards.totalCount;
  if (total === 0) return null;
  const nodes = data.deviceCards.edges.map((edge) => edge.node);
  const { name } = data;
  const ids = nodes.map((d) => d.id);
  const allExpanded = ids.every((id) => expanded.has(id));

  return (
    <Stack gap="3" css={offscreenSection} as="section" aria-label={name}>
      <Wrap justify="space-between" align="center" gap="2">
        <HStack gap="2" minW="0">
          <Heading as="h3" size="md" truncate>
            {name}
          </Heading>
          <Badge variant="subtle">
            <Plural value={total} one="# device" other="# devices" />
          </Badge>
        </HStack>
        <Wrap gap="3" align="center">
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={organizationGroupsPath(data.organizationId)}>
              <Trans>Groups</Trans>
            </RouterLink>
          </Link>
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={organizationDevicesPath(data.organizationId)}>
              <Trans>Devices</Trans>
            </RouterLink>
          </Link>
          {allExpanded ? (
            <Button size="xs" variant="outline" onClick={() => onExpandedChange(ids, false)} aria-label={t`Collapse all in ${name}`}>
              <ChevronsUpIcon aria-hidden />
              <Trans>Collapse all</Trans>
            </Button>
          ) : (
            // Every loaded card of the group in one request: the page loads them, then opens them.
            <Button size="xs" variant="outline" onClick={() => onExpandedChange(ids, true)} loading={loading} aria-label={t`Expand all in ${name}`}>
              <ChevronsDownIcon aria-hidden />
              <Trans>Expand all</Trans>
            </Button>
          )}
        </Wrap>
      </Wrap>
      <DeviceCardsPage
        nodes={nodes}
        total={total}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={() => loadNext(CARDS_PAGE_SIZE)}
        scheduling={mode === 'scheduling'}
        expanded={expanded}
        onExpandedChange={onExpandedChange}
        // First in the grid, so its big-card toggle spans the row like a device card's.
        leading={<GroupCard group={data} expanded={expanded.has(data.id)} onExpandedChange={onExpandedChange} />}
      />
    </Stack>
  );
}
