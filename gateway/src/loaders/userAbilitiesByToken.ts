import DataLoader from 'dataloader';
import type { RestClient } from '../rest/createRestClient.ts';
import type { RuleDto } from '../rest/types.ts';
import { unwrap } from '../rest/unwrap.ts';

/** Every ability rule of the token's user (`GET /users/abilities`). */
export function userAbilitiesByToken(api: RestClient) {
  return new DataLoader<string, RuleDto[]>(async (tokens) => {
    const { data } = unwrap(await api.GET('/api/v1/users/abilities'));
    return tokens.map(() => data);
  });
}
