import { subject } from '@casl/ability';
import { Badge, Button, Card, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useDeferredValue, useMemo, useState, useTransition } from 'react';
import { LuChevronDown, LuChevronUp, LuExternalLink, LuMaximize2, LuMinimize2 } from 'react-icons/lu';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DeviceCard_device$key } from '../../../../__generated__/DeviceCard_device.graphql';
import type { DeviceCardSchedulingQuery, SchedulingInput } from '../../../../__generated__/DeviceCardSchedulingQuery.graphql';
import type { DeviceCardTrendQuery, TrendAggregation, TrendInput, TrendPeriod, TrendRef } from '../../../../__generated__/DeviceCardTrendQuery.graphql';
import type { DeviceCardViewerQuery } from '../../../../__generated__/DeviceCardViewerQuery.graphql';
import { buildAbility } from '../../shell/buildAbility';
import { CardSkeleton } from './CardSkeleton';
import { DeviceCardScheduling } from './DeviceCardScheduling';
import { DeviceCardTrend } from './DeviceCardTrend';
import { useRefreshPolicy } from './useRefreshPolicy';

type Props = {
  device: DeviceCard_device$key;
  mode: 'analytics' | 'scheduling';
  period: { period: TrendPeriod; from?: string; to?: string };
  /** The reference series a trend can be drawn against (Query.analyticsRefs, fetched by the page). */
  refs: ReadonlyArray<{ key: string; name: string }>;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Bumped by the page's Refresh: an expanded card then fetches its data again. */
  refreshKey: number;
};

/**
 * One device on the dashboard. Collapsed it names the device; expanded it loads and shows the
 * device's trend (analytics mode) or its counted events and service schedule (scheduling mode).
 */
