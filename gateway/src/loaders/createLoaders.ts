import type { RestClient } from '../rest/createRestClient.ts';
import { analyticsLoaders } from './analyticsLoaders.ts';
import { contractLoaders } from './contractLoaders.ts';
import { deviceDetailLoaders } from './deviceDetailLoaders.ts';
import { deviceLoaders } from './deviceLoaders.ts';
import { installationLoaders } from './installationLoaders.ts';
import { lookupLoaders } from './lookupLoaders.ts';
import { meByToken } from './meByToken.ts';
import { monitoringLoaders } from './monitoringLoaders.ts';
import { organizationAbilitiesByOrgId } from './organizationAbilitiesByOrgId.ts';
import { organizationLoaders } from './organizationLoaders.ts';
import { primeFromRecord } from './primeFromRecord.ts';
import { releaseNotificationsByToken } from './releaseNotificationsByToken.ts';
import { releasePagesByQuery } from './releasePagesByQuery.ts';
import { serviceLoaders } from './serviceLoaders.ts';
import { roleAbilitiesByToken } from './roleAbilitiesByToken.ts';
import { userAbilitiesByToken } from './userAbilitiesByToken.ts';
import { userConfigsByToken } from './userConfigsByToken.ts';
import { userLoaders } from './userLoaders.ts';
import { usersById } from './usersById.ts';

/**
 * Every REST read goes through one of these, built fresh for each request so their caches never
 * outlive it (nor leak between users). Resolvers must read through a loader, never call GET
 * directly: that is what keeps a query at one upstream call per distinct key. Add a loader here
 * for each new resource.
 */
export function createLoaders(api: RestClient) {
  // Monitoring loaders prime the others from each record they fetch, hence the late reference.
  const loaders = {
    usersById: usersById(api),
    meByToken: meByToken(api),
    userConfigsByToken: userConfigsByToken(api),
    userAbilitiesByToken: userAbilitiesByToken(api),
    roleAbilitiesByToken: roleAbilitiesByToken(api),
    organizationAbilitiesByOrgId: organizationAbilitiesByOrgId(api),
    releaseNotificationsByToken: releaseNotificationsByToken(api),
    releasePagesByQuery: releasePagesByQuery(api),
    ...lookupLoaders(api),
    ...organizationLoaders(api),
    ...deviceLoaders(api),
    ...deviceDetailLoaders(api),
    ...monitoringLoaders(api, (record) => primeFromRecord(loaders, record)),
    ...analyticsLoaders(api),
    ...serviceLoaders(api),
    ...userLoaders(api),
    ...installationLoaders(api),
    ...contractLoaders(api),
  };
  return loaders;
}

export type Loaders = ReturnType<typeof createLoaders>;
