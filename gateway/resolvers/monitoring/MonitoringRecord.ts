import type { MonitoringRecordResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';
import { deviceOfRecord } from '../../src/loaders/monitoringLoaders.ts';
import { connectionFromPage } from '../../src/pagination/connectionFromPage.ts';
import { pageRequest } from '../../src/pagination/pageRequest.ts';

export const MonitoringRecord: MonitoringRecordResolvers = {
  id: (record) => toGlobalId('MonitoringRecord', record._id),
  recordId: (record) => record._id,
  device: (record) => deviceOfRecord(record),
  owner: (record) => record.org,
  errorCodes: (record) => record.errorCodes.map(({ count, ...errorCode }) => ({ errorCode, count })),
  // One call per record asked for: the web shows one record's log at a time (the log pop-up).
  logs: async (record, { from, to, first, after }, ctx) => {
    const request = pageRequest(first, after);
    const page = await ctx.loaders.monitoringLogPagesByQuery.load({
      recordId: record._id,
      ...(from ? { fromUtc: from } : {}),
      ...(to ? { toUtc: to } : {}),
      page: request.page,
      perPage: request.perPage,
    });
    const entries = (page?.data ?? []).map((log) => ({ ...log, recordId: record._id }));
    return connectionFromPage(entries, request, page?.total ?? 0);
  },
};
