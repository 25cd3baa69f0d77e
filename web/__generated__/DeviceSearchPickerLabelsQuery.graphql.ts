/**
 * @generated SignedSource<<5ecd3d7d5fd3eb4732ab20e26763c0e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceSearchPickerLabelsQuery$variables = {
  ids: ReadonlyArray<string>;
};
export type DeviceSearchPickerLabelsQuery$data = {
  readonly nodes: ReadonlyArray<{
    readonly device: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceSearchPicker_device">;
    } | null | undefined;
  } | null | undefined>;
};
export type DeviceSearchPickerLabelsQuery = {
  response: DeviceSearchPickerLabelsQuery$data;
  variables: DeviceSearchPickerLabelsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "networkId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeviceSearchPickerLabelsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "DeviceSearchPicker_device",
                  "selections": [
                    (v2/*:: as any*/),
                    (v3/*:: as any*/),
                    (v4/*:: as any*/)
                  ],
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Device",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "device"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeviceSearchPickerLabelsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "Device",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9d2d2f59c5d327027fc7866b69a6ed6c",
    "id": null,
    "metadata": {},
    "name": "DeviceSearchPickerLabelsQuery",
    "operationKind": "query",
    "text": "query DeviceSearchPickerLabelsQuery(\n  $ids: [ID!]!\n) {\n  nodes(ids: $ids) {\n    __typename\n    ...DeviceSearchPicker_device\n    id\n  }\n}\n\nfragment DeviceSearchPicker_device on Device {\n  id\n  name\n  networkId\n}\n"
  }
};
})();

(node as any).hash = "d6c8f23a83957782c017d921d2ba1369";

export default node;
