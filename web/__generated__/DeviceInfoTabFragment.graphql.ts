/**
 * @generated SignedSource<<4ebd85b156451356e3fa75dacf14b5bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceLifecycle = "INSTALLED" | "IN_STOCK" | "TAKEN_DOWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeviceInfoTabFragment$data = {
  readonly createdAt: string;
  readonly deviceModel: {
    readonly networkProtocol: string;
    readonly networkType: string;
    readonly title: string;
  };
  readonly deviceTypeCategory: {
    readonly name: string;
    readonly slug: string;
  };
  readonly geo: {
    readonly lat: number;
    readonly lon: number;
  } | null | undefined;
  readonly lifecycle: DeviceLifecycle;
  readonly name: string;
  readonly networkId: string;
  readonly notes: string | null | undefined;
  readonly owner: {
    readonly name: string;
  };
  readonly package: {
    readonly name: string;
  } | null | undefined;
  readonly placeName: string | null | undefined;
  readonly properties: {
    readonly json: unknown;
  };
  readonly serialNumber: string | null | undefined;
  readonly updatedAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceImagesSectionFragment" | "DeviceInfoFormFragment">;
  readonly " $fragmentType": "DeviceInfoTabFragment";
};
export type DeviceInfoTabFragment$key = {
  readonly " $data"?: DeviceInfoTabFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceInfoTabFragment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceInfoTabFragment",
  "selections": [
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
      "name": "placeName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
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
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Package",
      "kind": "LinkedField",
      "name": "package",
      "plural": false,
      "selections": (v1/*:: as any*/),
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
      "concreteType": "DeviceTypeCategory",
      "kind": "LinkedField",
      "name": "deviceTypeCategory",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceProperties",
      "kind": "LinkedField",
      "name": "properties",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "json",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeviceInfoFormFragment"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeviceImagesSectionFragment"
    }
  ],
  "type": "Device",
  "abstractKey": null
};
})();

(node as any).hash = "611151829ab14fe8bbdb2122706cbbc3";

export default node;
