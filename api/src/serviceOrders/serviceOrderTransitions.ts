import type { ServiceOrderStatusSlug } from '../db/schema/service.ts';
import { AppError, ErrorCode } from '../errors.ts';
import type { Language } from '../i18n/Language.ts';
import type { MessageId } from '../i18n/messages.ts';
import { translate } from '../i18n/translate.ts';

/**
 * The service order's life (spec §4): created `sos_new` (`sos_unknown` is the old system's
 * "no status yet", treated as new); the first wizard step a technician saves makes it
 * `sos_in_progress`; `finish` makes it `sos_completed` (or `sos_failed` when the technician could not
 * fix it); `archive` takes a finished order (or one nobody started: a cancelled one) off the list.
 * A finished or archived order is a record: it cannot be edited, and it is archived, not deleted.
 */
export type ServiceOrderTransition = 'edit' | 'finish' | 'archive' | 'delete';

export const allowedFrom: Record<ServiceOrderTransition, readonly ServiceOrderStatusSlug[]> = {
  edit: ['sos_unknown', 'sos_new', 'sos_in_progress'],
  finish: ['sos_unknown', 'sos_new', 'sos_in_progress'],
  archive: ['sos_unknown', 'sos_new', 'sos_completed', 'sos_failed'],
  delete: ['sos_unknown', 'sos_new'],
};

const refusal: Record<ServiceOrderTransition, MessageId> = {
  edit: 'serviceOrder.notEditable',
  finish: 'serviceOrder.cannotFinish',
  archive: 'serviceOrder.cannotArchive',
  delete: 'serviceOrder.cannotDelete',
};

/** Statuses whose orders are closed (the "active order" check of §4 leaves them out). */
export const closedStatuses: readonly ServiceOrderStatusSlug[] = ['sos_completed', 'sos_failed', 'sos_archived'];

/** A status as a word in a sentence, in `language`. */
export const statusWord = (status: string, language: Language): string =>
  translate(language, `serviceOrder.status.${status}` as MessageId);

/**
 * Throws 409 CONFLICT naming the order's state when `transition` is not allowed from it. The state's
 * word is put in the caller's language here (`language`: the request's, as the error handler's).
 */
export function assertTransition(transition: ServiceOrderTransition, status: string, language: Language): void {
  if ((allowedFrom[transition] as readonly string[]).includes(status)) return;
  throw new AppError(ErrorCode.CONFLICT, refusal[transition], { params: { status: statusWord(status, language) } });
}
