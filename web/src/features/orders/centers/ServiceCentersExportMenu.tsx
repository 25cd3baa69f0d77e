import { useLingui } from '@lingui/react/macro';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ServiceCentersExportMenuQuery, ServiceCentersExportMenuQuery$data, ServiceCentersExportMenuQuery$variables } from '../../../../__generated__/ServiceCentersExportMenuQuery.graphql';
import { ListExportMenu, type ExportColumn } from '../../../components/list/ListExportMenu';
import type { ServiceCenterColumnId } from './serviceCentersColumns';

const exportQuery = graphql`
  query ServiceCentersExportMenuQuery($filter: ServiceCenterFilter, $orderBy: ServiceCenterOrder, $first: Int!, $page: Int) {
    serviceCenters(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {
      totalCount
      edges {
        node {
          name
          address
          geo {
            lat
            lon
          }
          isActive
          technicianCount
          openOrderCount
          organizations {
            name
          }
        }
      }
    }
  }
`;

type ExportCenter = ServiceCentersExportMenuQuery$data['serviceCenters']['edges'][number]['node'];

type Props = {
  /** The list as shown: filter and order (pages are the export's own). */
  filter: ServiceCentersExportMenuQuery$variables['filter'];
  orderBy: ServiceCentersExportMenuQuery$variables['orderBy'];
  /** The columns to export, in order: the table's visible ones. */
  columns: readonly ServiceCenterColumnId[];
  /** The file's name without extension. */
  fileName: string;
  disabled: boolean;
};

/** Exports the filtered service centres, every page, with the table's visible columns, to CSV or XLSX. */
export function ServiceCentersExportMenu({ filter, orderBy, columns, fileName, disabled }: Props) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const all: Record<ServiceCenterColumnId, ExportColumn<ExportCenter>[]> = {
    name: [{ header: t`Name`, value: (c) => c.name }],
    address: [{ header: t`Address`, value: (c) => c.address ?? null }],
    // Two number columns rather than the page's "Lat … · Lon …": a spreadsheet or a GIS reads them as numbers.
    geo: [
      { header: t`Latitude`, value: (c) => c.geo?.lat ?? null },
      { header: t`Longitude`, value: (c) => c.geo?.lon ?? null },
    ],
    active: [{ header: t`Active`, value: (c) => (c.isActive ? t`Active` : t`Inactive`) }],
    technicians: [{ header: t`Technicians`, value: (c) => c.technicianCount }],
    openOrders: [{ header: t`Open orders`, value: (c) => c.openOrderCount }],
    organizations: [{ header: t`Organisations served`, value: (c) => c.organizations.map((o) => o.name).join(', ') || null }],
  };
  const loadPage = async (page: number, pageSize: number) => {
    const answer = await fetchQuery<ServiceCentersExportMenuQuery>(environment, exportQuery, { filter, orderBy, first: pageSize, page }, { fetchPolicy: 'network-only' }).toPromise();
    if (!answer) throw new Error('no answer');
    return { rows: answer.serviceCenters.edges.map((edge) => edge.node), totalCount: answer.serviceCenters.totalCount };
  };
  return <ListExportMenu fileName={fileName} columns={columns.flatMap((id) => all[id])} loadPage={loadPage} disabled={disabled} />;
}
