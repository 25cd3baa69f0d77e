import DataLoader from 'dataloader';
import type { RestClient } from '../rest/createRestClient.ts';
import type { RuleDto } from '../rest/types.ts';
import { unwrap } from '../rest/unwrap.ts';

/** The rules of the token's user's platform-wide roles (`GET /roles/abilities`). */
export function roleAbilitiesByToken(api: RestClient) {
  return new DataLoader<string, RuleDto[]>(async (tokens) => {
    const { data } = unwrap(await api.GET('/api/v1/roles/abilities'));
    return tokens.map(() => data);
  });
}
