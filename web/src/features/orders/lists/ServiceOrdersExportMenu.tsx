import { useLingui } from '@lingui/react/macro';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ServiceOrdersExportMenuQuery, ServiceOrdersExportMenuQuery$data } from '../../../../__generated__/ServiceOrdersExportMenuQuery.graphql';
import { localTimestamp } from '../../../components/export/localTimestamp';
import { ListExportMenu, type ExportColumn } from '../../../components/list/ListExportMenu';
import { dayAt } from '../../../i18n/format/calendarDay';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import type { ServiceOrdersVariables } from './ServiceOrdersList';
import type { ServiceOrderColumnId } from './serviceOrdersColumns';

const exportQuery = graphql`
  query ServiceOrdersExportMenuQuery($filter: ServiceOrderFilter, $orderBy: ServiceOrderOrder, $first: Int!, $page: Int) {
    serviceOrders(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {
      totalCount
      edges {
        node {
          number
          status {
            # eslint-disable-next-line relay/unused-fields -- worded by useLookupLabel from the slug
            slug
            name
          }
          deviceFacts {
            name
            networkId
          }
          owner {
            name
          }
          serviceCenter {
            name
          }
          technician {
            name
          }
          dueDate
          createdAt
        }
      }
    }
  }
`;

type ExportOrder = ServiceOrdersExportMenuQuery$data['serviceOrders']['edges'][number]['node'];

type Props = {
  filter: ServiceOrdersVariables['filter'];
  orderBy: ServiceOrdersVariables['orderBy'];
  columns: readonly ServiceOrderColumnId[];
  utcOffset: number;
  fileName: string;
  disabled: boolean;
};

/** Exports the filtered service orders, every page, with the table's visible columns, to CSV or XLSX. */
export function ServiceOrdersExportMenu({ filter, orderBy, columns, utcOffset, fileName, disabled }: Props) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const label = useLookupLabel();
  const all: Record<ServiceOrderColumnId, ExportColumn<ExportOrder>[]> = {
    number: [{ header: t`Order`, value: (o) => o.number }],
    device: [
      { header: t`Device`, value: (o) => o.deviceFacts.name },
      { header: t`Network id`, value: (o) => o.deviceFacts.networkId },
    ],
    owner: [{ header: t`Owner`, value: (o) => o.owner.name }],
    status: [{ header: t`Status`, value: (o) => label('serviceOrderStatus', o.status) }],
    center: [{ header: t`Service centre`, value: (o) => o.serviceCenter?.name ?? null }],
    technician: [{ header: t`Technician`, value: (o) => o.technician?.name ?? null }],
    dueDate: [{ header: t`Due date`, value: (o) => (o.dueDate ? dayAt(o.dueDate, utcOffset) : null) }],
    created: [{ header: t`Created`, value: (o) => localTimestamp(o.createdAt, utcOffset) }],
  };
  const loadPage = async (page: number, pageSize: number) => {
    const answer = await fetchQuery<ServiceOrdersExportMenuQuery>(environment, exportQuery, { filter, orderBy, first: pageSize, page }, { fetchPolicy: 'network-only' }).toPromise();
    if (!answer) throw new Error('no answer');
    return { rows: answer.serviceOrders.edges.map((edge) => edge.node), totalCount: answer.serviceOrders.totalCount };
  };
  return <ListExportMenu fileName={fileName} columns={columns.flatMap((id) => all[id])} loadPage={loadPage} disabled={disabled} />;
}
