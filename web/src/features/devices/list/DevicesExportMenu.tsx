import { useLingui } from '@lingui/react/macro';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { DevicesExportMenuQuery, DevicesExportMenuQuery$data } from '../../../../__generated__/DevicesExportMenuQuery.graphql';
import { localTimestamp } from '../../../components/export/localTimestamp';
import { ListExportMenu, type ExportColumn } from '../../../components/list/ListExportMenu';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import type { DeviceColumnId } from './devicesColumns';
import type { DevicesVariables } from './DevicesList';
import { knownLifecycle, lifecycleLabels } from './lifecycleLabels';

const exportQuery = graphql`
  query DevicesExportMenuQuery($filter: DeviceFilter, $orderBy: DeviceOrder, $first: Int!, $page: Int) {
    devices(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {
      totalCount
      edges {
        node {
          name
          networkId
          serialNumber
          lifecycle
          lastSeenAt
          createdAt
          owner {
            name
          }
          deviceTypeCategory {
            name
            slug
          }
          deviceModel {
            title
          }
        }
      }
    }
  }
`;

type ExportDevice = DevicesExportMenuQuery$data['devices']['edges'][number]['node'];

type Props = {
  /** The list as shown: filter and order (pages are the export's own). */
  filter: DevicesVariables['filter'];
  orderBy: DevicesVariables['orderBy'];
  /** The columns to export, in order: the table's visible ones. */
  columns: readonly DeviceColumnId[];
  utcOffset: number;
  /** The file's name without extension. */
  fileName: string;
  disabled: boolean;
};

/** Exports the filtered device list, every page, with the table's visible columns, to CSV or XLSX. */
export function DevicesExportMenu({ filter, orderBy, columns, utcOffset, fileName, disabled }: Props) {
  const { t, i18n } = useLingui();
  const environment = useRelayEnvironment();
  const label = useLookupLabel();
  const time = (iso: string | null | undefined) => (iso ? localTimestamp(iso, utcOffset) : null);
  const all: Record<DeviceColumnId, ExportColumn<ExportDevice>> = {
    name: { header: t`Name`, value: (d) => d.name },
    networkId: { header: t`Network id`, value: (d) => d.networkId },
    serialNumber: { header: t`Serial number`, value: (d) => d.serialNumber ?? null },
    owner: { header: t`Owner`, value: (d) => d.owner.name },
    type: { header: t`Device type`, value: (d) => label('deviceTypeCategory', { slug: d.deviceTypeCategory.slug, name: d.deviceTypeCategory.name }) },
    model: { header: t`Model`, value: (d) => d.deviceModel.title },
    lifecycle: {
      header: t`Lifecycle`,
      value: (d) => {
        const known = knownLifecycle(d.lifecycle);
        return known ? i18n._(lifecycleLabels[known]) : d.lifecycle;
      },
    },
    lastSeen: { header: t`Last seen`, value: (d) => time(d.lastSeenAt) },
    created: { header: t`Created`, value: (d) => time(d.createdAt) },
  };

  const loadPage = async (page: number, pageSize: number) => {
    const answer = await fetchQuery<DevicesExportMenuQuery>(environment, exportQuery, { filter, orderBy, first: pageSize, page }, { fetchPolicy: 'network-only' }).toPromise();
    if (!answer) throw new Error('no answer');
    return { rows: answer.devices.edges.map((edge) => edge.node), totalCount: answer.devices.totalCount };
  };

  return <ListExportMenu fileName={fileName} columns={columns.map((id) => all[id])} loadPage={loadPage} disabled={disabled} />;
}
