/**
 * @generated SignedSource<<7629262fa65c4d699be0e5455de85206>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImagesStep_order$data = {
  readonly afterImages: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly size: number;
    readonly url: string;
  }>;
  readonly beforeImages: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly size: number;
    readonly url: string;
  }>;
  readonly id: string;
  readonly " $fragmentType": "ImagesStep_order";
};
export type ImagesStep_order$key = {
  readonly " $data"?: ImagesStep_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImagesStep_order">;
};

import ImagesStepRefetchQuery_graphql from './ImagesStepRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
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
    "name": "size",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ImagesStepRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ImagesStep_order",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "beforeImages",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "afterImages",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ServiceOrder",
  "abstractKey": null
};
})();

(node as any).hash = "3019cca46952b40c208964486046bd71";

export default node;
