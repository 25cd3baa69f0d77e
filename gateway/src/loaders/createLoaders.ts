import type { RestClient } from '../rest/createRestClient.ts';
import { meByToken } from './meByToken.ts';
import { organizationAbilitiesByOrgId } from './organizationAbilitiesByOrgId.ts';
import { releaseNotificationsByToken } from './releaseNotificationsByToken.ts';
import { roleAbilitiesByToken } from './roleAbilitiesByToken.ts';
import { userAbilitiesByToken } from './userAbilitiesByToken.ts';
import { userConfigsByToken } from './userConfigsByToken.ts';
import { usersById } from './usersById.ts';

/**
 * Every REST read goes through one of these, built fresh for each request so their caches never
 * outlive it (nor leak between users). Resolvers must read through a loader, never call GET
 * directly: that is what keeps a query at one upstream call per distinct key. Add a loader here
 * for each new resource.
 */
export function createLoaders(api: RestClient) {
  return {
    usersById: usersById(api),
    meByToken: meByToken(api),
    userConfigsByToken: userConfigsByToken(api),
    userAbilitiesByToken: userAbilitiesByToken(api),
    roleAbilitiesByToken: roleAbilitiesByToken(api),
    organizationAbilitiesByOrgId: organizationAbilitiesByOrgId(api),
    releaseNotificationsByToken: releaseNotificationsByToken(api),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
