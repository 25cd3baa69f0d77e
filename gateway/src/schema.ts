import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from '../resolvers/index.ts';

const schemaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema');

/** The SDL of every domain, in a stable order (the same files codegen merges into schema.graphql). */
export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(schemaDir, file), 'utf8'));
}

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers,
    // A resolver for a field or type the SDL lacks is a mistake worth failing start-up for.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
