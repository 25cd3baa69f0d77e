import { graphql, readInlineData } from 'relay-runtime';
import type { matchingDevices_organization$key } from '../../../__generated__/matchingDevices_organization.graphql';

/**
 * What a filter is matched against, for each owner: its devices' category, model and whether they
 * count events, and what the device list shows of them. An `@inline` fragment, so that the page's
 * query and the filter's check before Apply read the same fields.
 */
const organizationFragment = graphql`
  fragment matchingDevices_organization on AnalyticsOrganization @inline {
    groups {
      devices {
        id
        name
        networkId
        hasCounter
        deviceTypeCategory {
          id
        }
        deviceModel {
          id
        }
      }
    }
    ungroupedDevices {
      id
      name
      networkId
      hasCounter
      deviceTypeCategory {
        id
      }
      deviceModel {
        id
      }
    }
  }
`;

export type MatchingDevice = { id: string; name: string; networkId: string };

/**
 * The devices a filter matches: every device of the owners whose category is one of `types` (when
 * any) and whose model is one of `models` (when any), in the order the cards show them; with
 * `countersOnly`, only devices that count events (scheduling mode).
 */
export function matchingDevices(
  organizations: ReadonlyArray<matchingDevices_organization$key>,
  types: readonly string[],
  models: readonly string[],
  countersOnly = false,
): MatchingDevice[] {
  const typeSet = new Set(types);
  const modelSet = new Set(models);
  return organizations
    .map((organization) => readInlineData(organizationFragment, organization))
    .flatMap((o) => [...o.groups.flatMap((g) => g.devices), ...o.ungroupedDevices])
    .filter(
      (d) =>
        (typeSet.size === 0 || typeSet.has(d.deviceTypeCategory.id)) &&
        (modelSet.size === 0 || modelSet.has(d.deviceModel.id)) &&
        (!countersOnly || d.hasCounter),
    )
    .map(({ id, name, networkId }) => ({ id, name, networkId }));
}
