import { type DocumentNode, type GraphQLError, type GraphQLSchema, parse, type Source, validate, type ValidationRule } from 'graphql';
import { LRUCache } from 'lru-cache';

export interface DocumentCacheOptions {
  /** graphql-armor's token limit, checked while parsing. */
  maxTokens: number;
  validationRules: readonly ValidationRule[];
  /** Query texts remembered. */
  size?: number;
}

/**
 * graphql-ws's `parse` and `validate`, each done once per query text: every tab subscribes with the
 * same few operations, so a thousand subscriptions share one parsed and validated document (and
 * shareEventResults can tell that they run the same operation). Texts that do not parse are not
 * remembered; they throw every time.
 */
export function createDocumentCache({ maxTokens, validationRules, size = 500 }: DocumentCacheOptions) {
  const documents = new LRUCache<string, DocumentNode>({ max: size });
  // Per document object, so an entry goes with its document; the schema and rules never change.
  const validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    parse(source: string | Source): DocumentNode {
      const text = typeof source === 'string' ? source : source.body;
      let document = documents.get(text);
      if (!document) {
        document = parse(text, { maxTokens });
        documents.set(text, document);
      }
      return document;
    },
    validate(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
      let errors = validated.get(document);
      if (!errors) {
        errors = validate(schema, document, validationRules);
        validated.set(document, errors);
      }
      return errors;
    },
  };
}
