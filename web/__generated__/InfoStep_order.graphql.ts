/**
 * @generated SignedSource<<79f68cc30fae2018aad182ca90e25006>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InfoStep_order$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceOrderFacts_order">;
  readonly " $fragmentType": "InfoStep_order";
};
export type InfoStep_order$key = {
  readonly " $data"?: InfoStep_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"InfoStep_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InfoStep_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ServiceOrderFacts_order"
    }
  ],
  "type": "ServiceOrder",
  "abstractKey": null
};

(node as any).hash = "5cf41d51e0655523a50d9d1e505c0aa5";

export default node;
