import { Box, Card, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { MonitoringRowFragment$key } from '../../../__generated__/MonitoringRowFragment.graphql';
import { formatDateTime } from '../../i18n/format/formatDateTime';
import { useLookupLabel } from '../lookups/useLookupLabel';
import { ErrorCodesButton } from './ErrorCodesButton';
import type { MonitoringColumnId } from './monitoringColumns';
import { NotesCell } from './NotesCell';
import { SignalStrength } from './SignalStrength';
import { StartServiceButton } from './StartServiceButton';
import { StatusSelect } from './StatusSelect';
import { useMonitoringLookups } from './useMonitoringLookups';
import { devicePath } from '../../routing/paths';

type Props = {
  record: MonitoringRowFragment$key;
  utcOffset: number;
  /** The table's visible columns, in order (ignored by a card, which shows what a phone needs). */
  columns: readonly MonitoringColumnId[];
  highlighted: boolean;
  /** A table row on wide screens, a card on phones. */
  layout: 'row' | 'card';
};

/**
 * The sticky first column keeps the row's identity in view while the table scrolls sideways: a
 * solid background (rows scroll under it, not through it) and a shadow on its edge.
 */
export const stickyColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  boxShadow: 'inset -1px 0 0 var(--chakra-colors-border), 6px 0 8px -6px rgba(0, 0, 0, 0.18)',
} as const;

