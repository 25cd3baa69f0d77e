import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { fetchQuery, graphql, readInlineData, useRelayEnvironment } from 'react-relay';
import type { DeviceSearchPicker_device$key } from '../../../__generated__/DeviceSearchPicker_device.graphql';
import type { DeviceSearchPickerLabelsQuery } from '../../../__generated__/DeviceSearchPickerLabelsQuery.graphql';
import type { DeviceLifecycle, DeviceSearchPickerQuery } from '../../../__generated__/DeviceSearchPickerQuery.graphql';
import type { PickerItem, PickerSource } from './PickerSource';
import { SearchPicker } from './SearchPicker';

/** What the picker shows of a device, in the search list and on a chip. */
const deviceFragment = graphql`
  fragment DeviceSearchPicker_device on Device @inline {
    id
    name
    networkId
  }
`;

const searchQuery = graphql`
  query DeviceSearchPickerQuery(
    $search: String
    $organizationIds: [ID!]
    $deviceTypeCategoryIds: [ID!]
    $deviceModelIds: [ID!]
    $lifecycles: [DeviceLifecycle!]
    $first: Int!
    $after: String
  ) {
    deviceSearch(
      search: $search
      organizationIds: $organizationIds
      deviceTypeCategoryIds: $deviceTypeCategoryIds
      deviceModelIds: $deviceModelIds
      lifecycles: $lifecycles
      first: $first
      after: $after
    ) {
      totalCount
      edges {
        node {
          ...DeviceSearchPicker_device
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
  query DeviceSearchPickerLabelsQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      # Null on a node of another type (a forged URL): it names no device.
      ...DeviceSearchPicker_device @alias(as: "device")
    }
  }
`;

/** Devices per page of the list: a screenful, small at any fleet size. */
const PAGE_SIZE = 20;
/** The gateway answers at most this many ids per `nodes` call. */
const IDS_PER_CALL = 100;

function toItem(key: DeviceSearchPicker_device$key): PickerItem {
  const device = readInlineData(deviceFragment, key);
  return { value: device.id, label: device.name, hint: device.networkId };
}

type Props = {
  /** The chosen devices' global ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Only devices of these owners (global ids); all the viewer may see when empty. */
  organizationIds?: readonly string[];
  /** Only devices of these kinds (global ids); any when empty. */
  deviceTypeCategoryIds?: readonly string[];
  /** Only devices of these models (global ids); any when empty. */
  deviceModelIds?: readonly string[];
  /** Only devices in these states; any when empty. */
  lifecycles?: readonly DeviceLifecycle[];
  label?: string;
  /** What the search field says while empty (default: search by name or network id). */
  placeholder?: string;
};

/** Devices by name, network id or serial number, searched on the server as the user types. */
export function DeviceSearchPicker({
  value,
  onChange,
  organizationIds = [],
  deviceTypeCategoryIds = [],
  deviceModelIds = [],
  lifecycles = [],
  label,
  placeholder,
}: Props) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  // One key for what narrows the search: a new source (and a new search) only when it changes.
  const narrowKey = JSON.stringify([organizationIds, deviceTypeCategoryIds, deviceModelIds, lifecycles]);
  const source = useMemo<PickerSource>(() => {
    const [owners, types, models, states] = (JSON.parse(narrowKey) as string[][]).map((ids) => (ids.length > 0 ? ids : null));
    return {
      async search(text, after) {
        const variables = { search: text || null, organizationIds: owners, deviceTypeCategoryIds: types, deviceModelIds: models, lifecycles: states as DeviceLifecycle[] | null, first: PAGE_SIZE, after };
        const data = await fetchQuery<DeviceSearchPickerQuery>(environment, searchQuery, variables, { fetchPolicy: 'network-only' }).toPromise();
        const found = data!.deviceSearch;
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
          chunks.map((chunk) => fetchQuery<DeviceSearchPickerLabelsQuery>(environment, labelsQuery, { ids: chunk }, { fetchPolicy: 'store-or-network' }).toPromise()),
        );
        return answers.flatMap((answer) => answer?.nodes ?? []).map((node) => (node?.device ? toItem(node.device) : null));
      },
    };
  }, [environment, narrowKey]);

  return (
    <SearchPicker
      label={label ?? t`Devices`}
      source={source}
      value={value}
      onChange={onChange}
      placeholder={placeholder ?? t`Search by name or network id`}
      noMatches={(text) => (text ? t`No devices match “${text}”` : t`No devices`)}
      unknownLabel={t`Unknown device`}
    />
  );
}
