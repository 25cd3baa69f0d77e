/**
 * @generated SignedSource<<a3eb13d27f13aa6ad79d0131bda71ebe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceDownlinkTabFragment$data = {
  readonly downlinkConfig: {
    readonly " $fragmentSpreads": FragmentRefs<"DeviceDownlinkTab_config">;
  } | null | undefined;
  readonly downlinkSupported: boolean;
  readonly id: string;
  readonly name: string;
  readonly owner: {
    readonly organizationId: string;
  };
  readonly " $fragmentType": "DeviceDownlinkTabFragment";
};
export type DeviceDownlinkTabFragment$key = {
  readonly " $data"?: DeviceDownlinkTabFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceDownlinkTabFragment">;
};

import DeviceDownlinkTabRefetchQuery_graphql from './DeviceDownlinkTabRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": DeviceDownlinkTabRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "DeviceDownlinkTabFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downlinkSupported",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organizationId",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DownlinkConfig",
      "kind": "LinkedField",
      "name": "downlinkConfig",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DeviceDownlinkTab_config"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};

(node as any).hash = "dae9313e6d41774e70f81ee83123e3fe";

export default node;
