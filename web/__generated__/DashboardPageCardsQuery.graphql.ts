/**
 * @generated SignedSource<<4ec5c6903aaf9f0eead0881d10a38129>>
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
  scheduling: boolean;
  schedulingInput: SchedulingInput;
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
  "name": "scheduling"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "schedulingInput"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "trendInput"
},
v6 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "deviceIds"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "kind": "Variable",
  "name": "analytics",
  "variableName": "analytics"
},
v9 = {
  "kind": "Variable",
  "name": "trendInput",
  "variableName": "trendInput"
},
v10 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "groupIds"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deviceId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v14 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  (v13/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unit",
    "storageKey": null
  }
],
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "DataModelEntry",
  "kind": "LinkedField",
  "name": "units",
  "plural": true,
  "selections": (v14/*:: as any*/),
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "from",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v18 = [
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
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "TrendPoint",
  "kind": "LinkedField",
  "name": "points",
  "plural": true,
  "selections": (v18/*:: as any*/),
  "storageKey": null
},
v20 = [
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v19/*:: as any*/)
],
v21 = {
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
        (v16/*:: as any*/),
        (v17/*:: as any*/),
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
          "selections": (v14/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TrendSeries",
          "kind": "LinkedField",
          "name": "series",
          "plural": true,
          "selections": (v20/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TrendSeries",
          "kind": "LinkedField",
          "name": "refSeries",
          "plural": true,
          "selections": (v20/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPageCardsQuery",
    "selections": [
      {
        "alias": "devices",
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v8/*:: as any*/),
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
                    (v9/*:: as any*/)
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
        "args": (v10/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v8/*:: as any*/),
                    (v9/*:: as any*/)
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DashboardPageCardsQuery",
    "selections": [
      {
        "alias": "devices",
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v11/*:: as any*/),
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "organizationId",
                "storageKey": null
              },
              (v13/*:: as any*/),
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
                  (v7/*:: as any*/)
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
                  (v13/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v21/*:: as any*/),
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
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v19/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TrendPoint",
                        "kind": "LinkedField",
                        "name": "refPoints",
                        "plural": true,
                        "selections": (v18/*:: as any*/),
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
                          (v7/*:: as any*/),
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
                            "name": "notificationEmail",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "totalCountSinceLastReset",
                            "storageKey": null
                          },
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
        "args": (v10/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v11/*:: as any*/),
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deviceCount",
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v21/*:: as any*/)
            ],
            "type": "AnalyticsGroup",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "89daa5dfddadee65939fa0512ae55d81",
    "id": null,
    "metadata": {},
    "name": "DashboardPageCardsQuery",
    "operationKind": "query",
    "text": "query DashboardPageCardsQuery(\n  $deviceIds: [ID!]!\n  $groupIds: [ID!]!\n  $trendInput: TrendInput!\n  $schedulingInput: SchedulingInput!\n  $analytics: Boolean!\n  $scheduling: Boolean!\n) {\n  devices: nodes(ids: $deviceIds) {\n    __typename\n    id\n    ...DeviceCard_device_s5dRJ\n  }\n  groups: nodes(ids: $groupIds) {\n    __typename\n    id\n    ...GroupCard_group_13Klzy\n  }\n}\n\nfragment CardTrend_trend on Trend {\n  ref\n  from\n  to\n  refFrom\n  refTo\n  bucket\n  utcOffset\n  aggregation\n  aggregations\n  unit {\n    slug\n    name\n    unit\n  }\n  series {\n    deviceId\n    name\n    points {\n      ts\n      v\n    }\n  }\n  refSeries {\n    deviceId\n    name\n    points {\n      ts\n      v\n    }\n  }\n  lastReading {\n    value\n    time\n  }\n  intervalSeconds\n  total\n  average\n  minimum\n  maximum\n}\n\nfragment CardTrend_units on DataModelEntry {\n  slug\n  name\n  unit\n}\n\nfragment DeviceCardScheduling_scheduling on DeviceScheduling {\n  period\n  from\n  to\n  points {\n    ts\n    v\n  }\n  refPoints {\n    ts\n    v\n  }\n  serviceSchedule {\n    id\n    serviceTargetCount\n    notificationEmail\n    totalCountSinceLastReset\n    lastResetAt\n  }\n}\n\nfragment DeviceCard_device_s5dRJ on AnalyticsDevice {\n  id\n  deviceId\n  organizationId\n  name\n  networkId\n  hasCounter\n  deviceModel {\n    title\n    id\n  }\n  deviceTypeCategory {\n    name\n    id\n  }\n  units {\n    ...CardTrend_units\n  }\n  trend(input: $trendInput) @include(if: $analytics) {\n    ...CardTrend_trend\n  }\n  scheduling(input: $schedulingInput) @include(if: $scheduling) {\n    ...DeviceCardScheduling_scheduling\n  }\n}\n\nfragment GroupCard_group_13Klzy on AnalyticsGroup {\n  name\n  deviceCount\n  units {\n    ...CardTrend_units\n  }\n  trend(input: $trendInput) @include(if: $analytics) {\n    ...CardTrend_trend\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "4a2871719df4f999156e3636145b5687";

export default node;
