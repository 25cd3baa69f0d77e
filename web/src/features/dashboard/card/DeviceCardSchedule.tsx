import { Badge, DataList, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { DeviceCardSchedule_device$key } from '../../../../__generated__/DeviceCardSchedule_device.graphql';
import { formatNumber } from '../../../i18n/format/formatNumber';

/**
 * A counter's service schedule on its collapsed card in scheduling mode: what it counted since the
 * last service, the target, and whether service is due, so the cards that need attention stand out
 * without opening each one. Each page of cards loads these with the cards.
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
