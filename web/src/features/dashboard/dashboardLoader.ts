import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchQuery, graphql } from 'relay-runtime';
import DashboardPageQuery, { type DashboardPageQuery as DashboardPageQueryType } from '../../../__generated__/DashboardPageQuery.graphql';
import type { dashboardLoaderSetupQuery } from '../../../__generated__/dashboardLoaderSetupQuery.graphql';
import { getEnvironment } from '../../relay/environmentHolder';
import { preload } from '../../relay/preload';
import { defaultOwner } from './dashboardSearchParams';

/** What the default owner is chosen from: the viewer's memberships and every visible organisation. */
const setupQuery = graphql`
  query dashboardLoaderSetupQuery {
    viewer {
      id
      user {
        organizations {
          organizationId
        }
      }
    }
    organizations {
      id
      organizationId
      name
      deviceCount
    }
  }
`;

/**
 * The route loader of /dashboard. A URL without an owner shows the default one (the URL stays bare,
 * so the sidebar link and sign-in land on plain /dashboard); the setup query that picks it is
 * answered from the store after the first visit.
 */
export async function dashboardLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  let owners = dashboardVariables(params).organizationIds;
  if (owners.length === 0) {
    try {
      const setup = await fetchQuery<dashboardLoaderSetupQuery>(getEnvironment(), setupQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
      const owner = setup ? defaultOwner(setup.organizations, setup.viewer?.user.organizations.map((o) => o.organizationId) ?? []) : null;
      owners = owner ? [owner] : [];
    } catch (error) {
      // Spec part 1 §8: lookup failures are logged only; the page shows its "no organisation" state.
      console.warn('dashboard lookups', error);
    }
  }
  return preload<DashboardPageQueryType>(DashboardPageQuery, { organizationIds: owners });
}

/** The owners a URL names (global ids); none means the default owner. */
export function dashboardVariables(params: URLSearchParams) {
  return { organizationIds: [...new Set(params.getAll('owner').filter(Boolean))] };
}
