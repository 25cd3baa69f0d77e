import { addMocksToSchema, type IMocks } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql, type GraphQLSchema } from 'graphql';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import schemaSource from '../../../schema.graphql?raw';
import { GraphQLRequestError, parseGraphQLErrors } from '../relay/GraphQLRequestError';

/** Resolvers that override the mocks for one test, e.g. a viewer's abilities or notifications. */
export type MockResolvers = Record<string, Record<string, unknown>>;

export const adminRules = [{ action: ['manage'], subject: ['all'], conditions: null, fields: null, inverted: false, reason: null }];
export const memberRules = [
  { action: ['read'], subject: ['Organization'], conditions: { _id: { $in: ['org-1'] } }, fields: null, inverted: false, reason: null },
  { action: ['read'], subject: ['Device'], conditions: { orgId: { $in: ['org-1'] } }, fields: null, inverted: false, reason: null },
];
export const technicianRules = [
  { action: ['read'], subject: ['Device'], conditions: null, fields: null, inverted: false, reason: null },
  { action: ['read', 'update'], subject: ['Service'], conditions: null, fields: null, inverted: false, reason: null },
];

const defaultMocks: IMocks = {
  DateTime: () => '2026-11-20T08:30:00.000Z',
  JSON: () => null,
  Language: () => 'da',
  Int: () => 1,
  User: () => ({ name: 'Ada Admin', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', userId: 'user-1' }),
  UserConfig: () => ({ language: 'da', utcOffset: 1 }),
  Viewer: () => ({ id: 'viewer-1', abilities: adminRules, newReleaseNotifications: [] }),
};

/** Builds the real schema with mocked resolvers; each test overrides what it cares about. */
export function createMockSchema(resolvers: MockResolvers = {}): GraphQLSchema {
  return addMocksToSchema({
    schema: makeExecutableSchema({ typeDefs: schemaSource }),
    mocks: defaultMocks,
    resolvers,
    preserveResolvers: false,
  });
}

/** A Relay environment whose network executes operations against the mocked schema. */
export function createMockEnvironment(resolvers: MockResolvers = {}) {
  const schema = createMockSchema(resolvers);
  const network = Network.create((request, variables) =>
    Observable.from(
      (async (): Promise<GraphQLResponse> => {
        const result = JSON.parse(JSON.stringify(await graphql({ schema, source: request.text ?? '', variableValues: variables }))) as {
          data?: unknown;
          errors?: unknown;
        };
        // Same contract as the real network: any GraphQL error fails the operation.
        if (result.errors) throw new GraphQLRequestError(parseGraphQLErrors(result.errors) ?? [{ message: 'Unknown error' }]);
        return { data: result.data } as GraphQLResponse;
      })(),
    ),
    subscribe,
  );
  return new Environment({ network, store: new Store(new RecordSource()) });
}

type Sink = { next: (response: GraphQLResponse) => void };
const subscriptionSinks = new Map<string, Set<Sink>>();

/** Subscriptions stay open; a test pushes a server event to them with `pushSubscription`. */
function subscribe(request: { name: string }) {
  return Observable.create<GraphQLResponse>((sink) => {
    const sinks = subscriptionSinks.get(request.name) ?? new Set<Sink>();
    subscriptionSinks.set(request.name, sinks);
    sinks.add(sink);
    return () => void sinks.delete(sink);
  });
}

/** Delivers `data` to every open subscription of the named operation. */
export function pushSubscription(operationName: string, data: unknown) {
  subscriptionSinks.get(operationName)?.forEach((sink) => sink.next({ data } as GraphQLResponse));
}

/** How many subscriptions of the named operation are open (a test waits for one before pushing). */
export function openSubscriptions(operationName: string): number {
  return subscriptionSinks.get(operationName)?.size ?? 0;
}
