/**
 * @generated SignedSource<<8d0df6521eadc2f8a1e78e8e01cc5c1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardPageSchedulesQuery$variables = {
  organizationIds: ReadonlyArray<string>;
  scheduling: boolean;
};
export type DashboardPageSchedulesQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DashboardPage_schedules">;
};
export type DashboardPageSchedulesQuery = {
  response: DashboardPageSchedulesQuery$data;
  variables: DashboardPageSchedulesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ServiceSchedule",
    "kind": "LinkedField",
    "name": "serviceSchedule",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serviceTargetCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCountSinceLastReset",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPageSchedulesQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "scheduling",
            "variableName": "scheduling"
          }
        ],
        "kind": "FragmentSpread",
        "name": "DashboardPage_schedules"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardPageSchedulesQuery",
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
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
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
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "cd7b8287371744a2735f169957f1cf28",
    "id": null,
    "metadata": {},
    "name": "DashboardPageSchedulesQuery",
    "operationKind": "query",
    "text": "query DashboardPageSchedulesQuery(\n  $organizationIds: [ID!]!\n  $scheduling: Boolean!\n) {\n  ...DashboardPage_schedules_2AFXyj\n}\n\nfragment DashboardPage_schedules_2AFXyj on Query {\n  schedules: analyticsOrganizations(organizationIds: $organizationIds) @include(if: $scheduling) {\n    groups {\n      devices {\n        id\n        ...DeviceCardSchedule_device\n      }\n      id\n    }\n    ungroupedDevices {\n      id\n      ...DeviceCardSchedule_device\n    }\n    id\n  }\n}\n\nfragment DeviceCardSchedule_device on AnalyticsDevice {\n  serviceSchedule {\n    id\n    serviceTargetCount\n    totalCountSinceLastReset\n  }\n}\n"
  }
};
})();

(node as any).hash = "0c03a21a6c7e3cf630ef5a7400353d50";

export default node;
