import { fieldError, gatewayError } from '../../src/errors.ts';
import type { Message } from '../../src/i18n/Message.ts';
import { pageRequest, type PageRequest } from '../../src/pagination/pageRequest.ts';

/** The tables' page sizes (spec part 2 §9), as the devices list. */
export const tablePageSizes = [10, 20, 30, 50, 100];
/** Pages beyond this are refused: 100 rows a page covers 10 million rows. */
const maxPage = 100_000;

const bad = (field: string, message: Message) => gatewayError('BAD_USER_INPUT', message, { fields: [fieldError(field, message)] });

/** A table's `first`/`after` or `first`/`page`, checked as the devices list checks them. */
export function tablePageRequest(first: number | null | undefined, after: string | null | undefined, page?: number | null): PageRequest {
  if (first !== null && first !== undefined && !tablePageSizes.includes(first)) throw bad('first', { id: 'pagination.tablePageSize' });
  const request = pageRequest(first, after, 10);
  if (page === null || page === undefined) return request;
  if (after) throw bad('page', { id: 'pagination.afterOrPage' });
  if (!Number.isInteger(page) || page < 1 || page > maxPage) throw bad('page', { id: 'pagination.pageOutOfRange', params: { maximum: maxPage } });
  return { page, perPage: request.perPage, offset: (page - 1) * request.perPage };
}

/** The REST list's `perPage` as the centre and technician lists spell it (text). */
export const perPageText = (perPage: number) => String(perPage) as '10' | '20' | '30' | '50' | '100';
