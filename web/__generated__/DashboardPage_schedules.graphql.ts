/**
 * @generated SignedSource<<6ee2fdb34b39bbaa603e338729fbc4a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardPage_schedules$data = {
  readonly schedules?: ReadonlyArray<{
    readonly groups: ReadonlyArray<{
      readonly devices: ReadonlyArray<{
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"DeviceCardSchedule_device">;
      }>;
    }>;
    readonly ungroupedDevices: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DeviceCardSchedule_device">;
    }>;
  }>;
  readonly " $fragmentType": "DashboardPage_schedules";
};
export type DashboardPage_schedules$key = {
  readonly " $data"?: DashboardPage_schedules$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardPage_schedules">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "DeviceCardSchedule_device"
  }
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "organizationIds"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "scheduling"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardPage_schedules",
  "selections": [
    {
      "condition": "scheduling",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": "schedules",
          "args": [
            {
              "kind": "Variable",
              "name": "organizationIds",
              "variableName": "organizationIds"
            }
          ],
          "concreteType": "AnalyticsOrganization",
          "kind": "LinkedField",
          "name": "analyticsOrganizations",
          "plural": true,
          "selections": [
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
                  "concreteType": "AnalyticsDevice",
                  "kind": "LinkedField",
                  "name": "devices",
                  "plural": true,
                  "selections": (v0/*:: as any*/),
                  "storageKey": null
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
              "selections": (v0/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "b1bafbfc9069383b55143c7b79df3729";

export default node;
