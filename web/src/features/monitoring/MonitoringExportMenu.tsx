import { useLingui } from '@lingui/react/macro';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  MonitoringExportMenuQuery,
  MonitoringExportMenuQuery$data,
} from '../../../__generated__/MonitoringExportMenuQuery.graphql';
import { localTimestamp } from '../../components/export/localTimestamp';
import { ListExportMenu, type ExportColumn } from '../../components/list/ListExportMenu';
import { todayAt } from '../../i18n/format/calendarDay';
import { useLookupLabel } from '../lookups/useLookupLabel';
import type { MonitoringColumnId } from './monitoringColumns';
import type { MonitoringVariables } from './MonitoringTable';

const exportQuery = graphql`
  query MonitoringExportMenuQuery($filter: MonitoringFilter, $orderBy: MonitoringRecordOrder, $first: Int!, $page: Int) {
    monitoringRecords(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {
      totalCount
      edges {
        node {
          notes
          latestErrorOccurredAt
          status {
            name
            slug
          }
          errorCodes {
            count
            errorCode {
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
            networkId
            name
            lastSeenAt
            firmwareVersion
            deviceModel {
              title
              deviceTypeCategory {
                name
                slug
              }
            }
            latestMessage {
              signalStrength
              rssi
            }
          }
        }
      }
    }
  }
`;

type ExportRecord = MonitoringExportMenuQuery$data['monitoringRecords']['edges'][number]['node'];

type Props = {
  /** The list as the table shows it: filter and order (pages are the export's own). */
  variables: MonitoringVariables;
  /** The visible columns: the export has the same ones (without the service button). */
  columns: readonly MonitoringColumnId[];
  utcOffset: number;
  disabled: boolean;
};

/** Exports the filtered monitoring list, every page, with the table's visible columns, to CSV or XLSX. */
export function MonitoringExportMenu({ variables, columns, utcOffset, disabled }: Props) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const label = useLookupLabel();
  const time = (iso: string | null | undefined) => (iso ? localTimestamp(iso, utcOffset) : null);
  const all: Partial<Record<MonitoringColumnId, ExportColumn<ExportRecord>>> = {
    networkId: { header: t`Network id`, value: (r) => r.device.networkId },
    name: { header: t`Name`, value: (r) => r.device.name },
    lastSeen: { header: t`Last seen`, value: (r) => time(r.device.lastSeenAt) },
    typeModel: { header: t`Type and model`, value: (r) => `${label('deviceTypeCategory', { slug: r.device.deviceModel.deviceTypeCategory.slug, name: r.device.deviceModel.deviceTypeCategory.name })} – ${r.device.deviceModel.title}` },
    package: { header: t`Package`, value: (r) => (r.package ? label('package', { slug: r.package.slug, name: r.package.name }) : null) },
    signal: { header: t`Network strength`, value: (r) => r.device.latestMessage?.signalStrength ?? r.device.latestMessage?.rssi ?? null },
    status: { header: t`Status`, value: (r) => label('statusCode', { slug: r.status.slug, name: r.status.name }) },
    errors: {
      header: t`Error codes`,
      value: (r) => r.errorCodes.map((e) => `${label('errorCode', { slug: e.errorCode.slug, name: e.errorCode.name })} (${e.count})`).join('; ') || null,
    },
    lastError: { header: t`Last error`, value: (r) => time(r.latestErrorOccurredAt) },
    notes: { header: t`Notes`, value: (r) => r.notes ?? null },
    firmware: { header: t`Firmware version`, value: (r) => r.device.firmwareVersion ?? null },
    owner: { header: t`Owner`, value: (r) => r.owner.name },
  };
  const exported = columns.flatMap((id) => all[id] ?? []);

  const loadPage = async (page: number, pageSize: number) => {
    const answer = await fetchQuery<MonitoringExportMenuQuery>(
      environment,
      exportQuery,
      { filter: variables.filter, orderBy: variables.orderBy, first: pageSize, page },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    if (!answer) throw new Error('no answer');
    return { rows: answer.monitoringRecords.edges.map((edge) => edge.node), totalCount: answer.monitoringRecords.totalCount };
  };

  return <ListExportMenu fileName={`${t`monitoring`}-${todayAt(utcOffset)}`} columns={exported} loadPage={loadPage} disabled={disabled} />;
}
