import DataLoader from 'dataloader';
import type { operations } from '../rest/openapi.d.ts';
import type { RestClient } from '../rest/createRestClient.ts';
import type { UserDto } from '../rest/types.ts';
import { unwrap } from '../rest/unwrap.ts';

export type UserListQuery = NonNullable<operations['listUsers']['parameters']['query']>;

const byJson = { cacheKeyFn: (key: unknown) => JSON.stringify(key) };

/** The administration of users: pages of the users list. */
export function userLoaders(api: RestClient) {
  return {
    /** Pages of the users the viewer may read (`GET /users`): one call per page, every field of a row with it. */
    userPagesByQuery: new DataLoader<UserListQuery, { data: UserDto[]; total: number }, string>(
      (queries) => Promise.all(queries.map(async (query) => unwrap(await api.GET('/api/v1/users', { params: { query } })))),
      byJson,
    ),
  };
}
