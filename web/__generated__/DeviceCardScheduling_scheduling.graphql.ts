/**
 * @generated SignedSource<<ac31f5cf8593f98eea5bb25928319246>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TrendPeriod = "custom" | "day" | "month" | "three_months" | "week" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeviceCardScheduling_scheduling$data = {
  readonly from: string;
  readonly period: TrendPeriod;
  readonly points: ReadonlyArray<{
    readonly ts: string;
    readonly v: number | null | undefined;
  }>;
  readonly refPoints: ReadonlyArray<{
    readonly ts: string;
    readonly v: number | null | undefined;
  }>;
  readonly serviceSchedule: {
    readonly id: string;
    readonly lastResetAt: string;
    readonly notificationEmail: string | null | undefined;
    readonly serviceTargetCount: number;
    readonly totalCountSinceLastReset: number;
  } | null | undefined;
  readonly to: string;
  readonly " $fragmentType": "DeviceCardScheduling_scheduling";
};
export type DeviceCardScheduling_scheduling$key = {
  readonly " $data"?: DeviceCardScheduling_scheduling$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceCardScheduling_scheduling">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceCardScheduling_scheduling",
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
      "concreteType": "TrendPoint",
      "kind": "LinkedField",
      "name": "points",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TrendPoint",
      "kind": "LinkedField",
      "name": "refPoints",
      "plural": true,
      "selections": (v0/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
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
  "type": "DeviceScheduling",
  "abstractKey": null
};
})();

(node as any).hash = "b9f740d313cccc51faa58360ab1f7300";

export default node;
