import DataLoader from 'dataloader';
import type { RestClient } from '../rest/createRestClient.ts';
import type { UserDto } from '../rest/types.ts';
import { unwrap } from '../rest/unwrap.ts';

/**
 * The token's own user (`GET /users/me`). Keyed by the token the client forwards; a rejected token
 * is an UNAUTHENTICATED error, not null, so the web can tell "token rejected" from "signed out".
 */
export function meByToken(api: RestClient) {
  return new DataLoader<string, UserDto>(async (tokens) => {
    const me = unwrap(await api.GET('/api/v1/users/me'));
    return tokens.map(() => me);
  });
}
