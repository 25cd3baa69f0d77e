/**
 * @generated SignedSource<<907d33cee52c5a014f35daa22f4aac14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DataType = "continuous" | "discrete" | "step" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GroupCard_group$data = {
  readonly devices: ReadonlyArray<{
    readonly id: string;
    readonly units: ReadonlyArray<{
      readonly dataType: DataType;
      readonly name: string;
      readonly slug: string;
      readonly unit: string;
    }>;
  }>;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "GroupCard_group";
};
export type GroupCard_group$key = {
  readonly " $data"?: GroupCard_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupCard_group">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupCard_group",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "AnalyticsDevice",
      "kind": "LinkedField",
      "name": "devices",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "DataModelEntry",
          "kind": "LinkedField",
          "name": "units",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unit",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dataType",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AnalyticsGroup",
  "abstractKey": null
};
})();

(node as any).hash = "cf5142a79028c2bfdfad75c09222a590";

export default node;
