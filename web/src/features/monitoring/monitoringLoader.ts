import type { LoaderFunctionArgs } from 'react-router-dom';
import { replace } from 'react-router-dom';
import { graphql } from 'relay-runtime';
import MonitoringPageQuery, { type MonitoringPageQuery as MonitoringPageQueryType } from '../../../__generated__/MonitoringPageQuery.graphql';
import type { monitoringLoaderSetupQuery } from '../../../__generated__/monitoringLoaderSetupQuery.graphql';
import { findUnknownIds } from '../../components/list/findUnknownIds';
import { idsNotAmong } from '../../components/list/idsNotAmong';
import { parseSearchParams, type DroppedParam } from '../../components/list/parseSearchParams';
import { replaceDroppedParams } from '../../components/list/replaceDroppedParams';
import { withoutParams } from '../../components/list/withoutParams';
import { getEnvironment } from '../../relay/environmentHolder';
import { loadSetupQuery, type SetupAnswer } from '../../relay/loadSetupQuery';
import { preload } from '../../relay/preload';
import { monitoringVariables } from './monitoringVariables';
import { defaultFilterState, monitoringSearchSchema, readFilterState, writeFilterState } from './monitoringSearchParams';

/**
 * What the loader needs before the page query: the user's offset (for days), the lookups the
 * defaults name, and the small lookup lists a URL's ids are checked against. The page shows the
 * same lists (the filters' options, the rows' names), so the page query carries none of them.
 */
export const monitoringSetupQuery = graphql`
  query monitoringLoaderSetupQuery {
    viewer {
      id
      config {
        utcOffset
      }
    }
    # Read by the page's components; importing them here would bring their code into this chunk,
    # which loads before the page's so that the lookups go out at once.
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- see above
    ...MonitoringFiltersFragment
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- see above
    ...MonitoringLookupsProviderFragment
    organizations {
      id
    }
    deviceTypeCategories {
      id
    }
    packages {
      id
      slug
    }
    errorCodes {
      id
      slug
    }
    statusCodes {
      id
      slug
    }
  }
`;

/**
 * The route loader of /monitoring. The URL is the list's one source of truth, so it is checked
 * before anything loads: values that do not parse, ids of nothing the viewer can see, and unknown
 * parameters are dropped — the URL is replaced without them and a toast says what was left out —
 * so that no link can break the page. A URL without a filter gets the spec's defaults, which name
 * lookup ids, so they are applied (by a redirect) once the lookups have loaded. The setup query is
 * answered from the store after the first visit (loadSetupQuery).
 */
export async function monitoringLoader(
  { request }: LoaderFunctionArgs,
  // The route asks for it before this code has loaded (routing/loaderWithSetup).
  setupAnswer: Promise<SetupAnswer<monitoringLoaderSetupQuery>> = loadSetupQuery<monitoringLoaderSetupQuery>(getEnvironment(), monitoringSetupQuery),
) {
  const url = new URL(request.url);
  const environment = getEnvironment();
  let setup: monitoringLoaderSetupQuery['response'] | undefined;
  let fresh: Promise<monitoringLoaderSetupQuery['response']> | null = null;
  try {
    ({ data: setup, fresh } = await setupAnswer);
  } catch (error) {
    // Spec part 1 §8: lookup failures are logged only; the page query below reports its own failure.
    console.warn('monitoring lookups', error);
  }
  const utcOffset = setup?.viewer?.config.utcOffset ?? 0;
  const parsed = parseSearchParams(monitoringSearchSchema(utcOffset), url.searchParams);
  const dropped: DroppedParam[] = [...parsed.dropped];
  if (setup) {
    let unknown = unknownLookupIds(parsed.params, setup);
    // The store's copy (older than a minute) lacks something the URL names: the server's answer decides.
    if (unknown.length > 0 && fresh) unknown = unknownLookupIds(parsed.params, await fresh.catch(() => setup!));
    dropped.push(...unknown);
    // Devices are too many to list here: the server says which exist.
    dropped.push(...(await findUnknownIds(environment, parsed.params, { device: 'Device' })));
  }
  replaceDroppedParams(url, dropped, withoutParams(parsed.params, dropped));

  if (setup && readFilterState(url.searchParams, utcOffset) === null) {
    // Replacing the bare URL: Back must not land on it and be sent forward again.
    throw replace(`${url.pathname}?${writeFilterState(defaultFilterState(setup), url.searchParams).toString()}`);
  }
  return preload<MonitoringPageQueryType>(MonitoringPageQuery, monitoringVariables(url.searchParams, utcOffset));
}

/** The ids a URL names that none of the lookups has. */
function unknownLookupIds(params: URLSearchParams, setup: monitoringLoaderSetupQuery['response']): DroppedParam[] {
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
  return [
    ...idsNotAmong(params, 'owner', ids(setup.organizations)),
    ...idsNotAmong(params, 'type', ids(setup.deviceTypeCategories)),
    ...idsNotAmong(params, 'package', ids(setup.packages)),
    ...idsNotAmong(params, 'error', ids(setup.errorCodes)),
    ...idsNotAmong(params, 'status', ids(setup.statusCodes)),
  ];
}
