import type { ApolloServerPlugin } from '@apollo/server';
import { gatewayError, requestErrorCodes } from '../errors.ts';
import type { HttpContext } from './graphqlRequestLog.ts';


/**
 * GraphQL over HTTP's statuses: a request that cannot be executed — it does not parse or validate,
 * names no operation it has, asks for a subscription (served over WebSocket only) or a persisted
 * query (not offered) — answers 400 with its code. Errors of an executed operation keep 200 beside
 * their data.
 */
export function graphqlOverHttpErrors(): ApolloServerPlugin<HttpContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation === 'subscription') {
            throw gatewayError('BAD_REQUEST', { id: 'error.subscriptionOverHttp' }, { http: { status: 400 } });
          }
        },
        async willSendResponse({ response }) {
          const { body } = response;
          if (body.kind !== 'single') return;
          const { errors } = body.singleResult;
          const executed = 'data' in body.singleResult && body.singleResult.data !== undefined;
          if (!executed && errors?.length && errors.every((e) => requestErrorCodes.has(String(e.extensions?.code)))) response.http.status = 400;
        },
      };
    },
  };
}
