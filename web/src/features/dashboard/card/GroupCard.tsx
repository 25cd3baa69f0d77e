import { Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { GroupCard_group$key } from '../../../../__generated__/GroupCard_group.graphql';
import type { GroupCardRefetchQuery } from '../../../../__generated__/GroupCardRefetchQuery.graphql';
import { cardInputs, defaultChoices, isDefaultChoices, type CardChoices } from '../cardInputs';
import { useDashboardView } from '../useDashboardView';
import { CardTrend } from './CardTrend';
import { DashboardCard } from './DashboardCard';
import { useCardRefetch } from './useCardRefetch';


type Props = {
  group: GroupCard_group$key;
  expanded: boolean;
  /** Opens or closes cards by id (this one's); the page's handler, the same on every render. */
  onExpandedChange: (ids: readonly string[], expanded: boolean) => void;
};

/**
 * A group's combined trend, at the top of its section (analytics mode only: a group has no counter
 * of its own). The same card as a device's: collapsed by default; expanded it shows the group's
 * combined series with the summary, chart, export and choices of a device card.
 */
export const GroupCard = memo(function GroupCard({ group, expanded, onExpandedChange }: Props) {
  const { t } = useLingui();
  const view = useDashboardView();
  const [data, refetch] = useRefetchableFragment<GroupCardRefetchQuery, GroupCard_group$key>(
    graphql`
      fragment GroupCard_group on AnalyticsGroup
      @refetchable(queryName: "GroupCardRefetchQuery")
      @argumentDefinitions(
        trendInput: { type: "TrendInput", defaultValue: { period: week } }
        analytics: { type: "Boolean", defaultValue: false }
      ) {
        name
        deviceCount
        units {
          ...CardTrend_units
        }
        trend(input: $trendInput) @include(if: $analytics) {
          ...CardTrend_trend
        }
      }
    `,
    group,
  );
  const [choices, setChoices] = useState<CardChoices>(defaultChoices);
  const analytics = view.mode === 'analytics';
  const { trendInput } = cardInputs(view.period, 'analytics', choices);
  const pending = useCardRefetch(
    refetch,
    { trendInput, analytics: true },
    { expanded: expanded && analytics, ownChoices: !isDefaultChoices(choices), refreshedAt: view.refreshedAt },
  );
  if (!analytics) return null;
  const { name } = data;
  return (
    <DashboardCard
      as="section"
      label={t`Group trend: ${name}`}
      name={name}
      labels={{
        expand: t`Expand the group trend of ${name}`,
        collapse: t`Collapse the group trend of ${name}`,
        bigger: t`Bigger group trend card for ${name}`,
        smaller: t`Smaller group trend card for ${name}`,
      }}
      expanded={expanded}
      onExpandedChange={(open) => {
        if (!open) setChoices(defaultChoices);
        onExpandedChange([data.id], open);
      }}
      loading={!data.trend}
      busy={pending || view.loading}
      testId="group-card"
      heading={
        <>
          <Text fontWeight="semibold" truncate>
            <Trans>Group trend</Trans>
          </Text>
          {/* The name on its own line: after the title it would be the part cut off in a narrow card. */}
          <Text fontSize="xs" color="fg.muted" truncate title={name}>
            {name} · <Plural value={data.deviceCount} one="combined series of # device" other="combined series of # devices" />
          </Text>
        </>
      }
    >
      {data.trend && <CardTrend trend={data.trend} name={name} choices={choices} onChoicesChange={setChoices} units={data.units} combinedOnly />}
    </DashboardCard>
  );
});
