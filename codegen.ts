import type { CodegenConfig } from '@graphql-codegen/cli';

// The SDL is written per domain in gateway/schema; codegen merges it into the committed root
// schema.graphql (read by relay-compiler) and generates the resolver types of the gateway.
const config: CodegenConfig = {
  schema: 'gateway/schema/*.graphql',
  generates: {
    'schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: true, commentDescriptions: false, sort: false },
    },
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.ts#GatewayContext',
        useIndexSignature: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        mappers: {},
      },
    },
  },
};

export default config;
