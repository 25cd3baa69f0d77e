/**
 * @generated SignedSource<<c2ad0f7619ab21622af4f10de838277e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceOrderDevicePickerLookups$data = {
  readonly deviceModels: ReadonlyArray<{
    readonly deviceTypeCategory: {
      readonly id: string;
    };
    readonly id: string;
    readonly title: string;
  }>;
  readonly deviceTypeCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly serviceOrderOwners?: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "ServiceOrderDevicePickerLookups";
};
export type ServiceOrderDevicePickerLookups$key = {
  readonly " $data"?: ServiceOrderDevicePickerLookups$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceOrderDevicePickerLookups">;
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
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "mayDispatch"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceOrderDevicePickerLookups",
  "selections": [
    {
      "condition": "mayDispatch",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Organization",
          "kind": "LinkedField",
          "name": "serviceOrderOwners",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ]
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceTypeCategory",
      "kind": "LinkedField",
      "name": "deviceTypeCategories",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceModel",
      "kind": "LinkedField",
      "name": "deviceModels",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "DeviceTypeCategory",
          "kind": "LinkedField",
          "name": "deviceTypeCategory",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "7fa3721dfaef634d1d78fc8d1e3a7d59";

export default node;
