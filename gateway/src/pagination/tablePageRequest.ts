import { fieldError, gatewayError } from '../errors.ts';
import type { Message } from '../i18n/Message.ts';
import { pageRequest, type PageRequest } from './pageRequest.ts';

/** The tables' page sizes (spec part 2 §9): devices, service orders, centres, technicians. Pickers that need more use their own search fields. */
export const tablePageSizes = [10, 20, 30, 50, 100];
/** Pages beyond this are refused: 100 rows a page covers 10 million rows. */
const maxPage = 100_000;

const bad = (field: string, message: Message) => gatewayError('BAD_USER_INPUT', message, { fields: [fieldError(field, message)] });

/** A table's `first`/`after` or `first`/`page`: a table page size, and a page number or a cursor, not both. */
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
