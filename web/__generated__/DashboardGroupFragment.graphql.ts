/**
 * @generated SignedSource<<80ad3dfbd891a5de90f9c0c6b3bd84ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardGroupFragment$data = {
  readonly devices: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DeviceCard_device">;
  }>;
  readonly groupId: string;
  readonly id: string;
  readonly name: string;
  readonly organizationId: string;
  readonly " $fragmentType": "DashboardGroupFragment";
};
export type DashboardGroupFragment$key = {
  readonly " $data"?: DashboardGroupFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardGroupFragment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardGroupFragment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "groupId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organizationId",
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
      "concreteType": "AnalyticsDevice",
      "kind": "LinkedField",
      "name": "devices",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DeviceCard_device"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AnalyticsGroup",
  "abstractKey": null
};
})();

(node as any).hash = "45c25dcb7859be639a1494ea3c131c4f";

export default node;
