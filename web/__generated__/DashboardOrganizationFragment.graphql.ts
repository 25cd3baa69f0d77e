/**
 * @generated SignedSource<<187583729f72a11ebece54c58b00b189>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardOrganizationFragment$data = {
  readonly groups: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DashboardGroupFragment">;
  }>;
  readonly organization: {
    readonly name: string;
  };
  readonly ungroupedDevices: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DeviceCard_device">;
  }>;
  readonly " $fragmentType": "DashboardOrganizationFragment";
};
export type DashboardOrganizationFragment$key = {
  readonly " $data"?: DashboardOrganizationFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardOrganizationFragment">;
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
  "name": "DashboardOrganizationFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AnalyticsGroup",
      "kind": "LinkedField",
      "name": "groups",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DashboardGroupFragment"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AnalyticsDevice",
      "kind": "LinkedField",
      "name": "ungroupedDevices",
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
  "type": "AnalyticsOrganization",
  "abstractKey": null
};
})();

(node as any).hash = "de8c998caa8a8452726c3cdbac979d36";

export default node;
