/**
 * @generated SignedSource<<6877c1e62f43907a4031cee34c743ce4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceLifecycle = "INSTALLED" | "IN_STOCK" | "TAKEN_DOWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeviceHeaderFragment$data = {
  readonly deleted: boolean;
  readonly deletedAt: string | null | undefined;
  readonly deviceModel: {
    readonly networkProtocol: string;
    readonly networkType: string;
    readonly title: string;
  };
  readonly geo: {
    readonly lat: number;
    readonly lon: number;
  } | null | undefined;
  readonly id: string;
  readonly lastSeenAt: string | null | undefined;
  readonly latestMessage: {
    readonly signalStrength: number | null | undefined;
  } | null | undefined;
  readonly lifecycle: DeviceLifecycle;
  readonly name: string;
  readonly networkId: string;
  readonly networkStrengthAvailable: boolean;
  readonly owner: {
    readonly name: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DeviceActionsFragment">;
  readonly " $fragmentType": "DeviceHeaderFragment";
};
export type DeviceHeaderFragment$key = {
  readonly " $data"?: DeviceHeaderFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceHeaderFragment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceHeaderFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "networkId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSeenAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lifecycle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deleted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeoPoint",
      "kind": "LinkedField",
      "name": "geo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lat",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lon",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LatestMessage",
      "kind": "LinkedField",
      "name": "latestMessage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signalStrength",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "networkStrengthAvailable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceModel",
      "kind": "LinkedField",
      "name": "deviceModel",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "networkType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "networkProtocol",
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeviceActionsFragment"
    }
  ],
  "type": "Device",
  "abstractKey": null
};
})();

(node as any).hash = "4405345365c92d3dd393efb2e6f08a95";

export default node;
