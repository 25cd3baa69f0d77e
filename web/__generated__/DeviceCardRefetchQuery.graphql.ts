/**
 * @generated SignedSource<<70dc3d6cf6b24d3b6c0a9f8910b6d623>>
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
export type SchedulingInput = {
  date?: string | null | undefined;
  from?: string | null | undefined;
  period?: TrendPeriod;
  to?: string | null | undefined;
};
export type TrendInput = {
  aggregation?: TrendAggregation | null | undefined;
  date?: string | null | undefined;
  from?: string | null | undefined;
  period?: TrendPeriod;
  ref?: TrendRef;
  to?: string | null | undefined;
  unit?: string | null | undefined;
};
export type DeviceCardRefetchQuery$variables = {
  analytics?: boolean | null | undefined;
  id: string;
  scheduling?: boolean | null | undefined;
  schedulingInput?: SchedulingInput | null | undefined;
  trendInput?: TrendInput | null | undefined;
};
export type DeviceCardRefetchQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"DeviceCard_device">;
  } | null | undefined;
};
export type DeviceCardRefetchQuery = {
  response: DeviceCardRefetchQuery$data;
  variables: DeviceCardRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "analytics"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "scheduling"
},
v3 = {
  "period": "week"
},
v4 = {
  "defaultValue": (v3/*:: as any*/),
  "kind": "LocalArgument",
  "name": "schedulingInput"
},
v5 = {
  "defaultValue": (v3/*:: as any*/),
  "kind": "LocalArgument",
  "name": "trendInput"
},
v6 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deviceId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unit",
    "storageKey": null
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "from",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v13 = [
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
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "TrendPoint",
  "kind": "LinkedField",
  "name": "points",
  "plural": true,
  "selections": (v13/*:: as any*/),
  "storageKey": null
},
v15 = [
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v14/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeviceCardRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": [
              {
                "kind": "Variable",
                "name": "analytics",
                "variableName": "analytics"
              },
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
              {
                "kind": "Variable",
                "name": "trendInput",
                "variableName": "trendInput"
              }
            ],
            "kind": "FragmentSpread",
            "name": "DeviceCard_device"
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
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DeviceCardRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "organizationId",
                "storageKey": null
              },
              (v9/*:: as any*/),
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
                  (v9/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DataModelEntry",
                "kind": "LinkedField",
                "name": "units",
                "plural": true,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
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
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
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
                        "selections": (v10/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TrendSeries",
                        "kind": "LinkedField",
                        "name": "series",
                        "plural": true,
                        "selections": (v15/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TrendSeries",
                        "kind": "LinkedField",
                        "name": "refSeries",
                        "plural": true,
                        "selections": (v15/*:: as any*/),
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
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v14/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TrendPoint",
                        "kind": "LinkedField",
                        "name": "refPoints",
                        "plural": true,
                        "selections": (v13/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "cacheID": "e3207c8d7e48da9aa8cc4c49948a5219",
    "id": null,
    "metadata": {},
    "name": "DeviceCardRefetchQuery",
    "operationKind": "query",
    "text": "query DeviceCardRefetchQuery(\n  $analytics: Boolean = false\n  $scheduling: Boolean = false\n  $schedulingInput: SchedulingInput = {period: week}\n  $trendInput: TrendInput = {period: week}\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...DeviceCard_device_s5dRJ\n    id\n  }\n}\n\nfragment CardTrend_trend on Trend {\n  ref\n  from\n  to\n  refFrom\n  refTo\n  bucket\n  utcOffset\n  aggregation\n  aggregations\n  unit {\n    slug\n    name\n    unit\n  }\n  series {\n    deviceId\n    name\n    points {\n      ts\n      v\n    }\n  }\n  refSeries {\n    deviceId\n    name\n    points {\n      ts\n      v\n    }\n  }\n  lastReading {\n    value\n    time\n  }\n  intervalSeconds\n  total\n  average\n  minimum\n  maximum\n}\n\nfragment CardTrend_units on DataModelEntry {\n  slug\n  name\n  unit\n}\n\nfragment DeviceCardScheduling_scheduling on DeviceScheduling {\n  period\n  from\n  to\n  points {\n    ts\n    v\n  }\n  refPoints {\n    ts\n    v\n  }\n  serviceSchedule {\n    id\n    serviceTargetCount\n    notificationEmail\n    totalCountSinceLastReset\n    lastResetAt\n  }\n}\n\nfragment DeviceCard_device_s5dRJ on AnalyticsDevice {\n  id\n  deviceId\n  organizationId\n  name\n  networkId\n  hasCounter\n  deviceModel {\n    title\n    id\n  }\n  deviceTypeCategory {\n    name\n    id\n  }\n  units {\n    ...CardTrend_units\n  }\n  trend(input: $trendInput) @include(if: $analytics) {\n    ...CardTrend_trend\n  }\n  scheduling(input: $schedulingInput) @include(if: $scheduling) {\n    ...DeviceCardScheduling_scheduling\n  }\n}\n"
  }
};
})();

(node as any).hash = "d85c8806f6bd29c57069e866df761485";

export default node;
