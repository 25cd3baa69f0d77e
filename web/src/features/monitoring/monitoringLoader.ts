import type { LoaderFunctionArgs } from 'react-router-dom';
import { replace } from 'react-router-dom';
import { createOperationDescriptor, fetchQuery, getRequest, graphql, type Environment } from 'relay-runtime';
import MonitoringPageQuery, { type MonitoringPageQuery as MonitoringPageQueryType } from '../../../__generated__/MonitoringPageQuery.graphql';
import type { monitoringLoaderSetupQuery } from '../../../__generated__/monitoringLoaderSetupQuery.graphql';
import { findUnknownIds } from '../../components/list/findUnknownIds';
import { idsNotAmong } from '../../components/list/idsNotAmong';
import { parseSearchParams, type DroppedParam } from '../../components/list/parseSearchParams';
import { replaceDroppedParams } from '../../components/list/replaceDroppedParams';
import { withoutParams } from '../../components/list/withoutParams';
import { getEnvironment } from '../../relay/environmentHolder';
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
 * answered from the store after the first visit.
 */
export async function monitoringLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const environment = getEnvironment();
  let setup: monitoringLoaderSetupQuery['response'] | undefined;
  try {
    setup = await loadSetup(environment);
  } catch (error) {
    // Spec part 1 §8: lookup failures are logged only; the page query below reports its own failure.
    console.warn('monitoring lookups', error);
  }
  const utcOffset = setup?.viewer?.config.utcOffset ?? 0;
  const parsed = parseSearchParams(monitoringSearchSchema(utcOffset), url.searchParams);
  const dropped: DroppedParam[] = [...parsed.dropped];
  if (setup) {
    const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
    dropped.push(
      ...idsNotAmong(parsed.params, 'owner', ids(setup.organizations)),
      ...idsNotAmong(parsed.params, 'type', ids(setup.deviceTypeCategories)),
      ...idsNotAmong(parsed.params, 'package', ids(setup.packages)),
      ...idsNotAmong(parsed.params, 'error', ids(setup.errorCodes)),
      ...idsNotAmong(parsed.params, 'status', ids(setup.statusCodes)),
    );
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

/** Lookups change rarely: within this age the store's copy is used as it is. */
const SETUP_FRESH_MS = 60_000;
const setupLoadedAt = new WeakMap<Environment, number>();

/**
 * The setup query from the store when there, else from the network. It stays retained for the
 * environment's life (a few small lists), so the page can read it without waiting; a copy older
 * than a minute is used at once and refreshed in the background, so lookups added meanwhile show
 * on the next render.
 */
function loadSetup(environment: Environment) {
  const operation = createOperationDescriptor(getRequest(monitoringSetupQuery), {});
  if (!setupLoadedAt.has(environment)) environment.retain(operation);
  const fetchedAt = setupLoadedAt.get(environment) ?? 0;
  if (Date.now() - fetchedAt > SETUP_FRESH_MS) {
    setupLoadedAt.set(environment, Date.now());
    if (environment.check(operation).status === 'available') {
      fetchQuery<monitoringLoaderSetupQuery>(environment, monitoringSetupQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
        error: (error: unknown) => console.warn('monitoring lookups refresh', error),
      });
    }
  }
  return fetchQuery<monitoringLoaderSetupQuery>(environment, monitoringSetupQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
}
