/**
 * @generated SignedSource<<ff1d6188086d17e0dc3b9c5123ce7dae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceOrderActions_order$data = {
  readonly id: string;
  readonly number: number;
  readonly status: {
    readonly slug: string;
  };
  readonly " $fragmentType": "ServiceOrderActions_order";
};
export type ServiceOrderActions_order$key = {
  readonly " $data"?: ServiceOrderActions_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceOrderActions_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceOrderActions_order",
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
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceOrderStatus",
      "kind": "LinkedField",
      "name": "status",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ServiceOrder",
  "abstractKey": null
};

(node as any).hash = "f5dad8a112ec5553b272a59933733f96";

export default node;
