import type { LoaderFunctionArgs } from 'react-router-dom';
import { data } from 'react-router-dom';
import { graphql } from 'relay-runtime';
import DevicesPageQuery, { type DevicesPageQuery as DevicesPageQueryType } from '../../../../__generated__/DevicesPageQuery.graphql';
import type { devicesLoaderSetupQuery } from '../../../../__generated__/devicesLoaderSetupQuery.graphql';
import { idsNotAmong } from '../../../components/list/idsNotAmong';
import { parseSearchParams, type DroppedParam } from '../../../components/list/parseSearchParams';
import { replaceDroppedParams } from '../../../components/list/replaceDroppedParams';
import { withoutParams } from '../../../components/list/withoutParams';
import { getEnvironment } from '../../../relay/environmentHolder';
import { loadSetupQuery, type SetupAnswer } from '../../../relay/loadSetupQuery';
import { preload } from '../../../relay/preload';
import { devicesSearchSchema } from './devicesSearchParams';
import { devicesVariables } from './devicesVariables';

/**
 * What the loader needs before the page query: the lookups a URL's ids are checked against (and
 * the filter shows), and the organisations by REST id, for /organizations/{orgId}/devices.
 */
export const devicesSetupQuery = graphql`
  query devicesLoaderSetupQuery {
    viewer {
      id
      # The page reads the offset and the names from the store (the same query).
      # eslint-disable-next-line relay/unused-fields -- see above
      config {
        # eslint-disable-next-line relay/unused-fields -- see above
        utcOffset
      }
    }
    # Read by the page's filter; importing it here would bring its code into this chunk, which
    # loads before the page's so that the lookups go out at once.
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- see above
    ...DevicesFiltersFragment
    organizations {
      id
      organizationId
      # eslint-disable-next-line relay/unused-fields -- see above
      name
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
 * The route loader of /devices and /organizations/{orgId}/devices. The URL is the list's one source
 * of truth, so it is checked before anything loads: values that do not parse, ids of nothing the
 * viewer can see, and unknown parameters are dropped — the URL is replaced without them and a toast
 * says what was left out. Under an organisation the owner is the route's: an organisation the
 * viewer cannot see is a page that is not there.
 */
export async function devicesLoader(
  { request, params }: LoaderFunctionArgs,
  // The route asks for it before this code has loaded (routing/loaderWithSetup).
  setupAnswer: Promise<SetupAnswer<devicesLoaderSetupQuery>> = loadSetupQuery<devicesLoaderSetupQuery>(getEnvironment(), devicesSetupQuery),
) {
  const url = new URL(request.url);
  let setup: devicesLoaderSetupQuery['response'] | undefined;
  let fresh: Promise<devicesLoaderSetupQuery['response']> | null = null;
  try {
    ({ data: setup, fresh } = await setupAnswer);
  } catch (error) {
    // Under an organisation the page cannot tell which one without the lookups: that is its error.
    if (params.orgId !== undefined) throw error;
    // Lookup failures are logged only; the page query below reports its own failure.
    console.warn('device lookups', error);
  }

  let organization: { id: string } | null = null;
  if (params.orgId !== undefined) {
    const find = (answer: devicesLoaderSetupQuery['response'] | undefined) => answer?.organizations.find((o) => o.organizationId === params.orgId);
    let found = find(setup);
    // The store's copy (older than a minute) may predate the organisation: the server's answer decides.
    if (!found && fresh) found = find(await fresh.catch(() => setup));
    if (!found) throw data(null, { status: 404 });
    organization = { id: found.id };
  }

  const parsed = parseSearchParams(devicesSearchSchema({ fixedOwner: organization !== null }), url.searchParams);
  const dropped: DroppedParam[] = [...parsed.dropped];
  if (setup) {
    let unknown = unknownLookupIds(parsed.params, setup);
    if (unknown.length > 0 && fresh) unknown = unknownLookupIds(parsed.params, await fresh.catch(() => setup!));
    dropped.push(...unknown);
  }
  replaceDroppedParams(url, dropped, withoutParams(parsed.params, dropped));

  return preload<DevicesPageQueryType>(DevicesPageQuery, devicesVariables(url.searchParams, organization?.id));
}

/** The ids a URL names that none of the lookups has. */
function unknownLookupIds(params: URLSearchParams, setup: devicesLoaderSetupQuery['response']): DroppedParam[] {
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
  return [
    ...idsNotAmong(params, 'owner', ids(setup.organizations)),
    ...idsNotAmong(params, 'type', ids(setup.deviceTypeCategories)),
    ...idsNotAmong(params, 'model', ids(setup.deviceModels)),
  ];
}
