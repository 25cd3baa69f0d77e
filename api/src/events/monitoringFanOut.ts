import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Language } from '../i18n/Language.ts';
import { loadMonitoringRecords } from '../monitoring/loadMonitoringRecords.ts';
import { MONITORING_CHANGED, type MonitoringChange } from './monitoringChanged.ts';

/** The part of an SSE connection the monitoring fan-out needs. */
export interface MonitoringListener {
  /** Organisations whose records the user may read (`read Monitoring`); 'all' for administrators. */
  monitoringScope: 'all' | string[];
  /** The language of the connection (device type names in the record). */
  language: Language;
  /** Writes one SSE message whose data is already JSON, with its id. */
  sendRaw(type: string, json: string, id?: string): void;
}

/** Records loaded per statement when a burst (a heartbeat run) changes many at once. */
const LOAD_CHUNK = 500;

const mayRead = (listener: MonitoringListener, orgId: string) =>
  listener.monitoringScope === 'all' || listener.monitoringScope.includes(orgId);

/**
 * Turns monitoring change notifications into `monitoring.changed` SSE messages `{ kind, record }`.
 * Changes arriving in the same tick are handled together; each record is loaded once per
 * language its receivers use (one statement per chunk, not one per client), and only when some
 * connection of this instance that asked for `monitoring.changed` (`listeners`) may read it.
 */
export function createMonitoringFanOut(opts: {
  db: Db;
  log: FastifyBaseLogger;
  listeners: () => Iterable<MonitoringListener>;
}) {
  let pending: MonitoringChange[] = [];
  let scheduled = false;
  let running: Promise<void> = Promise.resolve();

  async function flush(changes: MonitoringChange[]) {
    // One message per record and kind, even when a notification repeats (the last one names it).
    const unique = new Map(changes.map((c) => [`${c.recordId}|${c.kind}`, c]));
    const listeners = [...opts.listeners()];
    const deliveries: { change: MonitoringChange; receivers: MonitoringListener[] }[] = [];
    const idsByLanguage = new Map<Language, Set<string>>();
    for (const change of unique.values()) {
      const receivers = listeners.filter((l) => mayRead(l, change.orgId));
      if (receivers.length === 0) continue;
      deliveries.push({ change, receivers });
      for (const receiver of receivers) {
        const ids = idsByLanguage.get(receiver.language) ?? new Set();
        ids.add(change.recordId);
        idsByLanguage.set(receiver.language, ids);
      }
    }
    if (deliveries.length === 0) return;

    const records = new Map<string, unknown>(); // `${language}|${id}` → record
    for (const [language, ids] of idsByLanguage) {
      const list = [...ids];
      for (let i = 0; i < list.length; i += LOAD_CHUNK) {
        for (const record of await loadMonitoringRecords(opts.db, list.slice(i, i + LOAD_CHUNK), { language })) {
          records.set(`${language}|${record._id}`, record);
        }
      }
    }
    for (const { change, receivers } of deliveries) {
      const json = new Map<Language, string | null>();
      for (const receiver of receivers) {
        if (!json.has(receiver.language)) {
          const record = records.get(`${receiver.language}|${change.recordId}`);
          // The record may be gone by now (device deleted): nothing to show.
          json.set(receiver.language, record ? JSON.stringify({ kind: change.kind, record }) : null);
        }
        const data = json.get(receiver.language);
        if (!data) continue;
        try {
          receiver.sendRaw(MONITORING_CHANGED, data, change.eventId);
        } catch (error) {
          opts.log.warn({ err: error }, 'could not deliver a monitoring event');
        }
      }
    }
  }

  return {
    /** Queues changes; they go out on the next tick, in order, one batch at a time. */
    enqueue(changes: MonitoringChange[]) {
      pending.push(...changes);
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        const batch = pending;
        pending = [];
        running = running
          .then(() => flush(batch))
          .catch((error: unknown) => opts.log.error({ err: error }, 'monitoring event fan-out failed'));
      });
    },
    /** Resolves when everything queued so far was delivered (tests, shutdown). */
    async idle() {
      while (scheduled || pending.length > 0) await new Promise((resolve) => setImmediate(resolve));
      await running;
    },
  };
}
