import { ApolloArmor } from '@escape.tech/graphql-armor';

type GraphQLArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;

/**
 * Limits on what one operation may ask for. They are above what the product's own (Relay)
 * queries need — a few hundred tokens per fragment; graphql-armor counts each fragment spread as a
 * level, and Relay's colocated fragments bring the dashboard's page query to 13 levels — and far
 * below what an abusive query needs to hurt the API. A test checks every operation of the web app
 * against them (webOperationsWithinLimits.test.ts).
 */
export const limits = {
  maxDepth: 16,
  /**
   * graphql-armor's cost, with page sizes counted at their values whether literal or given as
   * variables (operationCost.ts): the web's largest operation, a dashboard of 100 cards, costs about
   * 700,000; a page of 100 centres with 100 technicians each (10,000 rows) 2.7 million.
   */
  maxCost: 1_000_000,
  maxAliases: 30,
  maxDirectives: 100,
  maxTokens: 15_000,
  /**
   * Upstream calls one operation may make: the web app's largest page makes about ten; a query that
   * asks for more by aliases and id lists is refused (or cut off where its size does not show).
   */
  maxUpstreamCalls: 100,
  /**
   * Upstream calls of one operation on the wire at once (the API serves 32 requests at once on
   * PGlite, and answers the next with 503): a dashboard's 60 card trends go 8 at a time.
   */
  maxConcurrentUpstreamCalls: 8,
  /** Without a token: signing in, asking for a reset link. */
  maxAnonymousUpstreamCalls: 3,
  /** Ids one list argument may name (nodes, analyticsOrganizations). */
  maxListIds: 100,
};

const armorConfig: GraphQLArmorConfig = {
  maxDepth: { n: limits.maxDepth },
  costLimit: { maxCost: limits.maxCost },
  maxAliases: { n: limits.maxAliases },
  maxDirectives: { n: limits.maxDirectives },
  // Counted by graphql-js's own parser instead (Apollo's `parseOptions`, graphql-ws's `parse`):
  // armor's token plugin throws from a hook, which Apollo answers with a 500 for any syntax error.
  maxTokens: { enabled: false },
  // Field suggestions would let anyone map the schema with introspection off.
  blockFieldSuggestion: { enabled: true },
};

/** graphql-armor for Apollo: plugins plus validation rules (the latter are reused for WebSockets). */
export function createArmor() {
  return new ApolloArmor(armorConfig).protect();
}
