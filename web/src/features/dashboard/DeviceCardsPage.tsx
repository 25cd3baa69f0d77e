import { Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeviceCard_device$key } from '../../../__generated__/DeviceCard_device.graphql';
import type { DeviceCardSchedule_device$key } from '../../../__generated__/DeviceCardSchedule_device.graphql';
import { formatNumber } from '../../i18n/format/formatNumber';
import { DeviceCard } from './card/DeviceCard';
import type { DashboardCardsProps } from './DashboardCardsProps';
import { CARDS_PAGE_SIZE } from './cardsPageSize';
import { DashboardDeviceGrid } from './DashboardDeviceGrid';


type Node = { readonly id: string; readonly schedule?: DeviceCardSchedule_device$key | null | undefined } & DeviceCard_device$key;

type Props = DashboardCardsProps & {
  /** The section's loaded cards, in order. */
  nodes: readonly Node[];
  /** How many devices of the section match in all. */
  total: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
  /** Scheduling mode: each card's schedule came with its page (`schedule`). */
  scheduling: boolean;
  /** Cards before the devices' (a group's trend card). */
  leading?: React.ReactNode;
};

/**
 * A section's cards a page at a time: the loaded cards, skeletons while the next page loads, and
 * what is shown of how many with a button for more. Only loaded cards exist in the page, so a
 * section of 25,000 devices costs what a page of them costs.
 */
export function DeviceCardsPage({ nodes, total, hasNext, isLoadingNext, loadNext, scheduling, leading, expanded, onExpandedChange }: Props) {
  const { t, i18n } = useLingui();
  const shown = formatNumber(i18n, nodes.length);
  const all = formatNumber(i18n, total);
  const coming = Math.min(CARDS_PAGE_SIZE, Math.max(0, total - nodes.length));
  return (
    <>
      <DashboardDeviceGrid>
        {leading}
        {nodes.map((node) => (
          <DeviceCard
            key={node.id}
            device={node}
            summary={scheduling ? (node.schedule ?? undefined) : undefined}
            expanded={expanded.has(node.id)}
            onExpandedChange={onExpandedChange}
          />
        ))}
        {isLoadingNext && Array.from({ length: coming }, (_, i) => <Skeleton key={i} height="28" borderRadius="l3" aria-hidden data-testid="card-skeleton" />)}
      </DashboardDeviceGrid>
      {total > nodes.length && (
        <HStack justify="center" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            <Trans>
              Showing {shown} of {all}
            </Trans>
          </Text>
          {hasNext && (
            <Button size="sm" variant="outline" onClick={loadNext} loading={isLoadingNext} loadingText={t`Loading…`}>
              <Trans>Show more</Trans>
            </Button>
          )}
        </HStack>
      )}
    </>
  );
}
