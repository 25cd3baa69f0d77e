import type { ApolloServerPlugin } from '@apollo/server';
import { gatewayError, requestErrorCodes } from '../errors.ts';
import { costOverLimit, tooCostly } from '../operationCost.ts';
import { tooManyCalls } from '../rest/CallBudget.ts';
import { listArgumentItems } from './listArgumentItems.ts';
import type { HttpContext } from './graphqlRequestLog.ts';


/**
 * GraphQL over HTTP's statuses: a request that cannot be executed — it does not parse or validate,
 * names no operation it has, asks for a subscription (served over WebSocket only) or a persisted
 * query (not offered), its id lists ask for more upstream calls than it may make, or its page sizes
 * given as variables take it over the cost limit — answers 400
 * with its code. Errors of an executed operation keep 200 beside
 * their data.
 */
export function graphqlOverHttpErrors(): ApolloServerPlugin<HttpContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request, contextValue, schema }) {
          if (operation?.operation === 'subscription') {
            throw gatewayError('BAD_REQUEST', { id: 'error.subscriptionOverHttp' }, { http: { status: 400 } });
          }
          // An operation whose id lists already ask for more calls than it may make is refused
          // before it runs (CallBudget cuts off the rest).
          if (operation && listArgumentItems(document, operation, request.variables) > contextValue.budget.maximum) {
            throw tooManyCalls(contextValue.budget.maximum, { beforeExecution: true });
          }
          // Page sizes given as variables count at their values (armor counted them as 1).
          const cost = operation ? costOverLimit(schema, document, operation, request.variables) : null;
          if (cost !== null) throw tooCostly(cost, { overHttp: true });
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
