/**
 * @generated SignedSource<<f18e68285e37761859a3b5aeda2947f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceLifecycle = "INSTALLED" | "IN_STOCK" | "TAKEN_DOWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeviceListItemFragment$data = {
  readonly createdAt: string;
  readonly deviceId: string;
  readonly deviceModel: {
    readonly title: string;
  };
  readonly deviceTypeCategory: {
    readonly name: string;
    readonly slug: string;
  };
  readonly lastSeenAt: string | null | undefined;
  readonly lifecycle: DeviceLifecycle;
  readonly name: string;
  readonly networkId: string;
  readonly owner: {
    readonly name: string;
  };
  readonly serialNumber: string | null | undefined;
  readonly " $fragmentType": "DeviceListItemFragment";
};
export type DeviceListItemFragment$key = {
  readonly " $data"?: DeviceListItemFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceListItemFragment">;
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
  "name": "DeviceListItemFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deviceId",
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
      "name": "serialNumber",
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
      "name": "lastSeenAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
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
      "alias": null,
      "args": null,
      "concreteType": "DeviceTypeCategory",
      "kind": "LinkedField",
      "name": "deviceTypeCategory",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        }
      ],
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};
})();

(node as any).hash = "dc507f97ac02a9901f1da8d3a542755b";

export default node;
