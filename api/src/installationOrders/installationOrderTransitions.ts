import type { InstallationOrderStatus } from '../db/schema/installation.ts';
import { AppError, ErrorCode } from '../errors.ts';
import type { Language } from '../i18n/Language.ts';
import type { MessageId } from '../i18n/messages.ts';
import { translate } from '../i18n/translate.ts';

/**
 * The installation order's life (spec part 2 §4): created `new`; `start` (or the first device
 * installed) makes it `in_progress`; once every device is installed or failed it can be
 * `completed`; `archive` takes a completed order (or one nobody started: a cancelled one) off the
 * list. Orders are edited, and their devices installed, while new or in progress. Deleting is
 * allowed in any state (an order with installed devices asks for confirmation).
 */
export type InstallationOrderTransition = 'edit' | 'start' | 'complete' | 'archive';

const allowedFrom: Record<InstallationOrderTransition, readonly InstallationOrderStatus[]> = {
  edit: ['new', 'in_progress'],
  start: ['new'],
  complete: ['new', 'in_progress'],
  archive: ['new', 'completed'],
};

const refusal: Record<InstallationOrderTransition, MessageId> = {
  edit: 'installation.notEditable',
  start: 'installation.cannotStart',
  complete: 'installation.cannotComplete',
  archive: 'installation.cannotArchive',
};

/** Statuses of open orders: they hold their devices (a device is on one open order at most). */
export const openInstallationStatuses: readonly InstallationOrderStatus[] = ['new', 'in_progress'];

/** Throws 409 CONFLICT naming the order's state, in `language`, when `transition` is not allowed from it. */
export function assertInstallationTransition(transition: InstallationOrderTransition, status: InstallationOrderStatus, language: Language): void {
  if (allowedFrom[transition].includes(status)) return;
  throw new AppError(ErrorCode.CONFLICT, refusal[transition], {
    params: { status: translate(language, `installation.status.${status}` as MessageId) },
  });
}
