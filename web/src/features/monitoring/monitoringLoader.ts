import type { LoaderFunctionArgs } from 'react-router-dom';
import { redirect } from 'react-router-dom';
import { fetchQuery, graphql } from 'relay-runtime';
import MonitoringPageQuery, { type MonitoringPageQuery as MonitoringPageQueryType } from '../../../__generated__/MonitoringPageQuery.graphql';
import type { monitoringLoaderSetupQuery } from '../../../__generated__/monitoringLoaderSetupQuery.graphql';
import { getEnvironment } from '../../relay/environmentHolder';
import { preload } from '../../relay/preload';
import { defaultFilterState, readFilterState, readPaging, toMonitoringFilter, writeFilterState } from './monitoringSearchParams';

/** What the loader needs before the page query: the user's offset (for days) and the default lookups. */
const setupQuery = graphql`
  query monitoringLoaderSetupQuery {
    viewer {
      id
      config {
        utcOffset
      }
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
 * The route loader of /monitoring. The URL is the filter's one source of truth: a URL without one
 * gets the spec's defaults, which name lookup ids, so they are applied (by a redirect) once the
 * lookups have loaded. The small setup query is answered from the store after the first visit.
 */
export async function monitoringLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const environment = getEnvironment();
  let utcOffset = 0;
  try {
    const setup = await fetchQuery<monitoringLoaderSetupQuery>(environment, setupQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
    utcOffset = setup?.viewer?.config.utcOffset ?? 0;
    if (setup && readFilterState(url.searchParams, utcOffset) === null) {
      throw redirect(`${url.pathname}?${writeFilterState(defaultFilterState(setup), url.searchParams).toString()}`);
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    // Spec part 1 §8: lookup failures are logged only; the page query below reports its own failure.
    console.warn('monitoring lookups', error);
  }
  return preload<MonitoringPageQueryType>(MonitoringPageQuery, monitoringVariables(url.searchParams, utcOffset));
}

/** The page query's variables for a URL. */
export function monitoringVariables(params: URLSearchParams, utcOffset: number) {
  const state = readFilterState(params, utcOffset);
  const { first, after } = readPaging(params);
  return { filter: state ? toMonitoringFilter(state, utcOffset) : {}, first, after };
}
