/** Statuses after which an order is closed: no more edits (the API answers CONFLICT). */
const closedStatuses = new Set(['sos_completed', 'sos_failed', 'sos_archived']);

/** Whether an order in this status is still open (spec part 2 §4: the active-order check). */
export const isOpenStatus = (slug: string) => !closedStatuses.has(slug);

/** The transitions the API allows from a status (spec part 2 §4, api serviceOrderTransitions). */
export function allowedTransitions(slug: string) {
  const started = slug === 'sos_in_progress';
  const fresh = slug === 'sos_new' || slug === 'sos_unknown';
  const finished = slug === 'sos_completed' || slug === 'sos_failed';
  return { finish: fresh || started, archive: fresh || finished, delete: fresh };
}
