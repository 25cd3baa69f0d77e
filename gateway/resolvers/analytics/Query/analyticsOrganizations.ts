import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { fieldError, gatewayError } from '../../../src/errors.ts';
import { restIdOf } from '../../../src/globalId.ts';
import type { Message } from '../../../src/i18n/Message.ts';
import { limits } from '../../../src/protection.ts';

/**
 * Every id must be an Organization id (a mistake is BAD_USER_INPUT naming it, not an empty
 * dashboard); then one upstream call per organisation, all in parallel. An organisation outside
 * the caller's scope is NOT_FOUND, as the API says.
 */
export const analyticsOrganizations: NonNullable<QueryResolvers['analyticsOrganizations']> = async (_parent, { organizationIds }, ctx) => {
  if (organizationIds.length > limits.maxListIds) {
    const maximum = limits.maxListIds;
    throw gatewayError('BAD_USER_INPUT', { id: 'nodes.tooManyIds', params: { maximum } }, {
      fields: [fieldError('organizationIds', { id: 'nodes.tooManyIdsField', params: { maximum } })],
    });
  }
  const restIds = organizationIds.map((id) => restIdOf(id, 'Organization'));
  const message: Message = { id: 'validation.globalId', params: { type: 'Organization' } };
  const fields = restIds.flatMap((id, i) => (id === null ? [fieldError(`organizationIds.${i}`, message)] : []));
  if (fields.length > 0) throw gatewayError('BAD_USER_INPUT', message, { fields });
  const ids = restIds as string[];
  const dashboards = await ctx.loaders.analyticsOrganizationsById.loadMany(ids);
  return dashboards.map((dashboard, i) => {
    if (dashboard instanceof Error) throw dashboard;
    return { organizationId: ids[i]!, dashboard };
  });
};
