/**
 * @generated SignedSource<<a31c4529513a9212a28e62267312b790>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CardTrend_units$data = ReadonlyArray<{
  readonly name: string;
  readonly slug: string;
  readonly unit: string;
  readonly " $fragmentType": "CardTrend_units";
}>;
export type CardTrend_units$key = ReadonlyArray<{
  readonly " $data"?: CardTrend_units$data;
  readonly " $fragmentSpreads": FragmentRefs<"CardTrend_units">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CardTrend_units",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
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
      "name": "unit",
      "storageKey": null
    }
  ],
  "type": "DataModelEntry",
  "abstractKey": null
};

(node as any).hash = "b54db7bc8a0cb20cb90cb6215c930785";

export default node;
