/**
 * @generated SignedSource<<4effc05e38e0102e487374b051b6ed2c>>
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
export type GroupCardRefetchQuery$variables = {
  analytics?: boolean | null | undefined;
  id: string;
  trendInput?: TrendInput | null | undefined;
};
export type GroupCardRefetchQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"GroupCard_group">;
  } | null | undefined;
};
export type GroupCardRefetchQuery = {
  response: GroupCardRefetchQuery$data;
  variables: GroupCardRefetchQuery$variables;
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
  "defaultValue": {
    "period": "week"
  },
  "kind": "LocalArgument",
  "name": "trendInput"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unit",
    "storageKey": null
  }
],
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "deviceId",
    "storageKey": null
  },
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "TrendPoint",
    "kind": "LinkedField",
    "name": "points",
    "plural": true,
    "selections": [
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupCardRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
                "name": "trendInput",
                "variableName": "trendInput"
              }
            ],
            "kind": "FragmentSpread",
            "name": "GroupCard_group"
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
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GroupCardRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deviceCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DataModelEntry",
                "kind": "LinkedField",
                "name": "units",
                "plural": true,
                "selections": (v5/*:: as any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "from",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "to",
                        "storageKey": null
                      },
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
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TrendSeries",
                        "kind": "LinkedField",
                        "name": "series",
                        "plural": true,
                        "selections": (v6/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TrendSeries",
                        "kind": "LinkedField",
                        "name": "refSeries",
                        "plural": true,
                        "selections": (v6/*:: as any*/),
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
              }
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
    "cacheID": "dea24eb348a175095c8616f9045cd39f",
    "id": null,
    "metadata": {},
    "name": "GroupCardRefetchQuery",
    "operationKind": "query",
    "text": "query GroupCardRefetchQuery(\n  $analytics: Boolean = false\n  $trendInput: TrendInput = {period: week}\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...GroupCard_group_13Klzy\n    id\n  }\n}\n\nfragment CardTrend_trend on Trend {\n  ref\n  from\n  to\n  refFrom\n  refTo\n  bucket\n  utcOffset\n  aggregation\n  aggregations\n  unit {\n    slug\n    name\n    unit\n  }\n  series {\n    deviceId\n    name\n    points {\n      ts\n      v\n    }\n  }\n  refSeries {\n    deviceId\n    name\n    points {\n      ts\n      v\n    }\n  }\n  lastReading {\n    value\n    time\n  }\n  intervalSeconds\n  total\n  average\n  minimum\n  maximum\n}\n\nfragment CardTrend_units on DataModelEntry {\n  slug\n  name\n  unit\n}\n\nfragment GroupCard_group_13Klzy on AnalyticsGroup {\n  name\n  deviceCount\n  units {\n    ...CardTrend_units\n  }\n  trend(input: $trendInput) @include(if: $analytics) {\n    ...CardTrend_trend\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "3441a60925b4399beba4cebdde1969c3";

export default node;
