/**
 * @generated SignedSource<<a4391171297669bb6be951c76fb4a155>>
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
  readonly id: string;
  readonly name: string;
  readonly organizationId: string;
  readonly " $fragmentSpreads": FragmentRefs<"GroupCard_group">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GroupCard_group"
    }
  ],
  "type": "AnalyticsGroup",
  "abstractKey": null
};
})();

(node as any).hash = "ffc3f8b81e3e1cdf0b377c4930aec707";

export default node;
