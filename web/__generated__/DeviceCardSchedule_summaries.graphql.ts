/**
 * @generated SignedSource<<575c2f9c7c861897a5156131665f1664>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceCardSchedule_summaries$data = {
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
  readonly " $fragmentType": "DeviceCardSchedule_summaries";
};
export type DeviceCardSchedule_summaries$key = {
  readonly " $data"?: DeviceCardSchedule_summaries$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceCardSchedule_summaries">;
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
      "defaultValue": null,
      "kind": "LocalArgument",
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
  "name": "DeviceCardSchedule_summaries",
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

(node as any).hash = "4440593002a22223e80877254779f2ca";

export default node;