export function DeviceCard({ device, mode, period, refs, expanded, onExpandedChange, refreshKey }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment DeviceCard_device on AnalyticsDevice {
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
          slug
          name
          unit
          dataType
        }
      }
    `,
    device,
  );
  const [big, setBig] = useState(false);
  const { period: key, from, to } = period;
  // One object per window, not per render: the body defers it, and a new identity would be a new window.
  const span = useMemo<SchedulingInput>(() => ({ period: key, ...(key === 'custom' ? { from, to } : {}) }), [key, from, to]);

  return (
    <Card.Root
      size="sm"
      gridColumn={big ? '1 / -1' : undefined}
      aria-labelledby={`device-card-${data.id}`}
      as="article"
      data-expanded={expanded || undefined}
    >
      <Card.Header pb={expanded ? '0' : undefined}>
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            <Text id={`device-card-${data.id}`} fontWeight="semibold" truncate>
              {data.name}
            </Text>
            <HStack gap="2" fontSize="xs" color="fg.muted" minW="0">
              <Link asChild color="brand.fg" fontFamily="mono" minW="0" maxW="full">
                <RouterLink to={`/devices/${encodeURIComponent(data.deviceId)}`} aria-label={t`Open device ${data.name}`} title={data.networkId}>
                  {/* Long network ids ("ns-weatherstation-5b89f564") are cut, not wrapped: cards keep one height. */}
                  <Text as="span" truncate>
                    {data.networkId}
                  </Text>
                  <LuExternalLink aria-hidden style={{ flexShrink: 0 }} />
                </RouterLink>
              </Link>
              {mode === 'scheduling' && !data.hasCounter && (
                <Badge size="xs" variant="subtle" flexShrink={0}>
                  <Trans>No counter</Trans>
                </Badge>
              )}
            </HStack>
            <Text fontSize="xs" color="fg.muted" truncate>
              {data.deviceTypeCategory.name} · {data.deviceModel.title}
            </Text>
          </Stack>
          <HStack gap="1" flexShrink={0}>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={big ? t`Smaller card for ${data.name}` : t`Bigger card for ${data.name}`}
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
              aria-label={expanded ? t`Collapse ${data.name}` : t`Expand ${data.name}`}
              onClick={() => onExpandedChange(!expanded)}
            >
              {expanded ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
              {expanded ? <Trans>Collapse</Trans> : <Trans>Expand</Trans>}
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      {expanded && (
        <CardBody
          id={data.id}
          name={data.name}
          organizationId={data.organizationId}
          hasCounter={data.hasCounter}
          units={data.units.filter((u) => u.dataType === 'continuous')}
          mode={mode}
          span={span}
          refs={refs}
          refreshKey={refreshKey}
        />
      )}
    </Card.Root>
  );
}

type CardBodyProps = {
  id: string;
  name: string;
  /** The owner's REST id: whether the viewer may change its service schedules. */
  organizationId: string;
  hasCounter: boolean;
  units: ReadonlyArray<{ slug: string; name: string; unit: string }>;
  mode: 'analytics' | 'scheduling';
  span: SchedulingInput;
  refs: ReadonlyArray<{ key: string; name: string }>;
  refreshKey: number;
};

/**
 * An expanded card's content. The reference, aggregation and unit chosen in it live here, so
 * collapsing the card (which unmounts this) resets them: the next expand starts from the defaults.
 */
function CardBody({ id, name, organizationId, hasCounter, units, mode: currentMode, span: currentSpan, refs, refreshKey }: CardBodyProps) {
  // A new period or mode from the page keeps the current numbers on screen (dimmed) until the new
  // ones are in, instead of a skeleton in every expanded card.
  const span = useDeferredValue(currentSpan);
  const mode = useDeferredValue(currentMode);
  const [ref, setRef] = useState<TrendRef>('none');
  const [aggregation, setAggregation] = useState<TrendAggregation>('average');
  const [unit, setUnit] = useState<string | null>(null);
  // A changed choice keeps the current chart on screen while the new one loads, instead of a skeleton.
  const [changing, startTransition] = useTransition();
  const trendInput: TrendInput = { ...span, ref, aggregation, ...(unit ? { unit } : {}) };
  const busy = changing || span !== currentSpan || mode !== currentMode;
  return (
    <Card.Body opacity={busy ? 0.6 : 1} transition="opacity 0.2s" aria-busy={busy || undefined}>
      <Suspense fallback={<CardSkeleton />}>
        {mode === 'analytics' ? (
          <TrendBody
            id={id}
            name={name}
            input={trendInput}
            refreshKey={refreshKey}
            refs={refs}
            units={units}
            onRefChange={(next) => startTransition(() => setRef(next as TrendRef))}
            onAggregationChange={(next) => startTransition(() => setAggregation(next))}
            onUnitChange={(next) => startTransition(() => setUnit(next))}
          />
        ) : hasCounter ? (
          <SchedulingBody id={id} name={name} organizationId={organizationId} input={span} refreshKey={refreshKey} />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            <Trans>This device does not count events, so it has no service schedule.</Trans>
          </Text>
        )}
      </Suspense>
    </Card.Body>
  );
}

type TrendBodyProps = {
  id: string;
  name: string;
  input: TrendInput;
  refreshKey: number;
  refs: ReadonlyArray<{ key: string; name: string }>;
  units: ReadonlyArray<{ slug: string; name: string; unit: string }>;
  onRefChange: (ref: string) => void;
  onAggregationChange: (aggregation: TrendAggregation) => void;
  onUnitChange: (slug: string) => void;
};

/** The page's group prefetch puts this same `node(id:)` selection in the store, so it answers without a request. */
function TrendBody({ id, name, input, refreshKey, refs, units, onRefChange, onAggregationChange, onUnitChange }: TrendBodyProps) {
  const fetchPolicy = useRefreshPolicy(refreshKey, input.ref !== 'none' || input.aggregation !== 'average' || !!input.unit);
  const data = useLazyLoadQuery<DeviceCardTrendQuery>(
    graphql`
      query DeviceCardTrendQuery($id: ID!, $input: TrendInput!) {
        node(id: $id) {
          ... on AnalyticsDevice {
            trend(input: $input) {
              ...DeviceCardTrend_trend
            }
          }
        }
      }
    `,
    { id, input },
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
    />
  );
}

function SchedulingBody({ id, name, organizationId, input, refreshKey }: { id: string; name: string; organizationId: string; input: SchedulingInput; refreshKey: number }) {
  // Scheduling answers carry no UTC offset (trends do): the viewer's, from the store after the first card.
  const viewer = useLazyLoadQuery<DeviceCardViewerQuery>(
    graphql`
      query DeviceCardViewerQuery {
        viewer {
          id
          config {
            utcOffset
          }
          abilities {
            action
            subject
            conditions
            fields
            inverted
            reason
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const data = useLazyLoadQuery<DeviceCardSchedulingQuery>(
    graphql`
      query DeviceCardSchedulingQuery($id: ID!, $input: SchedulingInput!) {
        node(id: $id) {
          ... on AnalyticsDevice {
            scheduling(input: $input) {
              ...DeviceCardScheduling_scheduling
            }
          }
        }
      }
    `,
    { id, input },
    { fetchPolicy: 'store-or-network', fetchKey: refreshKey },
  );
  // Only people who may change the owner's schedules get the buttons (the API checks it too).
  const abilities = viewer.viewer?.abilities;
  const canEdit = useMemo(
    () => (abilities ? buildAbility(abilities).can('update', subject('Analytics', { organizationId })) : false),
    [abilities, organizationId],
  );
  if (!data.node?.scheduling) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>This device does not count events, so it has no service schedule.</Trans>
      </Text>
    );
  }
  return (
    <DeviceCardScheduling
      scheduling={data.node.scheduling}
      deviceId={id}
      deviceName={name}
      input={input}
      utcOffset={viewer.viewer?.config.utcOffset ?? 0}
      canEdit={canEdit}
    />
  );
}
