import type { Db } from '../db/client.ts';
import { type AuditEntry, writeAudit } from './writeAudit.ts';

/** The audit log, for writes that stand alone (inside a transaction, call writeAudit with it). */
export function auditRepository(db: Db) {
  return {
    write: (entry: AuditEntry) => writeAudit(db, entry),
  };
}
