import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceLifecycles, nextLifecycle } from '../../../devices/deviceLifecycle.ts';
import { deviceLifecycleSchema } from '../../../devices/deviceSchema.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { translate } from '../../../i18n/translate.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';

export const deviceLifecyclesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lifecycles',
    {
      schema: {
        operationId: 'listDeviceLifecycles',
        tags: ['devices'],
        summary: 'The lifecycle states of a device, in cycle order',
        description:
          "Any signed-in user. Each state with its name in the caller's language and the one state it may move to (in_stock → installed → taken_down → in_stock).",
        response: {
          200: z.object({ data: z.array(deviceLifecycleSchema) }).meta({ id: 'DeviceLifecycleList' }),
          ...errorResponses(...authErrors),
        },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      return {
        data: deviceLifecycles.map((slug) => ({ slug, name: translate(language, `lifecycle.${slug}`), next: nextLifecycle[slug] })),
      };
    },
  );
};
