import type { LoaderFunctionArgs } from 'react-router-dom';
import { redirect } from 'react-router-dom';
import { fetchQuery, graphql } from 'relay-runtime';
import DashboardPageQuery, { type DashboardPageQuery as DashboardPageQueryType } from '../../../__generated__/DashboardPageQuery.graphql';
import type { dashboardLoaderSetupQuery } from '../../../__generated__/dashboardLoaderSetupQuery.graphql';
import { getEnvironment } from '../../relay/environmentHolder';
import { preload } from '../../relay/preload';
import { defaultOwner, writeDashboardState } from './dashboardSearchParams';

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
 * The route loader of /dashboard. A URL without an owner gets the default one by a redirect, so the
 * URL alone says what is shown; the setup query is answered from the store after the first visit.
 */
export async function dashboardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.getAll('owner').filter(Boolean).length === 0) {
    try {
      const setup = await fetchQuery<dashboardLoaderSetupQuery>(getEnvironment(), setupQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
      const owner = setup ? defaultOwner(setup.organizations, setup.viewer?.user.organizations.map((o) => o.organizationId) ?? []) : null;
      if (owner) throw redirect(`${url.pathname}?${writeDashboardState({ owners: [owner] }, url.searchParams).toString()}`);
    } catch (error) {
      if (error instanceof Response) throw error;
      // Spec part 1 §8: lookup failures are logged only; the page shows its "no organisation" state.
      console.warn('dashboard lookups', error);
    }
  }
  return preload<DashboardPageQueryType>(DashboardPageQuery, dashboardVariables(url.searchParams));
}

/** The page query's variables for a URL: only the owners change what the page loads. */
export function dashboardVariables(params: URLSearchParams) {
  return { organizationIds: [...new Set(params.getAll('owner').filter(Boolean))] };
}
