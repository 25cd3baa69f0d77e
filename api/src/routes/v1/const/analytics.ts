import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trendPeriodList, trendRefList } from '../../../analytics/trends/trendOptions.ts';
import { lookupListRoute } from '../../../lookups/lookupListRoute.ts';

const constItem = z.object({ _id: z.string(), name: z.string() });

/** Reference data for the analytics trend selectors; any signed-in user may read it. */
export const analyticsConstRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    lookupListRoute({
      url: '/refs',
      operationId: 'listAnalyticsRefs',
      tags: ['analytics'],
      summary: 'Reference series a trend can be compared with, named in the language of the answer',
      listId: 'AnalyticsRefList',
      item: constItem,
      load: async ({ language }) => trendRefList(language),
    }),
  );
  await app.register(
    lookupListRoute({
      url: '/periods',
      operationId: 'listAnalyticsPeriods',
      tags: ['analytics'],
      summary: 'Trend periods, named in the language of the answer',
      listId: 'AnalyticsPeriodList',
      item: constItem,
      load: async ({ language }) => trendPeriodList(language),
    }),
  );
};
