/**
 * @generated SignedSource<<d444a61ef692c812e484809dc7de6e03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReplacementStep_order$data = {
  readonly device: {
    readonly deviceModel: {
      readonly id: string;
    };
  } | null | undefined;
  readonly deviceFacts: {
    readonly deviceModelTitle: string;
    readonly name: string;
    readonly networkId: string;
  };
  readonly id: string;
  readonly owner: {
    readonly id: string;
  };
  readonly replacement: {
    readonly createdAt: string;
    readonly newDevice: {
      readonly name: string;
      readonly networkId: string;
    } | null | undefined;
    readonly note: string | null | undefined;
    readonly oldDevice: {
      readonly name: string;
      readonly networkId: string;
    } | null | undefined;
  } | null | undefined;
  readonly replacementAllowed: boolean | null | undefined;
  readonly " $fragmentType": "ReplacementStep_order";
};
export type ReplacementStep_order$key = {
  readonly " $data"?: ReplacementStep_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReplacementStep_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "networkId",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReplacementStep_order",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "replacementAllowed",
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
      "concreteType": "ServiceOrderDevice",
      "kind": "LinkedField",
      "name": "deviceFacts",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deviceModelTitle",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Device",
      "kind": "LinkedField",
      "name": "device",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DeviceModel",
          "kind": "LinkedField",
          "name": "deviceModel",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceReplacement",
      "kind": "LinkedField",
      "name": "replacement",
      "plural": false,
      "selections": [
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
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Device",
          "kind": "LinkedField",
          "name": "oldDevice",
          "plural": false,
          "selections": (v4/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Device",
          "kind": "LinkedField",
          "name": "newDevice",
          "plural": false,
          "selections": (v4/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ServiceOrder",
  "abstractKey": null
};
})();

(node as any).hash = "a7cc80f0ae33a260a2eb8795e1c96f34";

export default node;
