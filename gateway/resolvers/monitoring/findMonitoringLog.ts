import type { GatewayContext } from '../../src/context.ts';
import type { MonitoringLogSource } from '../../src/mappers.ts';

/**
 * The API has no endpoint for one log entry, so a log's global id carries what finds it again in
 * one call: its record, its time and its id (`record|time|log`).
 */
export function monitoringLogRestId(log: MonitoringLogSource): string {
  return `${log.recordId}|${log.occurredAt}|${log._id}`;
}

/** The log entry behind `monitoringLogRestId`, from its record's log at exactly that time. */
export async function findMonitoringLog(ctx: GatewayContext, restId: string): Promise<MonitoringLogSource | null> {
  const [recordId, occurredAt, logId] = restId.split('|');
  if (!recordId || !occurredAt || !logId || Number.isNaN(Date.parse(occurredAt))) return null;
  const page = await ctx.loaders.monitoringLogPagesByQuery.load({ recordId, fromUtc: occurredAt, toUtc: occurredAt, page: 1, perPage: 100 });
  const log = page?.data.find((entry) => entry._id === logId);
  return log ? { ...log, recordId } : null;
}
