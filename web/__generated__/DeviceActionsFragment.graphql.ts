/**
 * @generated SignedSource<<93ea2ae46789f5736d1cbfdacfc31f93>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceLifecycle = "INSTALLED" | "IN_STOCK" | "TAKEN_DOWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeviceActionsFragment$data = {
  readonly deleted: boolean;
  readonly id: string;
  readonly lifecycle: DeviceLifecycle;
  readonly name: string;
  readonly " $fragmentType": "DeviceActionsFragment";
};
export type DeviceActionsFragment$key = {
  readonly " $data"?: DeviceActionsFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceActionsFragment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceActionsFragment",
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
      "name": "name",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "deleted",
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};

(node as any).hash = "8823e7511667b9b067d3cb2e83a8d6d6";

export default node;
