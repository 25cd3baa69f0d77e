/**
 * @generated SignedSource<<62bb75538cb8b1b7cbc6a58ecb260ad1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceLifecycle = "INSTALLED" | "IN_STOCK" | "TAKEN_DOWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CheckDataStep_device$data = {
  readonly id: string;
  readonly latestMessage: {
    readonly time: string;
  } | null | undefined;
  readonly latestReadings: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
    readonly unit: string;
    readonly value: number | null | undefined;
  }>;
  readonly lifecycle: DeviceLifecycle;
  readonly name: string;
  readonly " $fragmentType": "CheckDataStep_device";
};
export type CheckDataStep_device$key = {
  readonly " $data"?: CheckDataStep_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckDataStep_device">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckDataStep_device",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lifecycle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LatestMessage",
      "kind": "LinkedField",
      "name": "latestMessage",
      "plural": false,
      "selections": [
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
      "concreteType": "Reading",
      "kind": "LinkedField",
      "name": "latestReadings",
      "plural": true,
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};
})();

(node as any).hash = "29768c009e57391b05214debf6fde2d6";

export default node;
