import { lookupListRoute } from '../../../lookups/lookupListRoute.ts';
import { lookupRepository } from '../../../lookups/lookupRepository.ts';
import { lookupSchema } from '../../../monitoring/monitoringRecordSchema.ts';

/** Reference data: any signed-in user may read it. Names follow the answer's language (Content-Language). */
export const deviceTypeCategoriesListRoute = lookupListRoute({
  url: '',
  operationId: 'listDeviceTypeCategories',
  tags: ['lookups'],
  summary: 'Every device type category, named in the language of the answer, by name',
  description: "The language is the Accept-Language header's (da or en), else the user's own.",
  listId: 'DeviceTypeCategoryList',
  item: lookupSchema,
  load: ({ db, language }) => lookupRepository(db).deviceTypeCategories(language),
});
