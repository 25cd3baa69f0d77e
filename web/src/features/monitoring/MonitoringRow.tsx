import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { MonitoringRowFragment$key } from '../../../__generated__/MonitoringRowFragment.graphql';
import { formatDateTime } from '../../i18n/formatDateTime';
import { useLookupLabel } from '../lookups/useLookupLabel';
import { formatCompactDateTime } from './formatCompactDateTime';
import { ErrorCodesButton } from './ErrorCodesButton';
import type { MonitoringColumnId } from './monitoringColumns';
import { NotesCell } from './NotesCell';
import { SignalStrength } from './SignalStrength';
import { StartServiceButton } from './StartServiceButton';
import { StatusSelect, type StatusOption } from './StatusSelect';

type Props = {
  record: MonitoringRowFragment$key;
  statusOptions: readonly StatusOption[];
  utcOffset: number;
  isVisible: (id: MonitoringColumnId) => boolean;
  highlighted: boolean;
};

/** The sticky first column keeps the row's identity in view while a phone scrolls the table sideways. */
export const stickyColumn = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg' } as const;

/** One monitored device in the table, with its in-place editors and pop-up buttons. */
export function MonitoringRow({ record, statusOptions, utcOffset, isVisible, highlighted }: Props) {
  const { t, i18n } = useLingui();
  const label = useLookupLabel();
  const data = useFragment(
    graphql`
      fragment MonitoringRowFragment on MonitoringRecord {
        id
        notes
        latestErrorOccurredAt
        status {
          id
          name
          slug
          color
        }
        errorCodes {
          count
          errorCode {
            id
            name
            slug
          }
        }
        package {
          name
          slug
        }
        owner {
          name
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
              name
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
  const time = (iso: string | null | undefined) =>
    iso ? (
      <Text as="span" whiteSpace="nowrap" title={formatDateTime(i18n, iso, utcOffset)}>
        {formatCompactDateTime(i18n, iso, utcOffset)}
      </Text>
    ) : (
      '—'
    );
  const packageName = data.package ? label('package', data.package) : undefined;
  // Premium is the common package and the column is narrow: its short form, the full name in a title.
  const packageText = data.package ? (data.package.slug === 'premium' ? t`Prem.` : packageName) : '—';

  const cells: Record<MonitoringColumnId, ReactNode> = {
    networkId: (
      <Link asChild color="brand.fg" fontFamily="mono" fontSize="xs">
        <RouterLink to={`/devices/${encodeURIComponent(device.deviceId)}`}>{device.networkId}</RouterLink>
      </Link>
    ),
    name: <Text fontWeight="medium">{device.name}</Text>,
    lastSeen: time(device.lastSeenAt),
    typeModel: (
      <Stack gap="0">
        <Text>{model.deviceTypeCategory.name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {model.title}
        </Text>
      </Stack>
    ),
    package: <Text title={packageName}>{packageText}</Text>,
    signal: (
      <SignalStrength
        value={device.latestMessage?.signalStrength ?? device.latestMessage?.rssi}
        networkType={model.networkType}
        protocol={model.networkProtocol}
      />
    ),
    status: <StatusSelect recordId={data.id} deviceName={device.name} status={data.status} options={statusOptions} />,
    errors: <ErrorCodesButton recordId={data.id} deviceName={device.name} errorCodes={data.errorCodes} utcOffset={utcOffset} />,
    lastError: time(data.latestErrorOccurredAt),
    notes: <NotesCell recordId={data.id} deviceName={device.name} notes={data.notes} />,
    firmware: <Text fontFamily="mono" fontSize="xs">{device.firmwareVersion ?? '—'}</Text>,
    service: (
      <StartServiceButton
        utcOffset={utcOffset}
        device={{
          id: device.id,
          deviceId: device.deviceId,
          name: device.name,
          networkId: device.networkId,
          owner: data.owner.name,
          model: model.title,
          lastSeenAt: device.lastSeenAt,
        }}
      />
    ),
    owner: <Text>{data.owner.name}</Text>,
  };

  return (
    <Table.Row data-highlighted={highlighted || undefined} bg={highlighted ? 'yellow.subtle' : undefined} transition="background 0.6s">
      {(Object.keys(cells) as MonitoringColumnId[]).filter(isVisible).map((id) => (
        <Table.Cell key={id} {...(id === 'networkId' ? { ...stickyColumn, bg: highlighted ? 'yellow.subtle' : 'bg' } : {})}>
          {cells[id]}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}
