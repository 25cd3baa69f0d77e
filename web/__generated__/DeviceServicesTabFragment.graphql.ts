/**
 * @generated SignedSource<<4bf2f99eb62f8976d6e80b2ff11ecbd3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceServicesTabFragment$data = {
  readonly deviceId: string;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deviceId",
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};

(node as any).hash = "c2c695f2c9120e3a6a469a12cb418cea";

export default node;
