import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useKnownUsersSourceQuery } from '../../../../__generated__/useKnownUsersSourceQuery.graphql';
import type { PickerItem, PickerSource } from '../../../components/picker/PickerSource';
import { longGlobalId } from '../../../relay/longGlobalId';

const PAGE = 20;

/**
 * The users a centre's pickers offer. The gateway has no user search yet (`Query.users`; the API's
 * `GET /users` has no search either), so the picker searches, in the browser, the users the service
 * area knows: every readable centre's staff and technicians. Swap `search`/`resolve` for server
 * calls once the gateway has one; the picker stays the same.
 */
export function useKnownUsersSource(): PickerSource {
  const data = useLazyLoadQuery<useKnownUsersSourceQuery>(
    graphql`
      # The centres' staff and the technicians across centres, a page each (a page of technicians
      # per centre, 100 × 100 rows, is over the gateway's cost limit).
      query useKnownUsersSourceQuery($centers: Int = 100, $technicians: Int = 100) {
        serviceCenters(first: $centers) {
          edges {
            node {
              users {
                userId
                firstName
                lastName
                email
              }
            }
          }
        }
        technicians(first: $technicians) {
          edges {
            node {
              user {
                userId
                firstName
                lastName
                email
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return useMemo(() => {
    const byId = new Map<string, PickerItem>();
    const staff = data.serviceCenters.edges.flatMap((edge) => edge.node.users);
    for (const user of [...staff, ...data.technicians.edges.map((edge) => edge.node.user)]) {
      const value = longGlobalId('User', user.userId);
      if (!byId.has(value)) byId.set(value, { value, label: `${user.firstName} ${user.lastName}`.trim() || user.email, hint: user.email });
    }
    const all = [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
    return {
      search: async (text, after) => {
        const needle = text.trim().toLowerCase();
        const matches = needle ? all.filter((item) => item.label.toLowerCase().includes(needle) || item.hint?.toLowerCase().includes(needle)) : all;
        const start = after ? Number(after) : 0;
        const items = matches.slice(start, start + PAGE);
        const end = start + items.length;
        return { items, endCursor: end < matches.length ? String(end) : null, hasNextPage: end < matches.length, totalCount: matches.length };
      },
      resolve: async (ids) => ids.map((id) => byId.get(id) ?? null),
    } satisfies PickerSource;
  }, [data]);
}
