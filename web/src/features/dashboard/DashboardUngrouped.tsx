import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronsDownIcon, ChevronsUpIcon } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { DashboardUngroupedFragment$key } from '../../../__generated__/DashboardUngroupedFragment.graphql';
import type { DashboardUngroupedPaginationQuery } from '../../../__generated__/DashboardUngroupedPaginationQuery.graphql';
import type { DashboardCardsProps } from './DashboardCardsProps';
import { CARDS_PAGE_SIZE } from './cardsPageSize';
import { DeviceCardsPage } from './DeviceCardsPage';
import { offscreenSection } from './offscreenSection';
import { useDashboardView } from './useDashboardView';

type Props = DashboardCardsProps & {
  organization: DashboardUngroupedFragment$key;
  /** The organisation has no groups: its devices are simply "Devices". */
  noGroups: boolean;
};

/** An organisation's matching devices in no group, a page at a time. */
export function DashboardUngrouped({ organization, noGroups, expanded, onExpandedChange }: Props) {
  const { t } = useLingui();
  const { mode, loading } = useDashboardView();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<DashboardUngroupedPaginationQuery, DashboardUngroupedFragment$key>(
    graphql`
      fragment DashboardUngroupedFragment on AnalyticsOrganization
      @refetchable(queryName: "DashboardUngroupedPaginationQuery")
      @argumentDefinitions(
        filter: { type: "AnalyticsDeviceFilter" }
        scheduling: { type: "Boolean", defaultValue: false }
        first: { type: "Int!" }
        after: { type: "String" }
      ) {
        ungroupedDeviceCards(first: $first, after: $after, filter: $filter)
          @connection(key: "DashboardUngrouped_ungroupedDeviceCards", filters: ["filter"]) {
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
    organization,
  );
  const total = data.ungroupedDeviceCards.totalCount;
  if (total === 0) return null;
  const nodes = data.ungroupedDeviceCards.edges.map((edge) => edge.node);
  const ids = nodes.map((d) => d.id);
  const allExpanded = ids.every((id) => expanded.has(id));

  return (
    <Stack gap="3" css={offscreenSection} as="section" aria-label={t`Devices in no group`}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h3" size="md">
          {noGroups ? <Trans>Devices</Trans> : <Trans>Devices in no group</Trans>}
        </Heading>
        <Button size="xs" variant="outline" onClick={() => onExpandedChange(ids, !allExpanded)} loading={loading && !allExpanded}>
          {allExpanded ? <ChevronsUpIcon aria-hidden /> : <ChevronsDownIcon aria-hidden />}
          {allExpanded ? <Trans>Collapse all</Trans> : <Trans>Expand all</Trans>}
        </Button>
      </HStack>
      <DeviceCardsPage
        nodes={nodes}
        total={total}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={() => loadNext(CARDS_PAGE_SIZE)}
        scheduling={mode === 'scheduling'}
        expanded={expanded}
        onExpandedChange={onExpandedChange}
      />
    </Stack>
  );
}
