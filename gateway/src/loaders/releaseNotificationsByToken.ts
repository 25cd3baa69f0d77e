import DataLoader from 'dataloader';
import type { RestClient } from '../rest/createRestClient.ts';
import type { ReleaseNotificationDto } from '../rest/types.ts';
import { unwrap } from '../rest/unwrap.ts';

/** The release notifications the token's user has not read, newest first (`GET /notify/new-release`). */
export function releaseNotificationsByToken(api: RestClient) {
  return new DataLoader<string, ReleaseNotificationDto[]>(async (tokens) => {
    const { data } = unwrap(await api.GET('/api/v1/notify/new-release'));
    return tokens.map(() => data);
  });
}
