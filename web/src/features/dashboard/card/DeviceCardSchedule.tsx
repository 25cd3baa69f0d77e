import { Badge, DataList, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DeviceCardSchedule_device$key } from '../../../../__generated__/DeviceCardSchedule_device.graphql';
import type { DeviceCardSchedule_summaries$key } from '../../../../__generated__/DeviceCardSchedule_summaries.graphql';
import { formatNumber } from '../../../i18n/format/formatNumber';

/**
 * Scheduling mode: every counter's schedule for its collapsed card, by AnalyticsDevice id. The page
 * asks for them once for all cards (with `scheduling` false, in analytics mode, not at all).
 */
export function useScheduleSummaries(query: DeviceCardSchedule_summaries$key): ReadonlyMap<string, DeviceCardSchedule_device$key> {
  const data = useFragment(
    graphql`
      fragment DeviceCardSchedule_summaries on Query
      @argumentDefinitions(organizationIds: { type: "[ID!]!" }, scheduling: { type: "Boolean!" }) {
        schedules: analyticsOrganizations(organizationIds: $organizationIds) @include(if: $scheduling) {
          groups {
            devices {
              id
              ...DeviceCardSchedule_device
            }
          }
          ungroupedDevices {
            id
            ...DeviceCardSchedule_device
          }
        }
      }
    `,
    query,
  );
  return useMemo(() => {
    const byId = new Map<string, DeviceCardSchedule_device$key>();
    for (const organization of data.schedules ?? []) {
      for (const device of [...organization.groups.flatMap((g) => g.devices), ...organization.ungroupedDevices]) byId.set(device.id, device);
    }
    return byId;
  }, [data.schedules]);
}

/**
 * A counter's service schedule on its collapsed card in scheduling mode: what it counted since the
 * last service, the target, and whether service is due, so the cards that need attention stand out
 * without opening each one. The page loads these for every card in one request.
 */
export function DeviceCardSchedule({ device }: { device: DeviceCardSchedule_device$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment DeviceCardSchedule_device on AnalyticsDevice {
        serviceSchedule {
          serviceTargetCount
          totalCountSinceLastReset
        }
      }
    `,
    device,
  );
  const schedule = data.serviceSchedule;
  if (!schedule) {
    return (
      <Text fontSize="xs" color="fg.muted" mt="2">
        <Trans>No target set</Trans>
      </Text>
    );
  }
  const due = schedule.totalCountSinceLastReset >= schedule.serviceTargetCount;
  return (
    <HStack gap="3" mt="2" wrap="wrap" data-testid="schedule-summary">
      <DataList.Root orientation="horizontal" size="sm" gap="1" flex="1" minW="0">
        <DataList.Item>
          <DataList.ItemLabel minW="36">{t`Count since last reset`}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium">{formatNumber(i18n, schedule.totalCountSinceLastReset)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="36">{t`Service target`}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium">{formatNumber(i18n, schedule.serviceTargetCount)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {due && (
        <Badge colorPalette="orange" variant="solid" size="sm">
          <Trans>Service due</Trans>
        </Badge>
      )}
    </HStack>
  );
}
