/**
 * @generated SignedSource<<52ba3e3645d2d81066af8395d61888fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckDataStep_order$data = {
  readonly device: {
    readonly id: string;
  } | null | undefined;
  readonly replacement: {
    readonly newDevice: {
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "CheckDataStep_order";
};
export type CheckDataStep_order$key = {
  readonly " $data"?: CheckDataStep_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckDataStep_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckDataStep_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Device",
      "kind": "LinkedField",
      "name": "device",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
          "concreteType": "Device",
          "kind": "LinkedField",
          "name": "newDevice",
          "plural": false,
          "selections": (v0/*:: as any*/),
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

(node as any).hash = "76e0ff6e96e18c076f3c7b0099f2cc21";

export default node;
