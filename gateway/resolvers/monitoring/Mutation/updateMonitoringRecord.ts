import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { restIdOf } from '../../../src/globalId.ts';
import { primeFromRecord } from '../../../src/loaders/primeFromRecord.ts';
import { parseInput } from '../../../src/parseInput.ts';
import type { MonitoringRecordDto } from '../../../src/rest/monitoringTypes.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { renameUpstreamFields } from '../renameUpstreamFields.ts';

/** The API's body fields by their names in this mutation's input. */
const inputFields = { status: 'input.statusId', notes: 'input.notes' };

const globalIdOf = (type: 'MonitoringRecord' | 'StatusCode') =>
  z.string().transform((id, ctx) => {
    const restId = restIdOf(id, type);
    if (restId === null) ctx.addIssue({ code: 'custom', message: 'validation.globalId', params: { type } });
    return restId ?? '';
  });

// GraphQL `null` means "leave as is", like an omitted field; trimming and length are the API's rules.
const updateMonitoringRecordInput = z.object({
  id: globalIdOf('MonitoringRecord'),
  statusId: globalIdOf('StatusCode').nullish().transform((v) => v ?? undefined),
  notes: z.string().nullish().transform((v) => v ?? undefined),
});

export const updateMonitoringRecord: NonNullable<MutationResolvers['updateMonitoringRecord']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, statusId, notes } = parseInput(updateMonitoringRecordInput, input);
  const body = { ...(statusId !== undefined ? { status: statusId } : {}), ...(notes !== undefined ? { notes } : {}) };
  let record: MonitoringRecordDto;
  try {
    record = unwrap(await ctx.api.PATCH('/api/v1/monitoring/{id}', { params: { path: { id } }, body }));
  } catch (error) {
    // Too long notes: BAD_USER_INPUT naming `input.notes` with the API's message and limit.
    throw renameUpstreamFields(error, inputFields);
  }
  // Reads of the record later in this operation must see the change, not a cached copy.
  ctx.loaders.monitoringRecordsById.clear(id);
  ctx.loaders.devicesById.clear(record.device._id);
  ctx.loaders.monitoringRecordPagesByQuery.clearAll();
  primeFromRecord(ctx.loaders, record);
  return { monitoringRecord: record };
};
