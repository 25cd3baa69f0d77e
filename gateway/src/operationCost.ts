import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import {
  Kind,
  validate,
  visit,
  type ArgumentNode,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { gatewayError } from './errors.ts';
import { limits } from './protection.ts';

/** The arguments graphql-armor multiplies a selection's cost by: a connection's page size. */
const pageSizeArguments = new Set(['first', 'last']);

/** Per document: the variables its `first`s and `last`s are given in (armor's own rule counts only literal sizes). */
const sizeVariables = new WeakMap<DocumentNode, ReadonlySet<string>>();

/** The variables a document's `first`s and `last`s are given in; empty when every size is literal. */
export function pageSizeVariables(document: DocumentNode): ReadonlySet<string> {
  let names = sizeVariables.get(document);
  if (names === undefined) {
    const found = new Set<string>();
    visit(document, {
      Argument(node) {
        if (pageSizeArguments.has(node.name.value) && node.value.kind === Kind.VARIABLE) found.add(node.value.name.value);
      },
    });
    sizeVariables.set(document, (names = found));
  }
  return names;
}

/** Costs already counted, per document, by operation and page sizes (a client sends the same few again and again). */
const counted = new WeakMap<DocumentNode, Map<string, number>>();
const COUNTED_PER_DOCUMENT = 32;

/**
 * The operation's cost as graphql-armor counts it (`costLimit`, the same weights), with each `first`
 * or `last` given as a variable counted at its value (or its default). Armor multiplies a
 * connection's cost by a literal `first: 100` but by 1 when the 100 comes in a variable, so a query
 * could ask for 100 × 100 × 100 rows and pass; here the variables' values are written into the
 * document first and armor's own rule counts it.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): number {
  const defaults = new Map(operation.variableDefinitions?.map((definition) => [definition.variable.name.value, definition.defaultValue]) ?? []);
  const sizeOf = (name: string): number | null => {
    const given = variables?.[name];
    if (typeof given === 'number' && Number.isInteger(given)) return given;
    const fallback = defaults.get(name);
    return fallback?.kind === Kind.INT ? Number(fallback.value) : null;
  };
  const key = `${operation.name?.value ?? ''}:${[...pageSizeVariables(document)].map((name) => sizeOf(name) ?? '').join(',')}`;
  let byKey = counted.get(document);
  const known = byKey?.get(key);
  if (known !== undefined) return known;

  // Only this operation, with its fragments: armor counts every operation of a document.
  const inlined = visit(
    { kind: Kind.DOCUMENT, definitions: document.definitions.filter((d) => d === operation || d.kind === Kind.FRAGMENT_DEFINITION) },
    {
      Argument(node): ArgumentNode | undefined {
        if (!pageSizeArguments.has(node.name.value) || node.value.kind !== Kind.VARIABLE) return undefined;
        const size = sizeOf(node.value.name.value);
        return size !== null && size > 0 ? { ...node, value: { kind: Kind.INT, value: String(size) } } : undefined;
      },
    },
  );
  let cost = 0;
  const rule = costLimitRule({
    maxCost: Number.MAX_SAFE_INTEGER,
    propagateOnRejection: false,
    onAccept: [(_context, { n }) => (cost = n)],
  }) as unknown as ValidationRule;
  validate(schema, inlined, [rule]);

  if (!byKey) counted.set(document, (byKey = new Map()));
  if (byKey.size >= COUNTED_PER_DOCUMENT) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, cost);
  return cost;
}

/** An operation over the cost limit once its page sizes are counted: refused before it runs, in the caller's language (400 over HTTP). */
export const tooCostly = (cost: number, { overHttp = false } = {}) =>
  gatewayError('BAD_USER_INPUT', { id: 'error.queryTooCostly', params: { cost: Math.ceil(cost), maximum: limits.maxCost } }, overHttp ? { http: { status: 400 } } : {});

/**
 * The check graphql-armor makes of literal page sizes while validating, made once the variables are
 * known (over HTTP and WebSocket alike): the operation's cost when its variable page sizes take it
 * over `limits.maxCost`, else null.
 */
export function costOverLimit(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): number | null {
  if (pageSizeVariables(document).size === 0) return null;
  const cost = operationCost(schema, document, operation, variables);
  return cost > limits.maxCost ? cost : null;
}
