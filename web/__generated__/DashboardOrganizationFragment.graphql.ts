/**
 * @generated SignedSource<<4d7bc374a16cfa3c5be83674d2321900>>
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
  readonly " $fragmentSpreads": FragmentRefs<"DashboardUngroupedFragment">;
  readonly " $fragmentType": "DashboardOrganizationFragment";
};
export type DashboardOrganizationFragment$key = {
  readonly " $data"?: DashboardOrganizationFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardOrganizationFragment">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "scheduling",
    "variableName": "scheduling"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "kind": "RootArgument",
      "name": "first"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "scheduling"
    }
  ],
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": (v0/*:: as any*/),
          "kind": "FragmentSpread",
          "name": "DashboardGroupFragment"
        }
      ],
      "storageKey": null
    },
    {
      "args": (v0/*:: as any*/),
      "kind": "FragmentSpread",
      "name": "DashboardUngroupedFragment"
    }
  ],
  "type": "AnalyticsOrganization",
  "abstractKey": null
};
})();

(node as any).hash = "3a42a1c52b632d75a196ebb04ce59f9a";

export default node;
