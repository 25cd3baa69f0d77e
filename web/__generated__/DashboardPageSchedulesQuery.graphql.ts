/**
 * @generated SignedSource<<301417c1432b8de13f1e2d1c6dd91a17>>
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
  readonly " $fragmentSpreads": FragmentRefs<"DeviceCardSchedule_summaries">;
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
  "kind": "Variable",
  "name": "organizationIds",
  "variableName": "organizationIds"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ServiceSchedule",
    "kind": "LinkedField",
    "name": "serviceSchedule",
    "plural": false,
    "selections": [
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
      },
      (v2/*:: as any*/)
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
          (v1/*:: as any*/),
          {
            "kind": "Variable",
            "name": "scheduling",
            "variableName": "scheduling"
          }
        ],
        "kind": "FragmentSpread",
        "name": "DeviceCardSchedule_summaries"
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
              (v1/*:: as any*/)
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
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
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
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "ca297e8f7165955dd292ef4cb398f173",
    "id": null,
    "metadata": {},
    "name": "DashboardPageSchedulesQuery",
    "operationKind": "query",
    "text": "query DashboardPageSchedulesQuery(\n  $organizationIds: [ID!]!\n  $scheduling: Boolean!\n) {\n  ...DeviceCardSchedule_summaries_2xaEwW\n}\n\nfragment DeviceCardSchedule_device on AnalyticsDevice {\n  serviceSchedule {\n    serviceTargetCount\n    totalCountSinceLastReset\n    id\n  }\n}\n\nfragment DeviceCardSchedule_summaries_2xaEwW on Query {\n  schedules: analyticsOrganizations(organizationIds: $organizationIds) @include(if: $scheduling) {\n    groups {\n      devices {\n        id\n        ...DeviceCardSchedule_device\n      }\n      id\n    }\n    ungroupedDevices {\n      id\n      ...DeviceCardSchedule_device\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f0e425e7141f242c1dd57430e96edded";

export default node;
