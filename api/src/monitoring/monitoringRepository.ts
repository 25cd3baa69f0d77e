import { asc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import { type Db, schema } from '../db/client.ts';
import type { MonitoringChangeKind } from '../events/monitoringChanged.ts';
import { publishMonitoringChanged } from '../events/publishMonitoringChanged.ts';
import type { Language } from '../i18n/Language.ts';
import { pageOffset } from '../schemas/common.ts';
import { listMonitoringRecords, type MonitoringPageQuery } from './listMonitoringRecords.ts';
import { loadMonitoringRecord } from './loadMonitoringRecords.ts';
import { type MonitoringFilter, monitoringWhere } from './monitoringFilter.ts';
import { toIso } from './recordRows.ts';

const { errorCodes, monitoringRecords, statusCodes } = schema;

export interface MonitoringLogQuery {
  recordId: string;
  fromUtc?: Date;
  toUtc?: Date;
  page: number;
  perPage: number;
}

export interface MonitoringRecordChange {
  status?: string;
  /** Already trimmed; an empty string clears the notes. */
  notes?: string;
}

/** What `update` did: the route turns each outcome into its HTTP answer. */
export type MonitoringUpdateOutcome = 'updated' | 'unknownStatus' | 'notFound';

/**
 * Every database access of the monitoring routes: records (a page, one), their owner, error logs,
 * map points, the status/notes edit and the page's two lookups. Route handlers keep validation,
 * authorization and HTTP; scoping arrives here as the list of organisations a caller may read.
 */
export function monitoringRepository(db: Db) {
  return {
    /** One page of records and the total (see listMonitoringRecords). */
    list: (query: MonitoringPageQuery) => listMonitoringRecords(db, query),

    /** One record in the contract's shape, or undefined. */
    get: (id: string, language: Language) => loadMonitoringRecord(db, id, { language }),

    /** The organisation owning a record's device, or undefined when there is no such (live) record. */
    async findOwner(recordId: string): Promise<string | undefined> {
      const result = await db.execute<{ owner_id: string }>(sql`
        select d.owner_id from monitoring_records mr join devices d on d.id = mr.device_id
        where mr.id = ${recordId} and d.deleted_at is null`);
      return result.rows[0]?.owner_id;
    },

    /** A record's error log, newest first, one page and the total. */
    async listLogs({ recordId, fromUtc, toUtc, page, perPage }: MonitoringLogQuery) {
      const where = sql.join(
        [
          sql`l.monitoring_record_id = ${recordId}`,
          ...(fromUtc ? [sql`l.occurred_at >= ${fromUtc.toISOString()}`] : []),
          ...(toUtc ? [sql`l.occurred_at <= ${toUtc.toISOString()}`] : []),
        ],
        sql` and `,
      );
      const [rows, count] = await Promise.all([
        db.execute<{
          id: string;
          owner: string | null;
          device_model: string | null;
          error_id: string;
          error_name: string;
          error_slug: string;
          network_type: string | null;
          occurred_at: Date | string;
        }>(sql`
          select l.id, o.name as owner, dm.title as device_model, e.id as error_id, e.name as error_name,
            e.slug as error_slug, l.network_type, l.occurred_at
          from monitoring_logs l
          join error_codes e on e.id = l.error_code_id
          left join organizations o on o.id = l.owner_id
          left join device_models dm on dm.id = l.device_model_id
          where ${where}
          order by l.occurred_at desc, l.id
          limit ${perPage} offset ${pageOffset(page, perPage)}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from monitoring_logs l where ${where}`),
      ]);
      const data = rows.rows.map((row) => ({
        _id: row.id,
        owner: row.owner,
        deviceModel: row.device_model,
        errorCode: { _id: row.error_id, name: row.error_name, slug: row.error_slug },
        networkType: row.network_type,
        occurredAt: toIso(row.occurred_at),
      }));
      return { data, total: Number(count.rows[0]?.total ?? 0) };
    },

    /**
     * Every matching record whose device has a position, as the JSON text of `{ data: [...] }`:
     * thousands of markers, so Postgres writes the JSON (see sendRawJson).
     */
    async mapPointsJson(filter: MonitoringFilter, scope: 'all' | string[]): Promise<string> {
      const result = await db.execute<{ body: string }>(sql`
        select json_build_object('data', coalesce(json_agg(json_build_object(
          '_id', mr.id, 'deviceId', d.id, 'name', d.name, 'lat', d.lat, 'lon', d.lon, 'statusSlug', s.slug,
          'hasErrors', exists (select 1 from monitoring_record_errors e where e.monitoring_record_id = mr.id and e.count > 0)
        ) order by mr.latest_error_occurred_at desc nulls last, mr.device_name asc, mr.id asc), '[]'::json))::text as body
        from monitoring_records mr
        join devices d on d.id = mr.device_id
        join status_codes s on s.id = mr.status_code_id
        where ${monitoringWhere(filter, scope)} and d.lat is not null and d.lon is not null`);
      return result.rows[0]!.body;
    },

    /** Every error code, by name. */
    listErrorCodes: () =>
      db.select({ _id: errorCodes.id, name: errorCodes.name, slug: errorCodes.slug }).from(errorCodes).orderBy(asc(errorCodes.name)),

    /** Every status code, in display order. */
    listStatusCodes: () =>
      db
        .select({ _id: statusCodes.id, name: statusCodes.name, slug: statusCodes.slug, color: statusCodes.color })
        .from(statusCodes)
        .orderBy(asc(statusCodes.position), asc(statusCodes.name)),

    /**
     * Changes a record's status and/or notes in one transaction with its audit row and its
     * `monitoring.changed` event (kind STATUS when the status is given, otherwise NOTES), which
     * Postgres delivers on commit, so listeners load the new state.
     */
    async update(
      id: string,
      change: MonitoringRecordChange,
      context: { actorUserId: string; organizationId: string },
    ): Promise<MonitoringUpdateOutcome> {
      const { status, notes } = change;
      if (status === undefined && notes === undefined) return 'updated';
      return db.transaction(async (tx) => {
        if (status !== undefined) {
          const [known] = await tx.select({ id: statusCodes.id }).from(statusCodes).where(eq(statusCodes.id, status));
          if (!known) return 'unknownStatus';
        }
        // Row lock: concurrent edits of one record serialise, and the audit's "from" is exact.
        const [before] = await tx
          .select({ statusCodeId: monitoringRecords.statusCodeId, notes: monitoringRecords.notes })
          .from(monitoringRecords)
          .where(eq(monitoringRecords.id, id))
          .for('update');
        if (!before) return 'notFound';
        const changes: Record<string, { from: string | null; to: string | null }> = {};
        const set: Partial<typeof monitoringRecords.$inferInsert> = {};
        if (status !== undefined) {
          set.statusCodeId = status;
          changes.status = { from: before.statusCodeId, to: status };
        }
        if (notes !== undefined) {
          set.notes = notes === '' ? null : notes;
          changes.notes = { from: before.notes, to: set.notes };
        }
        await tx.update(monitoringRecords).set(set).where(eq(monitoringRecords.id, id));
        await writeAudit(tx, {
          actorUserId: context.actorUserId,
          organizationId: context.organizationId,
          action: 'monitoring.update',
          subject: 'Monitoring',
          subjectId: id,
          changes,
        });
        const kind: MonitoringChangeKind = status !== undefined ? 'STATUS' : 'NOTES';
        await publishMonitoringChanged(tx, { recordId: id, orgId: context.organizationId, kind });
        return 'updated';
      });
    },
  };
}

export type MonitoringRepository = ReturnType<typeof monitoringRepository>;
