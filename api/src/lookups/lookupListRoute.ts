import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Language } from '../i18n/Language.ts';
import { requestLanguage } from '../i18n/requestLanguage.ts';
import { authErrors, errorResponses } from '../schemas/common.ts';

export interface LookupListOptions<Item extends z.ZodType> {
  /** The path under the route's prefix, e.g. `''` or `/devicemodels`. */
  url: string;
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  /** The answer's component id in the OpenAPI document, e.g. `PackageList`. */
  listId: string;
  item: Item;
  /** The items, in their order; `language` is the answer's, for names kept in both languages. */
  load(context: { db: Db; language: Language }): Promise<z.output<Item>[]>;
}

/**
 * A `GET` of reference data answering `{ data: [...] }` to any signed-in user (it holds no
 * customer data): a new lookup is its options, e.g.
 * `lookupListRoute({ url: '', operationId: 'listPackages', …, load: ({ db }) => lookupRepository(db).packages() })`.
 */
export function lookupListRoute<Item extends z.ZodType>(options: LookupListOptions<Item>): FastifyPluginAsyncZod {
  const { url, operationId, tags, summary, description, listId, item, load } = options;
  return async (app) => {
    app.get(
      url,
      {
        schema: {
          operationId,
          tags,
          summary,
          ...(description ? { description } : {}),
          response: {
            200: z.object({ data: z.array(item) }).meta({ id: listId }),
            ...errorResponses(...authErrors),
          },
        },
      },
      async (request) => ({ data: await load({ db: app.db, language: requestLanguage(request) }) }),
    );
  };
}
