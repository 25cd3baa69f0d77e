import { lookupListRoute } from '../../../lookups/lookupListRoute.ts';
import { lookupRepository } from '../../../lookups/lookupRepository.ts';
import { deviceModelSchema } from '../../../monitoring/monitoringRecordSchema.ts';

/** Reference data: any signed-in user may read the model catalogue. */
export const deviceModelsRoute = lookupListRoute({
  url: '/devicemodels',
  operationId: 'listDeviceModels',
  tags: ['devices'],
  summary: 'Every device model, by title',
  listId: 'DeviceModelList',
  item: deviceModelSchema,
  load: ({ db, language }) => lookupRepository(db).deviceModels(language),
});
