import { lookupListRoute } from '../../../lookups/lookupListRoute.ts';
import { lookupRepository } from '../../../lookups/lookupRepository.ts';
import { lookupSchema } from '../../../monitoring/monitoringRecordSchema.ts';

/** Reference data: any signed-in user may read the service levels. */
export const packagesListRoute = lookupListRoute({
  url: '',
  operationId: 'listPackages',
  tags: ['lookups'],
  summary: 'Every package (service level), by name',
  listId: 'PackageList',
  item: lookupSchema,
  load: ({ db }) => lookupRepository(db).packages(),
});
