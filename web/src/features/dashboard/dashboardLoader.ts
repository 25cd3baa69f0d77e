import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from 'relay-runtime';
import DashboardPageQuery, { type DashboardPageQuery as DashboardPageQueryType } from '../../../__generated__/DashboardPageQuery.graphql';
import type { dashboardLoaderSetupQuery } from '../../../__generated__/dashboardLoaderSetupQuery.graphql';
import { findUnknownIds } from '../../components/list/findUnknownIds';
import { idsNotAmong } from '../../components/list/idsNotAmong';
import { parseSearchParams, type DroppedParam } from '../../components/list/parseSearchParams';
import { replaceDroppedParams } from '../../components/list/replaceDroppedParams';
import { withoutParams } from '../../components/list/withoutParams';
import { getEnvironment } from '../../relay/environmentHolder';
import { loadSetupQuery, type SetupAnswer } from '../../relay/loadSetupQuery';
import { preload } from '../../relay/preload';
import { CARDS_PAGE_SIZE } from './cardsPageSize';
import { dashboardSearchSchema, defaultOwner, readDashboardState, tomorrowIn, type DashboardState } from './dashboardSearchParams';

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
 * from the store after the first visit (loadSetupQuery).
 */
export async function dashboardLoader(
  { request }: LoaderFunctionArgs,
  // The route asks for it before this code has loaded (routing/loaderWithSetup).
  setupAnswer: Promise<SetupAnswer<dashboardLoaderSetupQuery>> = loadSetupQuery<dashboardLoaderSetupQuery>(getEnvironment(), setupQuery),
) {
  const url = new URL(request.url);
  let setup: dashboardLoaderSetupQuery['response'] | undefined;
  let fresh: Promise<dashboardLoaderSetupQuery['response']> | null = null;
  try {
    ({ data: setup, fresh } = await setupAnswer);
  } catch (error) {
    // Spec part 1 §8: lookup failures are logged only; the page shows its "no organisation" state.
    console.warn('dashboard lookups', error);
  }
  const maxDay = tomorrowIn(setup?.viewer?.config.utcOffset ?? 0);
  const parsed = parseSearchParams(dashboardSearchSchema(maxDay), url.searchParams);
  const dropped: DroppedParam[] = [...parsed.dropped];
  if (setup) {
    let unknown = unknownLookupIds(parsed.params, setup);
    // The store's copy (older than a minute) lacks something the URL names: the server's answer decides.
    if (unknown.length > 0 && fresh) {
      setup = await fresh.catch(() => setup!);
      unknown = unknownLookupIds(parsed.params, setup);
    }
    dropped.push(...unknown);
    // Devices are many: the server says which of the chosen ones exist (and may be seen).
    const devices = new URLSearchParams(parsed.params.getAll('device').filter(Boolean).map((id) => ['device', id]));
    dropped.push(...(await findUnknownIds(getEnvironment(), devices, { device: 'Device' })));
  }
  replaceDroppedParams(url, dropped, withoutParams(parsed.params, dropped));

  let owners = dashboardVariables(url.searchParams).organizationIds;
  if (owners.length === 0 && setup) {
    const candidates = setup.organizations.map(({ id, organizationId, deviceCount }) => ({ id, organizationId, deviceCount }));
    const owner = defaultOwner(candidates, setup.viewer?.user.organizations.map((o) => o.organizationId) ?? []);
    owners = owner ? [owner] : [];
  }
  const state = readDashboardState(url.searchParams, maxDay);
  return preload<DashboardPageQueryType>(DashboardPageQuery, {
    organizationIds: owners,
    filter: dashboardFilter(state),
    scheduling: state.mode === 'scheduling',
    first: CARDS_PAGE_SIZE,
  });
}

/** The ids a URL names that none of the lookups has. */
function unknownLookupIds(params: URLSearchParams, setup: dashboardLoaderSetupQuery['response']): DroppedParam[] {
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
  return [
    ...idsNotAmong(params, 'owner', ids(setup.organizations)),
    ...idsNotAmong(params, 'type', ids(setup.deviceTypeCategories)),
    ...idsNotAmong(params, 'model', ids(setup.deviceModels)),
  ];
}

/**
 * What the cards show, applied by the server: the type and model filter, the chosen devices (none
 * chosen: every matching device), and in scheduling mode the counters only. Empty lists are left
 * out, so the plain dashboard's first page is the call that lists its groups.
 */
export function dashboardFilter(state: Pick<DashboardState, 'types' | 'models' | 'devices' | 'mode'>) {
  return {
    ...(state.types.length > 0 ? { deviceTypeCategoryIds: state.types } : {}),
    ...(state.models.length > 0 ? { deviceModelIds: state.models } : {}),
    ...(state.devices !== null ? { deviceIds: state.devices } : {}),
    ...(state.mode === 'scheduling' ? { countersOnly: true } : {}),
  };
}

/** The owners a URL names (global ids); none means the default owner. */
export function dashboardVariables(params: URLSearchParams) {
  return { organizationIds: [...new Set(params.getAll('owner').filter(Boolean))] };
}
