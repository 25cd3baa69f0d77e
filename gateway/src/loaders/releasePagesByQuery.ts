import DataLoader from 'dataloader';
import type { ReleaseDto } from '../releaseSources.ts';
import type { RestClient } from '../rest/createRestClient.ts';
import { unwrap } from '../rest/unwrap.ts';

export interface ReleasePageQuery {
  page: number;
  perPage: number;
}

/** Pages of every release, newest first (`GET /releases`); equal pages in one request share one call. */
export function releasePagesByQuery(api: RestClient) {
  return new DataLoader<ReleasePageQuery, { data: ReleaseDto[]; total: number }, string>(
    (queries) => Promise.all(queries.map(async (query) => unwrap(await api.GET('/api/v1/releases', { params: { query } })))),
    { cacheKeyFn: (key) => JSON.stringify(key) },
  );
}
