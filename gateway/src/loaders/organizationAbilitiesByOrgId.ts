import DataLoader from 'dataloader';
import type { RestClient } from '../rest/createRestClient.ts';
import type { RuleDto } from '../rest/types.ts';
import { unwrap } from '../rest/unwrap.ts';
import { loadEach } from './loadEach.ts';

/** The caller's rules within each organisation; null where the caller is not a member. */
export function organizationAbilitiesByOrgId(api: RestClient) {
  return new DataLoader<string, RuleDto[] | null>((orgIds) =>
    loadEach(orgIds, async (id) => unwrap(await api.GET('/api/v1/organizations/{id}/abilities', { params: { path: { id } } })).data),
  );
}
