/**
 * @generated SignedSource<<9099d3b7f8f8b68f75e421c1c8e71ae0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FinishStep_order$data = {
  readonly afterImages: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly beforeImages: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly cause: {
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
  readonly comment: string | null | undefined;
  readonly id: string;
  readonly number: number;
  readonly orderId: string;
  readonly replacement: {
    readonly newDevice: {
      readonly name: string;
    } | null | undefined;
    readonly oldDevice: {
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
  readonly replacementAllowed: boolean | null | undefined;
  readonly solutions: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
  }>;
  readonly " $fragmentType": "FinishStep_order";
};
export type FinishStep_order$key = {
  readonly " $data"?: FinishStep_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"FinishStep_order">;
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
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  (v1/*:: as any*/)
],
v3 = [
  (v1/*:: as any*/)
],
v4 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FinishStep_order",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderId",
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
      "kind": "ScalarField",
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceSolution",
      "kind": "LinkedField",
      "name": "solutions",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceCause",
      "kind": "LinkedField",
      "name": "cause",
      "plural": false,
      "selections": (v2/*:: as any*/),
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
      "concreteType": "DeviceReplacement",
      "kind": "LinkedField",
      "name": "replacement",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Device",
          "kind": "LinkedField",
          "name": "oldDevice",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Device",
          "kind": "LinkedField",
          "name": "newDevice",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "beforeImages",
      "plural": true,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "afterImages",
      "plural": true,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ServiceOrder",
  "abstractKey": null
};
})();

(node as any).hash = "8fa4ae173a4cbcabd1895004d04b266e";

export default node;
