import { useMemo } from 'react';
import { fetchQuery, graphql, readInlineData, useRelayEnvironment } from 'react-relay';
import type { useUserPickerSource_user$key } from '../../../__generated__/useUserPickerSource_user.graphql';
import type { useUserPickerSourceLabelsQuery } from '../../../__generated__/useUserPickerSourceLabelsQuery.graphql';
import type { useUserPickerSourceQuery } from '../../../__generated__/useUserPickerSourceQuery.graphql';
import type { PickerItem, PickerSource } from './PickerSource';

/** What a picker shows of a user, in the search list and on a chip. */
const userFragment = graphql`
  fragment useUserPickerSource_user on User @inline {
    id
    name
    email
    isActive
  }
`;

const searchQuery = graphql`
  query useUserPickerSourceQuery($search: String, $organizationIds: [ID!], $isActive: Boolean, $first: Int!, $after: String) {
    users(filter: { search: $search, organizationIds: $organizationIds, isActive: $isActive }, first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...useUserPickerSource_user
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const labelsQuery = graphql`
  query useUserPickerSourceLabelsQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      # Null on a node of another type (a forged URL): it names no user.
      ...useUserPickerSource_user @alias(as: "user")
    }
  }
`;

/** Users per page of the list: a table page size the gateway takes (10, 20, 30, 50, 100). */
const PAGE_SIZE = 20;
/** The gateway answers at most this many ids per `nodes` call. */
const IDS_PER_CALL = 100;

function toItem(key: useUserPickerSource_user$key): PickerItem {
  const user = readInlineData(userFragment, key);
  return { value: user.id, label: user.name.trim() || user.email, hint: user.email };
}

export type UserPickerFilter = {
  /** Only members of these organisations (global ids); everyone the viewer may read when empty. */
  organizationIds?: readonly string[];
  /** True: only active accounts (the default); false: only deactivated ones; null: both. */
  isActive?: boolean | null;
};

/**
 * The users a searching picker offers (`SearchPicker`, or `UserSearchPicker` with its words): the
 * server's users search (`Query.users`, by any part of the name or e-mail), a page at a time, and
 * the chosen users' names by id. The values are `User` global ids.
 */
export function useUserPickerSource({ organizationIds = [], isActive = true }: UserPickerFilter = {}): PickerSource {
  const environment = useRelayEnvironment();
  // One key for what narrows the search: a new source (and a new search) only when it changes.
  const narrowKey = JSON.stringify([organizationIds, isActive]);
  return useMemo<PickerSource>(() => {
    const [owners, active] = JSON.parse(narrowKey) as [string[], boolean | null];
    return {
      async search(text, after) {
        const variables = { search: text || null, organizationIds: owners.length > 0 ? owners : null, isActive: active, first: PAGE_SIZE, after };
        const data = await fetchQuery<useUserPickerSourceQuery>(environment, searchQuery, variables, { fetchPolicy: 'network-only' }).toPromise();
        const found = data!.users;
        return {
          items: found.edges.map((edge) => toItem(edge.node)),
          endCursor: found.pageInfo.endCursor ?? null,
          hasNextPage: found.pageInfo.hasNextPage,
          totalCount: found.totalCount,
        };
      },
      async resolve(ids) {
        const chunks = Array.from({ length: Math.ceil(ids.length / IDS_PER_CALL) }, (_, i) => ids.slice(i * IDS_PER_CALL, (i + 1) * IDS_PER_CALL));
        const answers = await Promise.all(
          chunks.map((chunk) => fetchQuery<useUserPickerSourceLabelsQuery>(environment, labelsQuery, { ids: chunk }, { fetchPolicy: 'store-or-network' }).toPromise()),
        );
        return answers.flatMap((answer) => answer?.nodes ?? []).map((node) => (node?.user ? toItem(node.user) : null));
      },
    };
  }, [environment, narrowKey]);
}
