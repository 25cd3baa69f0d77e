import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { findUnknownIdsQuery } from '../../../__generated__/findUnknownIdsQuery.graphql';
import type { DroppedParam } from './parseSearchParams';

const query = graphql`
  query findUnknownIdsQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      id
    }
  }
`;

/** The gateway answers at most this many ids per `nodes` call. */
const IDS_PER_CALL = 100;

/**
 * The ids in a URL that do not name something the viewer can see: deleted, another tenant's, or
 * of another type than the parameter takes (`types`: parameter → GraphQL type). One `nodes` query
 * for all of them. When that query fails, nothing is reported: the page then loads as asked and
 * shows its own error if the server refuses the ids.
 */
export async function findUnknownIds(
  environment: Environment,
  params: URLSearchParams,
  types: Readonly<Record<string, string>>,
): Promise<DroppedParam[]> {
  const asked = Object.keys(types).flatMap((name) => params.getAll(name).map((value) => ({ name, value })));
  const ids = [...new Set(asked.map((a) => a.value))];
  if (ids.length === 0) return [];
  try {
    const found = new Map<string, string>();
    const chunks = Array.from({ length: Math.ceil(ids.length / IDS_PER_CALL) }, (_, i) => ids.slice(i * IDS_PER_CALL, (i + 1) * IDS_PER_CALL));
    const answers = await Promise.all(
      chunks.map((chunk) => fetchQuery<findUnknownIdsQuery>(environment, query, { ids: chunk }, { fetchPolicy: 'network-only' }).toPromise()),
    );
    for (const answer of answers) {
      for (const node of answer?.nodes ?? []) if (node) found.set(node.id, node.__typename);
    }
    return asked.filter(({ name, value }) => found.get(value) !== types[name]);
  } catch (error) {
    console.warn('checking the ids of the URL', error);
    return [];
  }
}
