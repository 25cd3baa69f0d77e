import { fieldError, gatewayError } from './errors.ts';
import { restIdOf, type NodeType } from './globalId.ts';
import type { Message } from './i18n/Message.ts';
import { limits } from './protection.ts';

/**
 * The REST ids of a list argument of global ids (`organizationIds`, a filter's `deviceModelIds`),
 * in its order: at most `limits.maxListIds`, every one an id of `type`. A mistake is
 * BAD_USER_INPUT naming the argument (`field`) or the item, never an empty answer.
 */
export function restIdsOf(ids: readonly string[], type: NodeType, field: string): string[] {
  const maximum = limits.maxListIds;
  if (ids.length > maximum) {
    throw gatewayError('BAD_USER_INPUT', { id: 'nodes.tooManyIds', params: { maximum } }, {
      fields: [fieldError(field, { id: 'nodes.tooManyIdsField', params: { maximum } })],
    });
  }
  const restIds = ids.map((id) => restIdOf(id, type));
  const message: Message = { id: 'validation.globalId', params: { type } };
  const fields = restIds.flatMap((id, i) => (id === null ? [fieldError(`${field}.${i}`, message)] : []));
  if (fields.length > 0) throw gatewayError('BAD_USER_INPUT', message, { fields });
  return restIds as string[];
}

/** The same, as one REST query parameter: each id once, comma-separated. */
export const restIdParam = (ids: readonly string[], type: NodeType, field: string): string => [...new Set(restIdsOf(ids, type, field))].join(',');
