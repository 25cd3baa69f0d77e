/**
 * @generated SignedSource<<f0ec4c06cea914c9ee8f5c5c3911867f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceServiceStep_order$data = {
  readonly id: string;
  readonly replacement: {
    readonly __typename: "DeviceReplacement";
  } | null | undefined;
  readonly replacementAllowed: boolean | null | undefined;
  readonly solutions: ReadonlyArray<{
    readonly solutionId: string;
  }>;
  readonly " $fragmentType": "DeviceServiceStep_order";
};
export type DeviceServiceStep_order$key = {
  readonly " $data"?: DeviceServiceStep_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceServiceStep_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceServiceStep_order",
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
      "name": "replacementAllowed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceSolution",
      "kind": "LinkedField",
      "name": "solutions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "solutionId",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceReplacement",
      "kind": "LinkedField",
      "name": "replacement",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ServiceOrder",
  "abstractKey": null
};

(node as any).hash = "fa31d9fd19c3705b02e58ff569600b11";

export default node;
