import { fieldError, gatewayError } from '../../src/errors.ts';
import { restIdOf } from '../../src/globalId.ts';
import type { Message } from '../../src/i18n/Message.ts';
import { limits } from '../../src/protection.ts';

/**
 * The REST ids of an `organizationIds` argument, in its order: at most `limits.maxListIds`, every
 * one an Organization id. A mistake is BAD_USER_INPUT naming the item, never an empty answer.
 */
export function organizationRestIds(organizationIds: readonly string[]): string[] {
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
  return restIds as string[];
}
