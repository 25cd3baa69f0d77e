import { ApolloArmor } from '@escape.tech/graphql-armor';

type GraphQLArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;

/**
 * Limits on what one operation may ask for. They are far above what the product's own (Relay)
 * queries need — those are at most ~8 levels deep, a few thousand cost, a few hundred tokens per
 * fragment — and far below what an abusive query needs to hurt the API.
 */
export const limits = {
  maxDepth: 12,
  maxCost: 20_000,
  maxAliases: 30,
  maxDirectives: 100,
  maxTokens: 15_000,
};

const armorConfig: GraphQLArmorConfig = {
  maxDepth: { n: limits.maxDepth },
  costLimit: { maxCost: limits.maxCost },
  maxAliases: { n: limits.maxAliases },
  maxDirectives: { n: limits.maxDirectives },
  maxTokens: { n: limits.maxTokens },
  // Field suggestions would let anyone map the schema with introspection off.
  blockFieldSuggestion: { enabled: true },
};

/** graphql-armor for Apollo: plugins plus validation rules (the latter are reused for WebSockets). */
export function createArmor() {
  return new ApolloArmor(armorConfig).protect();
}
