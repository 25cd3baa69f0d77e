import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchQuery, graphql } from 'relay-runtime';
import DashboardPageQuery, { type DashboardPageQuery as DashboardPageQueryType } from '../../../__generated__/DashboardPageQuery.graphql';
import type { dashboardLoaderSetupQuery } from '../../../__generated__/dashboardLoaderSetupQuery.graphql';
import { findUnknownIds } from '../../components/list/findUnknownIds';
import { idsNotAmong } from '../../components/list/idsNotAmong';
import { parseSearchParams, type DroppedParam } from '../../components/list/parseSearchParams';
import { replaceDroppedParams } from '../../components/list/replaceDroppedParams';
import { withoutParams } from '../../components/list/withoutParams';
import { getEnvironment } from '../../relay/environmentHolder';
import { preload } from '../../relay/preload';
import { dashboardSearchSchema, defaultOwner, tomorrowIn } from './dashboardSearchParams';

/**
 * What the default owner is chosen from (the viewer's memberships and every visible organisation),
 * the viewer's offset (the custom period's latest day) and the lookups a URL's ids are checked against.
 */
const setupQuery = graphql`
  query dashboardLoaderSetupQuery {
    viewer {
      id
      config {
        utcOffset
      }
      user {
        organizations {
          organizationId
        }
      }
    }
    organizations {
      id
      organizationId
      deviceCount
    }
    deviceTypeCategories {
      id
    }
    deviceModels {
      id
    }
  }
`;

/**
 * The route loader of /dashboard. The URL is checked before anything loads: values that do not
 * parse, ids of nothing the viewer can see (another tenant's organisation, a removed device) and
 * unknown parameters are dropped — the URL is replaced without them and a toast says what was left
 * out — so that no link can break the page. A URL without an owner shows the default one (the URL
 * stays bare, so the sidebar link and sign-in land on plain /dashboard); the setup query is answered
 * from the store after the first visit.
 */
export async function dashboardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  let setup: dashboardLoaderSetupQuery['response'] | undefined;
  try {
    setup = await fetchQuery<dashboardLoaderSetupQuery>(getEnvironment(), setupQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  } catch (error) {
    // Spec part 1 §8: lookup failures are logged only; the page shows its "no organisation" state.
    console.warn('dashboard lookups', error);
  }
  const parsed = parseSearchParams(dashboardSearchSchema(tomorrowIn(setup?.viewer?.config.utcOffset ?? 0)), url.searchParams);
  const dropped: DroppedParam[] = [...parsed.dropped];
  if (setup) {
    const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
    dropped.push(
      ...idsNotAmong(parsed.params, 'owner', ids(setup.organizations)),
      ...idsNotAmong(parsed.params, 'type', ids(setup.deviceTypeCategories)),
      ...idsNotAmong(parsed.params, 'model', ids(setup.deviceModels)),
    );
    // Dashboard devices are many and live in their organisations' dashboards: the server says which exist.
    const devices = new URLSearchParams(parsed.params.getAll('device').filter(Boolean).map((id) => ['device', id]));
    dropped.push(...(await findUnknownIds(getEnvironment(), devices, { device: 'AnalyticsDevice' })));
  }
  replaceDroppedParams(url, dropped, withoutParams(parsed.params, dropped));

  let owners = dashboardVariables(url.searchParams).organizationIds;
  if (owners.length === 0 && setup) {
    const candidates = setup.organizations.map(({ id, organizationId, deviceCount }) => ({ id, organizationId, deviceCount }));
    const owner = defaultOwner(candidates, setup.viewer?.user.organizations.map((o) => o.organizationId) ?? []);
    owners = owner ? [owner] : [];
  }
  return preload<DashboardPageQueryType>(DashboardPageQuery, { organizationIds: owners });
}

/** The owners a URL names (global ids); none means the default owner. */
export function dashboardVariables(params: URLSearchParams) {
  return { organizationIds: [...new Set(params.getAll('owner').filter(Boolean))] };
}
