/**
 * @generated SignedSource<<e988f9e95b7a8b43bd81a13e94d2e857>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceDataTabFragment$data = {
  readonly id: string;
  readonly " $fragmentType": "DeviceDataTabFragment";
};
export type DeviceDataTabFragment$key = {
  readonly " $data"?: DeviceDataTabFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceDataTabFragment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceDataTabFragment",
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

(node as any).hash = "a432d72a3139be4ddb681a75518c287b";

export default node;
