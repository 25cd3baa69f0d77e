import { useLingui } from '@lingui/react/macro';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { TechniciansExportMenuQuery, TechniciansExportMenuQuery$data, TechniciansExportMenuQuery$variables } from '../../../../__generated__/TechniciansExportMenuQuery.graphql';
import { ListExportMenu, type ExportColumn } from '../../../components/list/ListExportMenu';
import type { TechnicianColumnId } from './techniciansColumns';

const exportQuery = graphql`
  query TechniciansExportMenuQuery($filter: TechnicianListFilter, $orderBy: TechnicianOrder, $first: Int!, $page: Int) {
    technicians(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {
      totalCount
      edges {
        node {
          name
          isActive
          openOrderCount
          serviceCenter {
            name
          }
          user {
            email
            isActive
          }
          models {
            title
          }
        }
      }
    }
  }
`;

type ExportTechnician = TechniciansExportMenuQuery$data['technicians']['edges'][number]['node'];

type Props = {
  /** The list as shown: filter and order (pages are the export's own). */
  filter: TechniciansExportMenuQuery$variables['filter'];
  orderBy: TechniciansExportMenuQuery$variables['orderBy'];
  /** The columns to export, in order: the table's visible ones. */
  columns: readonly TechnicianColumnId[];
  /** The file's name without extension. */
  fileName: string;
  disabled: boolean;
};

/** Exports the filtered technicians of every centre, every page, with the table's visible columns, to CSV or XLSX. */
export function TechniciansExportMenu({ filter, orderBy, columns, fileName, disabled }: Props) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const all: Record<TechnicianColumnId, ExportColumn<ExportTechnician>> = {
    name: { header: t`Name`, value: (tech) => tech.name },
    email: { header: t`E-mail`, value: (tech) => tech.user.email },
    center: { header: t`Service centre`, value: (tech) => tech.serviceCenter.name },
    // As the table says it: a technician whose account is deactivated cannot work either.
    active: { header: t`Active`, value: (tech) => (tech.isActive && tech.user.isActive ? t`Active` : t`Inactive`) },
    models: { header: t`Device models`, value: (tech) => tech.models.map((m) => m.title).join(', ') || null },
    openOrders: { header: t`Open orders`, value: (tech) => tech.openOrderCount },
  };
  const loadPage = async (page: number, pageSize: number) => {
    const answer = await fetchQuery<TechniciansExportMenuQuery>(environment, exportQuery, { filter, orderBy, first: pageSize, page }, { fetchPolicy: 'network-only' }).toPromise();
    if (!answer) throw new Error('no answer');
    return { rows: answer.technicians.edges.map((edge) => edge.node), totalCount: answer.technicians.totalCount };
  };
  return <ListExportMenu fileName={fileName} columns={columns.map((id) => all[id])} loadPage={loadPage} disabled={disabled} />;
}
