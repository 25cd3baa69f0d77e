import { type DocumentNode, type FragmentDefinitionNode, Kind, type OperationDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql';

/**
 * How many items the list arguments of an operation name in all, counting every alias and every
 * spread of a fragment (`a: nodes(ids: […100])` thirty times is 3,000). Each item of `nodes(ids:)`
 * or `analyticsOrganizations(organizationIds:)` can cost an upstream call, so this is what the
 * operation's call budget is checked against before it runs. Variables count by their values.
 */
export function listArgumentItems(document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> = {}): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  // A fragment's own count, once (validation has refused cycles already).
  const fragmentItems = new Map<string, number>();

  const itemsOf = (value: ValueNode): number => {
    if (value.kind === Kind.LIST) return value.values.length;
    if (value.kind === Kind.VARIABLE) {
      const given = variables[value.name.value];
      return Array.isArray(given) ? given.length : 0;
    }
    return 0;
  };

  const count = (selectionSet: SelectionSetNode | undefined): number => {
    let total = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        for (const argument of selection.arguments ?? []) total += itemsOf(argument.value);
        total += count(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += count(selection.selectionSet);
      } else {
        const name = selection.name.value;
        if (!fragmentItems.has(name)) fragmentItems.set(name, count(fragments.get(name)?.selectionSet));
        total += fragmentItems.get(name)!;
      }
    }
    return total;
  };
  return count(operation.selectionSet);
}
