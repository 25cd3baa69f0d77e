/**
 * @generated SignedSource<<158879dfa1ee05ecf23b449e3a2db972>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceServicesTabFragment$data = {
  readonly id: string;
  readonly " $fragmentType": "DeviceServicesTabFragment";
};
export type DeviceServicesTabFragment$key = {
  readonly " $data"?: DeviceServicesTabFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceServicesTabFragment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceServicesTabFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};

(node as any).hash = "1206e7dbd03dade421b378103c1b35e8";

export default node;
