import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';

export interface AuditEntry {
  actorUserId: string | null;
  organizationId?: string | null;
  /** What happened, e.g. `auth.login`, `user.config.update`. */
  action: string;
  subject: string;
  subjectId?: string | null;
  changes?: Record<string, unknown> | null;
}

/** Records a security-relevant action in `audit_log`. */
export async function writeAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values({
    actorUserId: entry.actorUserId,
    organizationId: entry.organizationId ?? null,
    action: entry.action,
    subject: entry.subject,
    subjectId: entry.subjectId ?? null,
    changes: entry.changes ?? null,
  });
}
