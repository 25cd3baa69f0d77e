import DataLoader from 'dataloader';
import type { RestClient } from '../rest/createRestClient.ts';
import type { UserDto } from '../rest/types.ts';
import { unwrap } from '../rest/unwrap.ts';
import { loadEach } from './loadEach.ts';

/** Users by REST id (`GET /users/{id}`); null when unknown or outside the caller's scope. */
export function usersById(api: RestClient) {
  return new DataLoader<string, UserDto | null>((ids) =>
    loadEach(ids, async (id) => unwrap(await api.GET('/api/v1/users/{id}', { params: { path: { id } } }))),
  );
}
