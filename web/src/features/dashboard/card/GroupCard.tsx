import { Button, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useDeferredValue, useMemo, useState, useTransition } from 'react';
import { LuChevronDown, LuChevronUp, LuMaximize2, LuMinimize2 } from 'react-icons/lu';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { GroupCard_group$key } from '../../../../__generated__/GroupCard_group.graphql';
import type { GroupCardTrendQuery, TrendAggregation, TrendInput, TrendPeriod, TrendRef } from '../../../../__generated__/GroupCardTrendQuery.graphql';
import { CardSkeleton } from './CardSkeleton';
import { DeviceCardTrend } from './DeviceCardTrend';
import { useRefreshPolicy } from './useRefreshPolicy';

type Unit = { readonly slug: string; readonly name: string; readonly unit: string };

type Props = {
  group: GroupCard_group$key;
  mode: 'analytics' | 'scheduling';
  period: { period: TrendPeriod; from?: string; to?: string };
  /** The reference series a trend can be drawn against (Query.analyticsRefs, fetched by the page). */
  refs: ReadonlyArray<{ key: string; name: string }>;
  /** Bumped by the page's Refresh: an expanded card then fetches its data again. */
  refreshKey: number;
};

/**
 * A group's combined trend, at the top of its section (analytics mode only: a group has no counter
 * of its own). Collapsed by default; expanded it loads the group's trend and draws the group's
 * combined series, with the summary and controls of a device card.
 */
export function GroupCard({ group, mode, period, refs, refreshKey }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment GroupCard_group on AnalyticsGroup {
        id
        name
        devices {
          id
          units {
            slug
            name
            unit
            dataType
          }
        }
      }
    `,
    group,
  );
  // Not in the page's expanded set: that set names device cards, and the page's one-request loads
  // (Expand all, Refresh, a new period) carry device trends only.
  const [expanded, setExpanded] = useState(false);
  const [big, setBig] = useState(false);
  const { period: key, from, to } = period;
  // One object per window, not per render: the body defers it, and a new identity would be a new window.
  const span = useMemo<TrendInput>(() => ({ period: key, ...(key === 'custom' ? { from, to } : {}) }), [key, from, to]);
  // The group's trend may draw any continuous unit one of its devices measures.
  const units = useMemo(() => {
    const bySlug = new Map<string, Unit>();
    for (const device of data.devices) {
      for (const u of device.units) if (u.dataType === 'continuous' && !bySlug.has(u.slug)) bySlug.set(u.slug, u);
    }
    return [...bySlug.values()];
  }, [data.devices]);

  if (mode !== 'analytics') return null;
  const { name } = data;
  // A labelled section (a region), not an article: the page's articles are its device cards.
  return (
    <Card.Root
      size="sm"
      gridColumn={big ? '1 / -1' : undefined}
      aria-label={t`Group trend: ${name}`}
      as="section"
      data-expanded={expanded || undefined}
      data-testid="group-card"
    >
      <Card.Header pb={expanded ? '0' : undefined}>
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" truncate>
              <Trans>Group trend</Trans>
            </Text>
            {/* The name on its own line: after the title it would be the part cut off in a narrow card. */}
            <Text fontSize="xs" color="fg.muted" truncate title={name}>
              {name} · <Plural value={data.devices.length} one="combined series of # device" other="combined series of # devices" />
            </Text>
          </Stack>
          <HStack gap="1" flexShrink={0}>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={big ? t`Smaller group trend card for ${name}` : t`Bigger group trend card for ${name}`}
              aria-pressed={big}
              title={big ? t`Smaller card` : t`Bigger card`}
              onClick={() => setBig((v) => !v)}
            >
              {big ? <LuMinimize2 /> : <LuMaximize2 />}
            </IconButton>
            <Button
              size="xs"
              variant={expanded ? 'subtle' : 'outline'}
              colorPalette="brand"
              aria-expanded={expanded}
              aria-label={expanded ? t`Collapse the group trend of ${name}` : t`Expand the group trend of ${name}`}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
              {expanded ? <Trans>Collapse</Trans> : <Trans>Expand</Trans>}
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      {expanded && <GroupCardBody id={data.id} name={name} units={units} span={span} refs={refs} refreshKey={refreshKey} />}
    </Card.Root>
  );
}

type BodyProps = {
  id: string;
  name: string;
  units: ReadonlyArray<Unit>;
  span: TrendInput;
  refs: ReadonlyArray<{ key: string; name: string }>;
  refreshKey: number;
};

/** The expanded card: its reference, aggregation and unit live here, so collapsing resets them. */
function GroupCardBody({ id, name, units, span: currentSpan, refs, refreshKey }: BodyProps) {
  // A new period keeps the current numbers on screen (dimmed) until the new ones are in.
  const span = useDeferredValue(currentSpan);
  const [ref, setRef] = useState<TrendRef>('none');
  const [aggregation, setAggregation] = useState<TrendAggregation>('average');
  const [unit, setUnit] = useState<string | null>(null);
  const [changing, startTransition] = useTransition();
  const input: TrendInput = { ...span, ref, aggregation, ...(unit ? { unit } : {}) };
  const busy = changing || span !== currentSpan;
  return (
    <Card.Body opacity={busy ? 0.6 : 1} transition="opacity 0.2s" aria-busy={busy || undefined}>
      <Suspense fallback={<CardSkeleton />}>
        <GroupTrend
          id={id}
          name={name}
          input={input}
          refreshKey={refreshKey}
          refs={refs}
          units={units}
          onRefChange={(next) => startTransition(() => setRef(next as TrendRef))}
          onAggregationChange={(next) => startTransition(() => setAggregation(next))}
          onUnitChange={(next) => startTransition(() => setUnit(next))}
        />
      </Suspense>
    </Card.Body>
  );
}

type TrendProps = Omit<BodyProps, 'span'> & {
  input: TrendInput;
  onRefChange: (ref: string) => void;
  onAggregationChange: (aggregation: TrendAggregation) => void;
  onUnitChange: (slug: string) => void;
};

function GroupTrend({ id, name, input, refreshKey, refs, units, onRefChange, onAggregationChange, onUnitChange }: TrendProps) {
  // The page's one-request Refresh carries device trends only: a group card always asks again itself.
  const fetchPolicy = useRefreshPolicy(refreshKey, true);
  const data = useLazyLoadQuery<GroupCardTrendQuery>(
    graphql`
      query GroupCardTrendQuery($groupId: ID!, $input: TrendInput!) {
        node(id: $groupId) {
          ... on AnalyticsGroup {
            trend(input: $input) {
              ...DeviceCardTrend_trend
            }
          }
        }
      }
    `,
    { groupId: id, input },
    { fetchPolicy, fetchKey: refreshKey },
  );
  if (!data.node?.trend) return null;
  return (
    <DeviceCardTrend
      trend={data.node.trend}
      deviceName={name}
      refs={refs}
      selectedRef={input.ref ?? 'none'}
      onRefChange={onRefChange}
      onAggregationChange={onAggregationChange}
      units={units}
      onUnitChange={onUnitChange}
      combinedOnly
    />
  );
}
