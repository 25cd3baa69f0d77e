/**
 * @generated SignedSource<<dff0e962f813810eeb915dfb5552870f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceCardSchedule_device$data = {
  readonly serviceSchedule: {
    readonly id: string;
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

(node as any).hash = "8311e6513a8952824bf8f73a778e4213";

export default node;
