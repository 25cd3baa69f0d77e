/**
 * @generated SignedSource<<2c7fc45be476511a5f59fe2d6532e45b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceInfoTabFragment$data = {
  readonly name: string;
  readonly " $fragmentType": "DeviceInfoTabFragment";
};
export type DeviceInfoTabFragment$key = {
  readonly " $data"?: DeviceInfoTabFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceInfoTabFragment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceInfoTabFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};

(node as any).hash = "5b40064323d445db4635d24b68aabdcb";

export default node;
