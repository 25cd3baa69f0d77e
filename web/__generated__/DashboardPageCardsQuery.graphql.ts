/**
 * @generated SignedSource<<dee34f48ff0d4df2f68ce13303a9630f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrendAggregation = "average" | "maximum" | "minimum" | "total" | "%future added value";
export type TrendPeriod = "custom" | "day" | "month" | "three_months" | "week" | "%future added value";
export type TrendRef = "none" | "previous_period" | "previous_year" | "%future added value";
export type TrendInput = {
  aggregation?: TrendAggregation | null | undefined;
  date?: string | null | undefined;
  from?: string | null | undefined;
  period?: TrendPeriod;
  ref?: TrendRef;
  to?: string | null | undefined;
  unit?: string | null | undefined;
};
export type SchedulingInput = {
  date?: string | null | undefined;
  from?: string | null | undefined;
  period?: TrendPeriod;
  to?: string | null | undefined;
};
export type DashboardPageCardsQuery$variables = {
  analytics: boolean;
  deviceIds: ReadonlyArray<string>;
  groupIds: ReadonlyArray<string>;
  organizationIds: ReadonlyArray<string>;
  scheduling: boolean;
  schedulingInput: SchedulingInput;
  summaries: boolean;
  trendInput: TrendInput;
};
export type DashboardPageCardsQuery$data = {
  readonly devices: ReadonlyArray<{
    readonly card: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceCard_device">;
    } | null | undefined;
    readonly id: string;
  } | null | undefined>;
  readonly groups: ReadonlyArray<{
    readonly card: {
      readonly " $fragmentSpreads": FragmentRefs<"GroupCard_group">;
    } | null | undefined;
    readonly id: string;
  } | null | undefined>;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceCardSchedule_summaries">;
};
export type DashboardPageCardsQuery = {
  response: DashboardPageCardsQuery$data;
  variables: DashboardPageCardsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "analytics"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "deviceIds"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "groupIds"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationIds"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "scheduling"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "schedulingInput"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "summaries"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "trendInput"
},
v8 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "deviceIds"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "kind": "Variable",
  "name": "analytics",
  "variableName": "analytics"
},
v11 = {
  "kind": "Variable",
  "name": "trendInput",
  "variableName": "trendInput"
},
v12 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "groupIds"
  }
],
v13 = {
  "kind": "Variable",
  "name": "organizationIds",
  "variableName": "organizationIds"
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deviceId",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v17 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  (v16/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unit",
    "storageKey": null
  }
],
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "DataModelEntry",
  "kind": "LinkedField",
  "name": "units",
  "plural": true,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "from",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v21 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "ts",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "v",
    "storageKey": null
  }
],
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "TrendPoint",
  "kind": "LinkedField",
  "name": "points",
  "plural": true,
  "selections": (v21/*:: as any*/),
  "storageKey": null
},
v23 = [
  (v15/*:: as any*/),
  (v16/*:: as any*/),
  (v22/*:: as any*/)
],
v24 = {
  "condition": "analytics",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "input",
          "variableName": "trendInput"
        }
      ],
      "concreteType": "Trend",
      "kind": "LinkedField",
      "name": "trend",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ref",
          "storageKey": null
        },
        (v19/*:: as any*/),
        (v20/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refTo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bucket",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "utcOffset",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "aggregation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "aggregations",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DataModelEntry",
          "kind": "LinkedField",
          "name": "unit",
          "plural": false,
          "selections": (v17/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TrendSeries",
          "kind": "LinkedField",
          "name": "series",
          "plural": true,
          "selections": (v23/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TrendSeries",
          "kind": "LinkedField",
          "name": "refSeries",
          "plural": true,
          "selections": (v23/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TrendReading",
          "kind": "LinkedField",
          "name": "lastReading",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "time",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "intervalSeconds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "average",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minimum",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maximum",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serviceTargetCount",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCountSinceLastReset",
  "storageKey": null
},
v27 = [
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ServiceSchedule",
    "kind": "LinkedField",
    "name": "serviceSchedule",
    "plural": false,
    "selections": [
      (v25/*:: as any*/),
      (v26/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPageCardsQuery",
    "selections": [
      {
        "alias": "devices",
        "args": (v8/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v10/*:: as any*/),
                    {
                      "kind": "Variable",
                      "name": "scheduling",
                      "variableName": "scheduling"
                    },
                    {
                      "kind": "Variable",
                      "name": "schedulingInput",
                      "variableName": "schedulingInput"
                    },
                    (v11/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "DeviceCard_device"
                }
              ],
              "type": "AnalyticsDevice",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "card"
          }
        ],
        "storageKey": null
      },
      {
        "alias": "groups",
        "args": (v12/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v10/*:: as any*/),
                    (v11/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "GroupCard_group"
                }
              ],
              "type": "AnalyticsGroup",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "card"
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          (v13/*:: as any*/),
          {
            "kind": "Variable",
            "name": "scheduling",
            "variableName": "summaries"
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
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v7/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DashboardPageCardsQuery",
    "selections": [
      {
        "alias": "devices",
        "args": (v8/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v14/*:: as any*/),
          (v9/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "organizationId",
                "storageKey": null
              },
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "networkId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasCounter",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DeviceModel",
                "kind": "LinkedField",
                "name": "deviceModel",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
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
                  (v16/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              (v18/*:: as any*/),
              (v24/*:: as any*/),
              {
                "condition": "scheduling",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Variable",
                        "name": "input",
                        "variableName": "schedulingInput"
                      }
                    ],
                    "concreteType": "DeviceScheduling",
                    "kind": "LinkedField",
                    "name": "scheduling",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "period",
                        "storageKey": null
                      },
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v22/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TrendPoint",
                        "kind": "LinkedField",
                        "name": "refPoints",
                        "plural": true,
                        "selections": (v21/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ServiceSchedule",
                        "kind": "LinkedField",
                        "name": "serviceSchedule",
                        "plural": false,
                        "selections": [
                          (v9/*:: as any*/),
                          (v25/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "notificationEmail",
                            "storageKey": null
                          },
                          (v26/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lastResetAt",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ]
              }
            ],
            "type": "AnalyticsDevice",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "groups",
        "args": (v12/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v14/*:: as any*/),
          (v9/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AnalyticsDevice",
                "kind": "LinkedField",
                "name": "devices",
                "plural": true,
                "selections": [
                  (v18/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              (v24/*:: as any*/)
            ],
            "type": "AnalyticsGroup",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "summaries",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "schedules",
            "args": [
              (v13/*:: as any*/)
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
                    "selections": (v27/*:: as any*/),
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
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
                "selections": (v27/*:: as any*/),
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "82b5403966cded1a5a745ef6e762d126",
    "id": null,
    "metadata": {},
    "name": "DashboardPageCardsQuery",
    "operationKind": "query",
    "text": "query DashboardPageCardsQuery(\n  $organizationIds: [ID!]!\n  $deviceIds: [ID!]!\n  $groupIds: [ID!]!\n  $trendInput: TrendInput!\n  $schedulingInput: SchedulingInput!\n  $analytics: Boolean!\n  $scheduling: Boolean!\n  $summaries: Boolean!\n) {\n  devices: nodes(ids: $deviceIds) {\n    __typename\n    id\n    ...DeviceCard_device_s5dRJ\n  }\n  groups: nodes(ids: $groupIds) {\n    __typename\n    id\n    ...GroupCard_group_13Klzy\n  }\n  ...DeviceCardSchedule_summaries_2TIE3i\n}\n\nfragment CardTrend_trend on Trend {\n  ref\n  from\n  to\n  refFrom\n  refTo\n  bucket\n  utcOffset\n  aggregation\n  aggregations\n  unit {\n    slug\n    name\n    unit\n  }\n  series {\n    deviceId\n    name\n    points {\n      ts\n      v\n    }\n  }\n  refSeries {\n    deviceId\n    name\n    points {\n      ts\n      v\n    }\n  }\n  lastReading {\n    value\n    time\n  }\n  intervalSeconds\n  total\n  average\n  minimum\n  maximum\n}\n\nfragment CardTrend_units on DataModelEntry {\n  slug\n  name\n  unit\n}\n\nfragment DeviceCardSchedule_device on AnalyticsDevice {\n  serviceSchedule {\n    serviceTargetCount\n    totalCountSinceLastReset\n    id\n  }\n}\n\nfragment DeviceCardSchedule_summaries_2TIE3i on Query {\n  schedules: analyticsOrganizations(organizationIds: $organizationIds) @include(if: $summaries) {\n    groups {\n      devices {\n        id\n        ...DeviceCardSchedule_device\n      }\n      id\n    }\n    ungroupedDevices {\n      id\n      ...DeviceCardSchedule_device\n    }\n    id\n  }\n}\n\nfragment DeviceCardScheduling_scheduling on DeviceScheduling {\n  period\n  from\n  to\n  points {\n    ts\n    v\n  }\n  refPoints {\n    ts\n    v\n  }\n  serviceSchedule {\n    id\n    serviceTargetCount\n    notificationEmail\n    totalCountSinceLastReset\n    lastResetAt\n  }\n}\n\nfragment DeviceCard_device_s5dRJ on AnalyticsDevice {\n  id\n  deviceId\n  organizationId\n  name\n  networkId\n  hasCounter\n  deviceModel {\n    title\n    id\n  }\n  deviceTypeCategory {\n    name\n    id\n  }\n  units {\n    ...CardTrend_units\n  }\n  trend(input: $trendInput) @include(if: $analytics) {\n    ...CardTrend_trend\n  }\n  scheduling(input: $schedulingInput) @include(if: $scheduling) {\n    ...DeviceCardScheduling_scheduling\n  }\n}\n\nfragment GroupCard_group_13Klzy on AnalyticsGroup {\n  name\n  devices {\n    units {\n      slug\n      ...CardTrend_units\n    }\n    id\n  }\n  trend(input: $trendInput) @include(if: $analytics) {\n    ...CardTrend_trend\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "cc60a955de9462ee07804d9740f0feef";

export default node;
