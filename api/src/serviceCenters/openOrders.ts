import { sql } from 'drizzle-orm';

/**
 * A service order still open: not completed, failed or archived (the statuses devices' permanent
 * delete counts as closed too). Over the alias `sos` (service_order_statuses).
 */
export const OPEN_ORDER_CONDITION = sql`sos.slug not in ('sos_completed', 'sos_failed', 'sos_archived')`;
