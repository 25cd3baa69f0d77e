import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { fieldError, gatewayError } from '../../../src/errors.ts';
import { restIdOf } from '../../../src/globalId.ts';
import type { Message } from '../../../src/i18n/Message.ts';
import type { DeviceSearchQuery } from '../../../src/loaders/deviceLoaders.ts';
import { connectionFromPage } from '../../../src/pagination/connectionFromPage.ts';
import { pageRequest } from '../../../src/pagination/pageRequest.ts';
import { limits } from '../../../src/protection.ts';

/** Owners' global ids as the REST `orgIds` parameter; capped and typed like every id list. */
function ownerIds(organizationIds: readonly string[] | null | undefined): string | undefined {
  if (!organizationIds?.length) return undefined;
  const maximum = limits.maxListIds;
  if (organizationIds.length > maximum) {
    throw gatewayError('BAD_USER_INPUT', { id: 'nodes.tooManyIds', params: { maximum } }, {
      fields: [fieldError('organizationIds', { id: 'nodes.tooManyIdsField', params: { maximum } })],
    });
  }
  const restIds = organizationIds.map((id) => restIdOf(id, 'Organization'));
  const message: Message = { id: 'validation.globalId', params: { type: 'Organization' } };
  const fields = restIds.flatMap((id, i) => (id === null ? [fieldError(`organizationIds.${i}`, message)] : []));
  if (fields.length > 0) throw gatewayError('BAD_USER_INPUT', message, { fields });
  return [...new Set(restIds as string[])].join(',');
}

// One upstream call per page: the API narrows, scopes (`read Device`) and counts.
export const deviceSearch: NonNullable<QueryResolvers['deviceSearch']> = async (_parent, { search, organizationIds, first, after }, ctx) => {
  const request = pageRequest(first, after, 20);
  const orgIds = ownerIds(organizationIds);
  const text = search?.trim();
  const query: DeviceSearchQuery = {
    ...(text ? { search: text } : {}),
    ...(orgIds ? { orgIds } : {}),
    page: request.page,
    perPage: request.perPage,
  };
  const page = await ctx.loaders.devicePagesByQuery.load(query);
  return connectionFromPage(page.data, request, page.total);
};
