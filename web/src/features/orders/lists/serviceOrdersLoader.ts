import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from 'relay-runtime';
import ServiceOrdersPageQuery, { type ServiceOrdersPageQuery as ServiceOrdersPageQueryType } from '../../../../__generated__/ServiceOrdersPageQuery.graphql';
import type { serviceOrdersLoaderSetupQuery } from '../../../../__generated__/serviceOrdersLoaderSetupQuery.graphql';
import { idsNotAmong } from '../../../components/list/idsNotAmong';
import { parseSearchParams, type DroppedParam } from '../../../components/list/parseSearchParams';
import { replaceDroppedParams } from '../../../components/list/replaceDroppedParams';
import { withoutParams } from '../../../components/list/withoutParams';
import { getEnvironment } from '../../../relay/environmentHolder';
import { loadSetupQuery } from '../../../relay/loadSetupQuery';
import { preload } from '../../../relay/preload';
import { serviceOrdersSearchSchema } from './serviceOrdersSearchParams';
import { serviceOrdersVariables } from './serviceOrdersVariables';

/** The lookups the filter offers and a URL's ids and slugs are checked against. */
export const serviceOrdersSetupQuery = graphql`
  # The centres and the technicians across them, a page each (not a page of technicians per centre:
  # 100 × 100 rows, which the gateway's cost limit refuses).
  query serviceOrdersLoaderSetupQuery($centers: Int = 100, $technicians: Int = 100) {
    viewer {
      id
      # The page reads the offset from the store (the same query).
      # eslint-disable-next-line relay/unused-fields -- see above
      config {
        # eslint-disable-next-line relay/unused-fields -- see above
        utcOffset
      }
    }
    # Read by the page's filter; importing it here would bring its code into this chunk.
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- see above
    ...ServiceOrdersFiltersFragment
    serviceOrderStatuses {
      slug
    }
    organizations {
      id
    }
    serviceCenters(first: $centers) {
      edges {
        node {
          id
        }
      }
    }
    technicians(first: $technicians) {
      edges {
        node {
          id
        }
      }
    }
  }
`;

/**
 * The route loader of /orders/service-orders: the URL is checked before anything loads — values
 * that do not parse, statuses, owners, centres and technicians the lookups do not have, and unknown
 * parameters are dropped (the URL replaced, a toast saying what was left out).
 */
export async function serviceOrdersLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const environment = getEnvironment();
  let setup: serviceOrdersLoaderSetupQuery['response'] | undefined;
  let fresh: Promise<serviceOrdersLoaderSetupQuery['response']> | null = null;
  try {
    ({ data: setup, fresh } = await loadSetupQuery<serviceOrdersLoaderSetupQuery>(environment, serviceOrdersSetupQuery));
  } catch (error) {
    // Lookup failures are logged only; the page query below reports its own failure.
    console.warn('service order lookups', error);
  }
  const parsed = parseSearchParams(serviceOrdersSearchSchema(), url.searchParams);
  const dropped: DroppedParam[] = [...parsed.dropped];
  if (setup) {
    let unknown = unknownLookupValues(parsed.params, setup);
    if (unknown.length > 0 && fresh) unknown = unknownLookupValues(parsed.params, await fresh.catch(() => setup!));
    dropped.push(...unknown);
  }
  replaceDroppedParams(url, dropped, withoutParams(parsed.params, dropped));
  return preload<ServiceOrdersPageQueryType>(ServiceOrdersPageQuery, serviceOrdersVariables(url.searchParams));
}

/** The values a URL names that none of the lookups has. */
function unknownLookupValues(params: URLSearchParams, setup: serviceOrdersLoaderSetupQuery['response']): DroppedParam[] {
  return [
    ...idsNotAmong(params, 'status', setup.serviceOrderStatuses.map((s) => s.slug)),
    ...idsNotAmong(params, 'owner', setup.organizations.map((o) => o.id)),
    ...idsNotAmong(params, 'center', setup.serviceCenters.edges.map((edge) => edge.node.id)),
    ...idsNotAmong(params, 'technician', setup.technicians.edges.map((edge) => edge.node.id)),
  ];
}
