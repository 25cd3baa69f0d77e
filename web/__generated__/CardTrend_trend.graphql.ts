/**
 * @generated SignedSource<<ca01773d4d25bb025e66abb36cd1297d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TrendAggregation = "average" | "maximum" | "minimum" | "total" | "%future added value";
export type TrendBucket = "day" | "hour" | "%future added value";
export type TrendRef = "none" | "previous_period" | "previous_year" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CardTrend_trend$data = {
  readonly aggregation: TrendAggregation;
  readonly aggregations: ReadonlyArray<TrendAggregation>;
  readonly average: number | null | undefined;
  readonly bucket: TrendBucket;
  readonly from: string;
  readonly intervalSeconds: number | null | undefined;
  readonly lastReading: {
    readonly time: string;
    readonly value: number;
  } | null | undefined;
  readonly maximum: number | null | undefined;
  readonly minimum: number | null | undefined;
  readonly ref: TrendRef;
  readonly refFrom: string | null | undefined;
  readonly refSeries: ReadonlyArray<{
    readonly deviceId: string | null | undefined;
    readonly name: string;
    readonly points: ReadonlyArray<{
      readonly ts: string;
      readonly v: number | null | undefined;
    }>;
  }>;
  readonly refTo: string | null | undefined;
  readonly series: ReadonlyArray<{
    readonly deviceId: string | null | undefined;
    readonly name: string;
    readonly points: ReadonlyArray<{
      readonly ts: string;
      readonly v: number | null | undefined;
    }>;
  }>;
  readonly to: string;
  readonly total: number | null | undefined;
  readonly unit: {
    readonly name: string;
    readonly slug: string;
    readonly unit: string;
  } | null | undefined;
  readonly utcOffset: number;
  readonly " $fragmentType": "CardTrend_trend";
};
export type CardTrend_trend$key = {
  readonly " $data"?: CardTrend_trend$data;
  readonly " $fragmentSpreads": FragmentRefs<"CardTrend_trend">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "deviceId",
    "storageKey": null
  },
  (v0/*:: as any*/),
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CardTrend_trend",
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TrendSeries",
      "kind": "LinkedField",
      "name": "refSeries",
      "plural": true,
      "selections": (v1/*:: as any*/),
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
  "type": "Trend",
  "abstractKey": null
};
})();

(node as any).hash = "2aaec3fe5a627c0ff854cd4052de60c5";

export default node;
