/**
 * @generated SignedSource<<ed8e76633d9c6beb4e91dee0c90a3da8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceCardSchedule_device$data = {
  readonly serviceSchedule: {
    readonly serviceTargetCount: number;
    readonly totalCountSinceLastReset: number;
  } | null | undefined;
  readonly " $fragmentType": "DeviceCardSchedule_device";
};
export type DeviceCardSchedule_device$key = {
  readonly " $data"?: DeviceCardSchedule_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceCardSchedule_device">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceCardSchedule_device",
  "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AnalyticsDevice",
  "abstractKey": null
};

(node as any).hash = "9afaa1ae69fdb07a63b87e9ab653a8b5";

export default node;