/** One monitored device, with its in-place editors and pop-up buttons: a table row or a phone card. */
// Memoised: a row renders when its record (through its fragment) or its own props change, not on
// every change of the page around it (a filter being ticked, another row highlighted).
export const MonitoringRow = memo(function MonitoringRow({ record, utcOffset, columns, highlighted, layout }: Props) {
  const { t, i18n } = useLingui();
  const label = useLookupLabel();
  const lookups = useMonitoringLookups();
  const data = useFragment(
    graphql`
      fragment MonitoringRowFragment on MonitoringRecord {
        id
        notes
        latestErrorOccurredAt
        # Lookups by id only: their names come from the page's lookup lists (useMonitoringLookups).
        status {
          id
        }
        errorCodes {
          count
          errorCode {
            id
          }
        }
        package {
          id
        }
        owner {
          id
        }
        device {
          id
          deviceId
          networkId
          name
          lastSeenAt
          firmwareVersion
          deviceModel {
            title
            networkType
            networkProtocol
            deviceTypeCategory {
              id
            }
          }
          latestMessage {
            signalStrength
            rssi
          }
        }
      }
    `,
    record,
  );
  const { device } = data;
  const model = device.deviceModel;
  // A lookup the lists do not hold (added since they loaded) shows as unknown until they refresh.
  const status = lookups.status.get(data.status.id) ?? { id: data.status.id, name: '—', slug: '', color: 'default' };
  const errorCodes = data.errorCodes.map(({ count, errorCode }) => ({
    count,
    errorCode: lookups.errorCodes.get(errorCode.id) ?? { id: errorCode.id, name: '—', slug: '' },
  }));
  const pkg = data.package ? (lookups.packages.get(data.package.id) ?? { name: '—', slug: '' }) : null;
  const ownerName = lookups.organizations.get(data.owner.id)?.name ?? '—';
  const category = lookups.deviceTypeCategories.get(model.deviceTypeCategory.id) ?? { name: '—', slug: '' };
  // A moment on two short lines (day, then time) that reads as one text ("19.11.2026, 11.00"):
  // the break is a <br>, so the table's time columns stay narrow.
  const time = (iso: string | null | undefined) => {
    if (!iso) return <Text as="span" color="fg.subtle">—</Text>;
    const text = formatDateTime(i18n, iso, utcOffset);
    const cut = text.indexOf(' ') + 1;
    return (
      <Text asChild display="block" fontSize="xs" whiteSpace="nowrap">
        <time dateTime={iso}>
          {text.slice(0, cut)}
          <br />
          {text.slice(cut)}
        </time>
      </Text>
    );
  };
  const packageName = pkg ? label('package', pkg) : undefined;
  // Premium is the common package and the column is narrow: its short form, the full name in a title.
  const packageText = pkg ? (pkg.slug === 'premium' ? t`Prem.` : packageName) : '—';
  const networkId = (
    // Long network ids wrap (at their hyphens first) rather than widen the sticky column.
    <Link asChild color="brand.fg" fontFamily="mono" fontSize="xs" display="inline-block" whiteSpace="normal" overflowWrap="anywhere" maxW={{ md: '20' }}>
      <RouterLink to={devicePath(device.deviceId)}>{device.networkId}</RouterLink>
    </Link>
  );
  const statusSelect = <StatusSelect recordId={data.id} deviceName={device.name} status={status} options={lookups.statusCodes} />;
  const errors = <ErrorCodesButton recordId={data.id} deviceName={device.name} errorCodes={errorCodes} utcOffset={utcOffset} />;
  const notes = <NotesCell recordId={data.id} deviceName={device.name} notes={data.notes} />;
  const service = (compact: boolean) => (
    <StartServiceButton
      compact={compact}
      utcOffset={utcOffset}
      device={{
        id: device.id,
        deviceId: device.deviceId,
        name: device.name,
        networkId: device.networkId,
        owner: ownerName,
        model: model.title,
        lastSeenAt: device.lastSeenAt,
      }}
    />
  );
  const background = highlighted ? 'yellow.subtle' : 'bg';

  if (layout === 'card') {
    return (
      <Card.Root
        as="li"
        size="sm"
        data-highlighted={highlighted || undefined}
        bg={background}
        transition="background 0.6s"
        aria-label={device.name}
      >
        <Card.Body gap="3">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold" lineClamp={2}>
                {device.name}
              </Text>
              {networkId}
            </Stack>
            {statusSelect}
          </HStack>
          <SimpleGrid columns={2} gap="3" fontSize="sm">
            <Stack gap="0.5">
              <Text fontSize="xs" color="fg.muted">
                <Trans>Last seen</Trans>
              </Text>
              {time(device.lastSeenAt)}
            </Stack>
            <Stack gap="0.5">
              <Text fontSize="xs" color="fg.muted">
                <Trans>Last error</Trans>
              </Text>
              {time(data.latestErrorOccurredAt)}
            </Stack>
          </SimpleGrid>
          <Stack gap="0.5" align="flex-start">
            <Text fontSize="xs" color="fg.muted">
              <Trans>Error codes</Trans>
            </Text>
            {errors}
          </Stack>
          <Stack gap="0.5" align="stretch">
            <Text fontSize="xs" color="fg.muted">
              <Trans>Notes</Trans>
            </Text>
            {notes}
          </Stack>
          <HStack justify="flex-end">{service(false)}</HStack>
        </Card.Body>
      </Card.Root>
    );
  }

  const cells: Record<MonitoringColumnId, ReactNode> = {
    networkId,
    name: (
      <Text fontWeight="medium" minW="20" maxW="24" lineClamp={2} title={device.name}>
        {device.name}
      </Text>
    ),
    lastSeen: time(device.lastSeenAt),
    typeModel: (
      <Stack gap="0" maxW="24">
        <Text truncate>{label('deviceTypeCategory', category)}</Text>
        <Text fontSize="xs" color="fg.muted" truncate title={model.title}>
          {model.title}
        </Text>
      </Stack>
    ),
    package: (
      <Text title={packageName} maxW="24" lineClamp={2}>
        {packageText}
      </Text>
    ),
    signal: (
      <SignalStrength
        value={device.latestMessage?.signalStrength ?? device.latestMessage?.rssi}
        networkType={model.networkType}
        protocol={model.networkProtocol}
      />
    ),
    status: statusSelect,
    errors: <Box maxW="32">{errors}</Box>,
    lastError: time(data.latestErrorOccurredAt),
    notes,
    firmware: (
      <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
        {device.firmwareVersion ?? '—'}
      </Text>
    ),
    service: service(true),
    owner: (
      <Text minW="24" maxW="40" lineClamp={2}>
        {ownerName}
      </Text>
    ),
  };

  return (
    <Table.Row data-highlighted={highlighted || undefined} bg={background} transition="background 0.6s">
      {columns.map((id) => (
        <Table.Cell key={id} px="1.5" {...(id === 'networkId' ? { ...stickyColumn, bg: background } : {})}>
          {cells[id]}
        </Table.Cell>
      ))}
    </Table.Row>
  );
});
