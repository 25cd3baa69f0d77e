/**
 * @generated SignedSource<<278a776612979b051a7a9f5508f16b14>>
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
  aggregation?: TrendAggregation;
  date?: string | null | undefined;
  from?: string | null | undefined;
  period?: TrendPeriod;
  ref?: TrendRef;
  to?: string | null | undefined;
  unit?: string | null | undefined;
};
export type GroupCardTrendQuery$variables = {
  groupId: string;
  input: TrendInput;
};
export type GroupCardTrendQuery$data = {
  readonly node: {
    readonly trend?: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceCardTrend_trend">;
    };
  } | null | undefined;
};
export type GroupCardTrendQuery = {
  response: GroupCardTrendQuery$data;
  variables: GroupCardTrendQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "groupId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "groupId"
  }
],
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "deviceId",
    "storageKey": null
  },
  (v3/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GroupCardTrendQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v2/*:: as any*/),
                "concreteType": "Trend",
                "kind": "LinkedField",
                "name": "trend",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DeviceCardTrend_trend"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AnalyticsGroup",
            "abstractKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GroupCardTrendQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v2/*:: as any*/),
                "concreteType": "Trend",
                "kind": "LinkedField",
                "name": "trend",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "period",
                    "storageKey": null
                  },
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
                    "concreteType": "DataModelEntry",
                    "kind": "LinkedField",
                    "name": "unit",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "slug",
                        "storageKey": null
                      },
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "unit",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrendSeries",
                    "kind": "LinkedField",
                    "name": "series",
                    "plural": true,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrendSeries",
                    "kind": "LinkedField",
                    "name": "refSeries",
                    "plural": true,
                    "selections": (v4/*:: as any*/),
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
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AnalyticsGroup",
            "abstractKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2fa19d163e24b6588379b5f490942455",
    "id": null,
    "metadata": {},
    "name": "GroupCardTrendQuery",
    "operationKind": "query",
    "text": "query GroupCardTrendQuery(\n  $groupId: ID!\n  $input: TrendInput!\n) {\n  node(id: $groupId) {\n    __typename\n    ... on AnalyticsGroup {\n      trend(input: $input) {\n        ...DeviceCardTrend_trend\n      }\n    }\n    id\n  }\n}\n\nfragment DeviceCardTrend_trend on Trend {\n  period\n  ref\n  from\n  to\n  refFrom\n  refTo\n  bucket\n  utcOffset\n  aggregation\n  unit {\n    slug\n    name\n    unit\n  }\n  series {\n    deviceId\n    name\n    points {\n      ts\n      v\n    }\n  }\n  refSeries {\n    deviceId\n    name\n    points {\n      ts\n      v\n    }\n  }\n  lastReading {\n    value\n    time\n  }\n  intervalSeconds\n  total\n}\n"
  }
};
})();

(node as any).hash = "2fd7b0b5b7f30da714962bf4a40610a2";

export default node;
