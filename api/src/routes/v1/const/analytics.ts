import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trendPeriodList, trendRefList } from '../../../analytics/trends/trendOptions.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

const constListSchema = (id: string) =>
  z.object({ data: z.array(z.object({ _id: z.string(), name: z.string() })) }).meta({ id });

/** Reference data for the analytics trend selectors; any signed-in user may read it. */
export const analyticsConstRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/refs',
    {
      schema: {
        operationId: 'listAnalyticsRefs',
        tags: ['analytics'],
        summary: 'Reference series a trend can be compared with, named in the language of the answer',
        response: { 200: constListSchema('AnalyticsRefList'), ...errorResponses(...authErrors) },
      },
    },
    async (request) => ({ data: trendRefList(requestLanguage(request)) }),
  );
  app.get(
    '/periods',
    {
      schema: {
        operationId: 'listAnalyticsPeriods',
        tags: ['analytics'],
        summary: 'Trend periods, named in the language of the answer',
        response: { 200: constListSchema('AnalyticsPeriodList'), ...errorResponses(...authErrors) },
      },
    },
    async (request) => ({ data: trendPeriodList(requestLanguage(request)) }),
  );
};
