import { Box, Button, Card, HStack, IconButton, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { LuChevronDown, LuChevronUp, LuMaximize2, LuMinimize2 } from 'react-icons/lu';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DeviceCard_device$key } from '../../../../__generated__/DeviceCard_device.graphql';
import type { DeviceCardSchedulingQuery } from '../../../../__generated__/DeviceCardSchedulingQuery.graphql';
import type { DeviceCardTrendQuery, TrendAggregation, TrendPeriod, TrendRef } from '../../../../__generated__/DeviceCardTrendQuery.graphql';
import { DeviceCardScheduling } from './DeviceCardScheduling';
import { DeviceCardTrend } from './DeviceCardTrend';

export type DeviceCardPeriod = { period: TrendPeriod; from?: string; to?: string };

type Props = {
  device: DeviceCard_device$key;
  mode: 'analytics' | 'scheduling';
  period: DeviceCardPeriod;
  refs: ReadonlyArray<{ key: string; name: string }>;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  refreshKey: number;
};

/** One device on the dashboard: its identity when collapsed; its trend or service schedule when expanded. */
export function DeviceCard({ device, mode, period, refs, expanded, onExpandedChange, refreshKey }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment DeviceCard_device on AnalyticsDevice {
        id
        deviceId
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
  const [ref, setRef] = useState<TrendRef>('none');
  const [aggregation, setAggregation] = useState<TrendAggregation>('average');
  void refs;
  void setRef;
  void setAggregation;

  return (
    <Card.Root size="sm" gridColumn={big ? '1 / -1' : undefined} aria-label={data.name}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Link asChild fontWeight="semibold" color="brand.fg">
              <RouterLink to={`/devices/${encodeURIComponent(data.deviceId)}`}>{data.name}</RouterLink>
            </Link>
            <Text fontSize="xs" fontFamily="mono" color="fg.muted">
              {data.networkId}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {data.deviceTypeCategory.name} · {data.deviceModel.title}
            </Text>
          </Stack>
          <HStack gap="1">
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={big ? t`Smaller card for ${data.name}` : t`Bigger card for ${data.name}`}
              aria-pressed={big}
              onClick={() => setBig((v) => !v)}
            >
              {big ? <LuMinimize2 /> : <LuMaximize2 />}
            </IconButton>
            <Button size="xs" variant="outline" aria-expanded={expanded} onClick={() => onExpandedChange(!expanded)}>
              {expanded ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
              {expanded ? <Trans>Collapse</Trans> : <Trans>Expand</Trans>}
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      {expanded && (
        <Card.Body>
          <Suspense fallback={<Skeleton height="48" />}>
            {mode === 'analytics' ? (
              <TrendBody id={data.id} input={{ ...period, ref, aggregation }} refreshKey={refreshKey} />
            ) : (
              <SchedulingBody id={data.id} input={period} refreshKey={refreshKey} />
            )}
          </Suspense>
        </Card.Body>
      )}
    </Card.Root>
  );
}

function TrendBody({ id, input, refreshKey }: { id: string; input: DeviceCardTrendQuery['variables']['input']; refreshKey: number }) {
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
    { fetchPolicy: 'store-or-network', fetchKey: refreshKey },
  );
  if (!data.node?.trend) return null;
  return <DeviceCardTrend trend={data.node.trend} />;
}

function SchedulingBody({ id, input, refreshKey }: { id: string; input: DeviceCardSchedulingQuery['variables']['input']; refreshKey: number }) {
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
  if (!data.node?.scheduling) return <Box />;
  return <DeviceCardScheduling scheduling={data.node.scheduling} />;
}
