import DataLoader from 'dataloader';
import type { RestClient } from '../rest/createRestClient.ts';
import type { UserConfigDto } from '../rest/types.ts';
import { unwrap } from '../rest/unwrap.ts';

/** The token's user's settings (`GET /users/config`). */
export function userConfigsByToken(api: RestClient) {
  return new DataLoader<string, UserConfigDto>(async (tokens) => {
    const config = unwrap(await api.GET('/api/v1/users/config'));
    return tokens.map(() => config);
  });
}
