import { fieldError, gatewayError } from '../errors.ts';
import type { Message } from '../i18n/Message.ts';
import { cursorToOffset } from './offsetCursor.ts';

/** The REST page a `first`/`after` pair asks for. */
export interface PageRequest {
  /** The API's page number, from 1. */
  page: number;
  /** The API's page size (= `first`). */
  perPage: number;
  /** The offset of the page's first item in the whole list. */
  offset: number;
}

export const maxPageSize = 100;

const badInput = (field: string, message: Message) => gatewayError('BAD_USER_INPUT', message, { fields: [fieldError(field, message)] });

/**
 * Maps Relay's `first`/`after` onto the API's `perPage`/`page`. The API only serves whole pages,
 * so `after` must be the last item of a page of `first` items (any `endCursor` or `PageCursor.cursor`
 * obtained with the same `first`); anything else would need two upstream pages and is refused.
 */
export function pageRequest(first: number | null | undefined, after: string | null | undefined, defaultSize = 10): PageRequest {
  const perPage = first ?? defaultSize;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > maxPageSize) {
    throw badInput('first', { id: 'pagination.firstOutOfRange', params: { maximum: maxPageSize } });
  }
  if (after === null || after === undefined) return { page: 1, perPage, offset: 0 };
  const position = cursorToOffset(after);
  if (position === null) throw badInput('after', { id: 'pagination.invalidCursor' });
  const offset = position + 1;
  if (offset % perPage !== 0) throw badInput('after', { id: 'pagination.cursorNotAtPageEnd', params: { perPage } });
  return { page: offset / perPage + 1, perPage, offset };
}
